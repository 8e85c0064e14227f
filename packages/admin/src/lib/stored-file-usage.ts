import { fileMessages, type Usage, UsageSchema } from "@app/contract";
import { isApiError } from "./api-error.ts";

/** Whether anything on the site links to the file: a delete would be refused. */
export const isUsed = (usage: Usage): boolean =>
  usage.pages.length > 0 || usage.sections.length > 0;

/** The one line a card shows about where its file is used. */
export function usageSummary(usage: Usage): string {
  if (usage.pages.length > 0) return fileMessages.usedOnPages(usage.pages.length);
  if (usage.sections.length > 0) return fileMessages.usedInSectionsOnly(usage.sections.length);
  return fileMessages.notUsed;
}

/** A public page as the admin reads it: the home page by name, the others by path. */
export const pageLabel = (path: string): string => (path === "/" ? fileMessages.homePage : path);

/** The usage a refused delete (409) carries; undefined for any other failure. */
export function refusalUsage(error: unknown): Usage | undefined {
  if (!isApiError(error, 409)) return undefined;
  const parsed = UsageSchema.safeParse((error.json as { usage?: unknown } | undefined)?.usage);
  return parsed.success ? parsed.data : undefined;
}
