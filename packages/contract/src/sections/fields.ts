import { z } from "zod";
import type { ImageSlotId } from "../images/slots.ts";
import { FIELD_MAXIMUMS } from "../limits.ts";
import { ICON_NAMES } from "./icons.ts";
import type { ReferenceKind } from "./references.ts";
import { SLUG_PATTERN } from "./section-name.ts";

/**
 * What the admin's generated forms read from a field (through zod's `.meta()`): its label,
 * what one entry of a list is called, and what a text field names (an image, a PDF). It never
 * changes what the schema accepts.
 */
export type FieldMeta = {
  label?: string;
  itemLabel?: string;
  reference?: ReferenceKind;
  /** An image field: the place on the site it fills, with that place's rules. */
  slot?: ImageSlotId;
  /** Words a visitor reads, which a translation (`S@km`) may give in its language. */
  translatable?: boolean;
  /**
   * A text that must be one of the texts of another list in the same section, named by its
   * path from the section's root (a resource's category: `categories`): the form offers those.
   */
  choicesFrom?: string;
  /** A sentence under the field for what its label cannot say (a `{count}` to keep). */
  help?: string;
  /** A list that names each thing at most once (distinctList): the form marks those listed. */
  distinct?: boolean;
};

export const withMeta = <T extends z.ZodType>(schema: T, meta: FieldMeta): T => schema.meta(meta);

/**
 * Required text, trimmed, with messages that name the field. Translatable unless it is a value
 * the same in every language (a phone number) or a key other fields refer to.
 */
export const text = (
  label: string,
  max = 2000,
  { translatable = true, help }: { translatable?: boolean; help?: string } = {},
) =>
  withMeta(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(max, `${label} must be at most ${max} characters`),
    { label, translatable, ...(help ? { help } : {}) },
  );

/** A list of short texts (bullets, highlights); each item required. */
export const textList = (
  label: string,
  itemLabel: string,
  { min = 0, max = 30, length = 300 } = {},
) =>
  withMeta(
    z
      .array(text(itemLabel, length), { error: `${label} must be a list` })
      .min(min, min === 1 ? `At least one ${itemLabel.toLowerCase()}` : `At least ${min} entries`)
      .max(max, `At most ${max} entries`),
    { label, itemLabel },
  );

/**
 * A list naming each thing at most once (the standards of a service group, the order of the
 * pillars): a second entry of the same thing is an error on that entry, saying `duplicate`.
 */
export const distinctList = <T extends z.ZodType<string>>(
  item: T,
  { max, duplicate }: { max: number; duplicate: string },
) =>
  withMeta(
    z
      .array(item)
      .max(max, `At most ${max} entries`)
      .superRefine((items, ctx) => {
        // One pass: a group may list thousands of standards.
        const seen = new Set<string>();
        items.forEach((entry, index) => {
          if (seen.has(entry)) {
            ctx.addIssue({ code: "custom", path: [index], message: duplicate });
          }
          seen.add(entry);
        });
      }),
    { distinct: true },
  );

export const icon = withMeta(z.enum(ICON_NAMES, { error: "Please choose one of the icons" }), {
  label: "Icon",
});

/*
 * References (slugs, filenames) are not trimmed: the API stores content as it was sent, and a
 * padded " gots " must be refused rather than stored and never found.
 */
export function slug(label: string, help?: string) {
  const schema = z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(FIELD_MAXIMUMS.slug, `${label} must be at most ${FIELD_MAXIMUMS.slug} characters`)
    .regex(SLUG_PATTERN, `${label} may use lowercase letters, digits and single hyphens only`);
  return help ? withMeta(schema, { label, help }) : schema;
}

const FILENAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** The filename of an image in the image library, e.g. `hero-factory.svg`, shown in `slot`. */
export const imageRef = (slot: ImageSlotId) =>
  withMeta(
    z
      .string({ error: "Image is required" })
      .min(1, "Image is required")
      .max(200)
      .regex(FILENAME, "Please choose an image from the library")
      .refine((name) => !name.toLowerCase().endsWith(".pdf"), "Please choose an image, not a PDF"),
    { reference: "image", slot },
  );

/** The filename of a PDF in the document library, e.g. `training-gots-organic-textiles.pdf`. */
export const documentRef = withMeta(
  z
    .string({ error: "Document is required" })
    .min(1, "Document is required")
    .max(200)
    .regex(FILENAME, "Please choose a PDF from the document library")
    .refine((name) => name.toLowerCase().endsWith(".pdf"), "Please choose a PDF document"),
  { reference: "document" },
);

/** A link the site renders: "#" (not set) or an http(s) address; never javascript: or data:. */
export const optionalUrl = z.union([
  z.literal("#"),
  z.url({ protocol: /^https?$/, error: "Please enter a full web address (https://...)" }),
]);

/** A statistic tile: "15+" over "Years Experience". */
export const StatisticSchema = z.object({
  /** A figure, the same in every language. */
  number: text("Number", 12, { translatable: false }),
  label: text("Label", 80),
  icon,
});
export type Statistic = z.infer<typeof StatisticSchema>;

export const statistics = withMeta(z.array(StatisticSchema).max(8, "At most 8 statistics"), {
  itemLabel: "Statistic",
});

/** Eyebrow, heading and lead paragraph of a page section. */
export const heading = {
  eyebrow: text("Eyebrow", 80),
  title: text("Title", 200),
  lead: text("Lead", 600),
};
