import { holdsPageSeo } from "@app/contract";
import type { FieldSpec } from "../schema-fields.ts";

type Content = Record<string, unknown>;
type GroupSpec = Extract<FieldSpec, { kind: "group" }>;

/** Where a page keeps its search and sharing fields. */
export const SEO_KEY = "seo";

/**
 * The `seo` group of a page's form, which the "Search and sharing" panel shows instead of
 * the generated fields; undefined for a section that makes no page of its own.
 */
export function seoGroupOf(
  section: string | undefined,
  fields: readonly FieldSpec[],
): GroupSpec | undefined {
  if (!section || !holdsPageSeo(section)) return undefined;
  const field = fields.find((spec) => spec.key === SEO_KEY);
  return field?.kind === "group" ? field : undefined;
}

const asObject = (value: unknown): Content | undefined =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Content)
    : undefined;

/**
 * The content with its `seo` as the server takes it: no picture and not hidden are missing (an
 * empty picture name would be refused: "Image is required"). An emptied title or description
 * stays an empty text, which keeps the page's own words: a translation's words for it show on
 * the translated page only over an English text (`overlayTranslation` lays words over English
 * texts, never over missing ones).
 */
export function withSavableSeo(content: Content): Content {
  const seo = asObject(content[SEO_KEY]);
  if (!seo) return content;
  const kept = Object.fromEntries(
    Object.entries(seo).filter(([key, value]) =>
      key === "image"
        ? typeof value === "string" && value !== ""
        : key === "noindex"
          ? value === true
          : value !== undefined,
    ),
  );
  const { [SEO_KEY]: _, ...rest } = content;
  return Object.keys(kept).length > 0 ? { ...content, [SEO_KEY]: kept } : rest;
}

/**
 * The form's values of a page with its link picture unset when there is none: the form holds
 * no empty picture name the schema would refuse.
 */
export function seoFormValues(values: Content): Content {
  const seo = asObject(values[SEO_KEY]);
  if (!seo || (typeof seo.image === "string" && seo.image !== "")) return values;
  return { ...values, [SEO_KEY]: { ...seo, image: undefined } };
}
