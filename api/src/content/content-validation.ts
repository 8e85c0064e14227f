import {
  apiErrorMessages,
  fieldErrors,
  isUnknownCollection,
  parseSectionName,
  RESERVED_PAGE_SLUGS,
  sectionDefinition,
} from "@app/contract";
import { HttpError } from "../lib/http-error.ts";

/**
 * A section the public site reads must hold what its page can render: its content is checked
 * against the schema of its kind, with per-field messages keyed `content.<path>`. A plain name
 * without a schema holds free-form JSON; a `prefix:slug` of no known collection is refused.
 */
export function assertSectionContent(section: string, content: unknown): void {
  assertSectionName(section);
  const definition = sectionDefinition(section);
  if (!definition) return;
  const result = definition.schema.safeParse(content);
  if (result.success) return;
  const issues = result.error.issues.map((issue) => ({
    ...issue,
    path: ["content", ...issue.path],
  }));
  throw new HttpError(400, apiErrorMessages.validation, fieldErrors(issues));
}

/**
 * A `prefix:slug` of no known collection is refused, and so is a text page whose path the
 * site already uses (`page:about` could never be reached, `page:admin` would leak into the
 * sitemap).
 */
export function assertSectionName(section: string): void {
  const refuse = (message: string) => {
    throw new HttpError(400, message, { section: message });
  };
  const { collection, slug } = parseSectionName(section);
  if (isUnknownCollection(section)) refuse(apiErrorMessages.unknownCollection(collection!));
  if (collection === "page" && RESERVED_PAGE_SLUGS.has(slug)) {
    refuse(apiErrorMessages.reservedPageSlug(slug));
  }
}
