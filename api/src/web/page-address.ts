import { localizedPath, splitLanguagePath } from "@app/contract";
import { encodePath } from "../lib/path-spelling.ts";
import { hasUnsafePathCharacter } from "../lib/unsafe-path.ts";

/** What the site does with a page's address: serve it, send the browser to its one form, or 404. */
export type PageAddress =
  | { kind: "page" }
  | { kind: "redirect"; location: string }
  | { kind: "refused" };

/**
 * One address per page (issue 29): trailing and repeated slashes go once to the page's own
 * form, so `/about////` and `/km//` (to `/km/`, a language's home) are not pages of their own.
 * A redirect is built from the decoded path and can only stay on the site: a path whose first
 * segment is empty (`//host`, also spelled `//%5C` or `//%09/`) or that holds a backslash or
 * control character is refused, as no page has one and a browser reads it as another host.
 */
export function pageAddress(decodedPath: string): PageAddress {
  if (hasUnsafePathCharacter(decodedPath) || decodedPath.startsWith("//"))
    return { kind: "refused" };
  let canonical = `/${decodedPath.split("/").filter(Boolean).join("/")}`;
  // A language's home page is its prefix with the slash (`/km/`), as localizedPath writes it.
  const { language, path } = splitLanguagePath(canonical);
  if (language !== "en" && path === "/") canonical = localizedPath(language, "/");
  if (canonical === decodedPath) return { kind: "page" };
  return { kind: "redirect", location: encodePath(canonical) };
}
