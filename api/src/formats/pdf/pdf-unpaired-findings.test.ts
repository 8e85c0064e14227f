import { describe, expect, it } from "vitest";
import { NameReader, nextSlash } from "./pdf-syntax.ts";
import { LOOKAHEAD_BYTES, UnpairedFindings } from "./pdf-unpaired-findings.ts";

/** What the name search learns beside the names in `text`, as pdf-scan.ts reads it. */
function findings(text: string) {
  const bytes = Buffer.from(text, "latin1");
  const names = new NameReader();
  const unpaired = new UnpairedFindings();
  const found = [];
  for (let at = nextSlash(bytes, 0); at >= 0; at = nextSlash(bytes, names.end)) {
    const name = names.read(bytes, at);
    const finding = name === null ? undefined : unpaired.after(name, bytes, at, names.end);
    if (finding) found.push(finding);
  }
  return found;
}

describe("UnpairedFindings: a link's target", () => {
  it.each([
    "/URI (https://example.com)",
    "/URI(http://example.com)",
    "/URI (MAILTO:info@example.com)",
    "/URI <68 74 74 70 3a>",
    "/URI %a comment\n(https://example.com)",
    "/URI << /Base (file:///) >>",
    "/S /URI /URI (https://example.com)",
    "/S/URI>>",
    "/URI ",
    "/URI endobj",
    "/URI ] (file:///x)",
    "(see /URI)",
  ])("takes %j", (text) => {
    expect(findings(text)).toEqual([]);
  });

  it.each([
    "/URI (file:///etc/passwd)",
    "/URI (\\146ile:///x)",
    "/URI (fi\\\nle:///x)",
    "/URI <66696C653A>",
    // pdf.js skips the stray byte and reads https:, poppler pairs the digits anew.
    "/URI <68x74747073 3A2F2F6578616D706C652E636F6D>",
    "/URI <68747470\u00003A>",
    "/U#52I (smb://server/share)",
    "/URI %comment\n(\\\\\\\\server\\\\share)",
    "/URI (www.example.com)",
    "/URI 9 0 R",
    "/URI 9 0R",
    "/URI [(https://example.com)]",
  ])("refuses %j", (text) => {
    expect(findings(text)).toEqual(["otherLink"]);
  });
});

describe("UnpairedFindings: a thread action, by its own dictionary", () => {
  it.each([
    "<< /S /Thread /D 12 0 R /B 13 0 R >>",
    "<</Type/Action/S/Thread/D(Chapter \\(1\\))>>",
    "<< /S /Thread /D 0 /Next << /S /GoTo /D [3 0 R /Fit] >> >>",
    "<< /Subtype /Link /F 4 /A << /S /Thread /D 3 0 R >> >>",
    "<< /K [ /S /Thread ] /F 1 >>",
    "<< /S /P /F 1 >>",
    "<< /S 7 0 R /K 1 >>",
  ])("takes %j", (text) => {
    expect(findings(text)).toEqual([]);
  });

  it.each([
    "<< /S /Thread /F (a.pdf) /D 0 >>",
    "<< /F << /FS /URL /F (https://x/a.pdf) >> /S /Thr#65ad >>",
    "<< /S 7 0 R /F (\\\\\\\\server\\\\a.pdf) >>",
    "<< /S 7 0R /F (a.pdf) >>",
    "<< /S /Thread /X endobj /F (a.pdf) >>",
    "<< /S /Thread /D 0 /Next << /S /Thread /F (a.pdf) >> >>",
    "%a comment\n<< /S\n/Thread /F (a.pdf) >>",
  ])("refuses %j as a link into another file", (text) => {
    expect(findings(text)).toEqual(["otherFile"]);
  });

  // Where a reader may read the bytes otherwise, the dictionary is not plain.
  it.each([
    "/S /Thread /F (a.pdf)",
    "<< /S /Thread /D <41> >>",
    "<< /S /Thread /D 0 % a comment\n>>",
    "% << /S /Thread /D 0 >>",
    "<< /S /Thread /X BI /F (a.pdf) >>",
    "<< /S /Thread /D (a>b) >>",
    "<< /S /Thread /D (a\\>b) >>",
    "<< /S /Thread /D (a(b)) >>",
    "<< /S /Thread /D 0 ] >>",
    "<< /A 1 >> /S /Thread",
  ])("counts %j as unreadable", (text) => {
    expect(findings(text)).toEqual(["unreadable"]);
  });

  it("counts a thousand thread actions and more as unreadable", () => {
    const many = "<< /S /Thread /D 0 >>\n".repeat(1025);
    expect(findings(many)).toEqual(["unreadable"]);
  });
});

describe("UnpairedFindings: names as poppler reads them", () => {
  it.each([
    ["/URI#00 (file:///etc/passwd)", "otherLink"],
    ["/U#52I#00junk (smb://server/share)", "otherLink"],
    ["<< /S /Thread#00 /F (a.pdf) >>", "unreadable"],
    ["<< /S /Thr#65ad /X#4( /F (a.pdf) >>", "unreadable"],
    // poppler finds one of a repeated key's values by an unstable sort: either may be the one.
    ["<< /S /Thread /S /GoTo /F (a.pdf) >>", "otherFile"],
    ["<< /S /GoTo /F (a.pdf) /S /Thread >>", "otherFile"],
  ])("judges %j", (text, finding) => {
    expect(findings(text)).toEqual([finding]);
  });
});

/*
 * A name's value is looked for no further than LOOKAHEAD_BYTES past it, and the lookaheads of one
 * scan read no more than a few times the bytes searched: names close together (`/URI <` over and
 * over, `/S%` in one long comment) made each lookahead read on over the same bytes.
 */
describe("UnpairedFindings: how far past a name its value is looked for", () => {
  const spaces = (length: number) => " ".repeat(length);
  const comments = (length: number) => "%\n".repeat(length / 2);

  it.each([
    ["spaces", spaces],
    ["comments", comments],
  ])("reads a link's target after %s up to the bound", (_what, padding) => {
    expect(findings(`/URI${padding(LOOKAHEAD_BYTES - 64)}(file:///x) junk`)).toEqual(["otherLink"]);
  });

  it("reads an action's kind after spaces up to the bound", () => {
    const within = spaces(LOOKAHEAD_BYTES - 64);
    expect(findings(`<< /S${within}/Thread /F (a.pdf) >>`)).toEqual(["otherFile"]);
  });

  it.each([
    ["a link's target after spaces", `/URI${spaces(LOOKAHEAD_BYTES)}(https://example.com)`],
    ["a link's target after comments", `/URI${comments(LOOKAHEAD_BYTES)}(https://example.com)`],
    ["a hex string without digits", `/URI <${"x".repeat(LOOKAHEAD_BYTES)}68747470733a>`],
    ["a string of joined lines", `/URI (${"\\\n".repeat(LOOKAHEAD_BYTES)}https://x)`],
    ["an action's kind after comments", `<< /S${comments(LOOKAHEAD_BYTES)}/GoTo >>`],
  ])("counts %s past the bound as unreadable", (_what, text) => {
    expect(findings(text)).toEqual(["unreadable"]);
  });

  it("stops reading once the lookaheads of a scan read many times what it searched", () => {
    // Each `/URI <` reads on to the next `>`, never as far as the bound.
    const flood = `${"/URI <".repeat(600)}>\n`.repeat(200);
    const started = performance.now();
    expect(findings(flood)).toContain("unreadable");
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
