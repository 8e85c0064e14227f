import { apiErrorMessages, isKnownSection, knownSections } from "@app/contract";
import { HttpError } from "../../lib/http-error.ts";
import { fieldErrors } from "../../lib/validate.ts";

/**
 * A section the public site reads must hold what its page can render: its content is checked
 * against that section's schema, with per-field messages keyed `content.<path>`. Any other
 * section holds free-form JSON.
 */
export function assertSectionContent(section: string, content: unknown): void {
  if (!isKnownSection(section)) return;
  const result = knownSections[section].schema.safeParse(content);
  if (result.success) return;
  const issues = result.error.issues.map((issue) => ({
    ...issue,
    path: ["content", ...issue.path],
  }));
  throw new HttpError(400, apiErrorMessages.validation, fieldErrors(issues));
}
