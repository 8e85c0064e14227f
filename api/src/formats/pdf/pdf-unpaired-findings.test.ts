import { describe, expect, it } from "vitest";
import { NameReader } from "./pdf-syntax.ts";
import { activePartAfterName } from "./pdf-unpaired-findings.ts";

/** What the name opening `text` (at its first `/`) and the bytes after it say. */
function partAfterFirstName(text: string) {
  const bytes = Buffer.from(text, "latin1");
  const names = new NameReader();
  const name = names.read(bytes, text.indexOf("/"));
  if (name === null) throw new Error(`no known name in ${text}`);
  return activePartAfterName(name, bytes, names.end);
}

describe("activePartAfterName: a link's target", () => {
  it.each([
    "/URI (https://example.com)",
    "/URI(http://example.com)",
    "/URI (MAILTO:info@example.com)",
    "/URI <68 74 74 70 3a>",
    "/URI %a comment\n(https://example.com)",
    "/URI << /Base (file:///) >>",
    "/URI /URI (https://example.com)",
    "/URI>>",
    "/URI ",
    "/URI endobj",
    "/URI ] (file:///x)",
    "(see /URI)",
  ])("takes %j", (text) => {
    expect(partAfterFirstName(text)).toBeUndefined();
  });

  it.each([
    "/URI (file:///etc/passwd)",
    "/URI (\\146ile:///x)",
    "/URI (fi\\\nle:///x)",
    "/URI <66696C653A>",
    "/U#52I (smb://server/share)",
    "/URI %comment\n(\\\\\\\\server\\\\share)",
    "/URI (www.example.com)",
    "/URI 9 0 R",
    "/URI 9 0R",
    "/URI [(https://example.com)]",
  ])("refuses %j", (text) => {
    expect(partAfterFirstName(text)).toBe("otherLink");
  });
});
