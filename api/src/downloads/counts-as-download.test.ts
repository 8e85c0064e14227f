import { describe, expect, it } from "vitest";
import { countsAsDownload } from "./counts-as-download.ts";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const request = (headers: Record<string, string> = {}, method = "GET") =>
  new Request("http://x.test/pdfs/a.pdf", {
    method,
    headers: { "user-agent": CHROME, ...headers },
  });

describe("countsAsDownload", () => {
  it("counts a browser's full download, also as the first range of one", () => {
    expect(countsAsDownload(request(), 200)).toBe(true);
    expect(countsAsDownload(request({ range: "bytes=0-" }), 200)).toBe(true);
    expect(countsAsDownload(request({ range: "bytes=0-65535" }), 200)).toBe(true);
  });

  it("does not count the rest of a download, a HEAD, a 304, a 404 or a prefetch", () => {
    expect(countsAsDownload(request({ range: "bytes=65536-" }), 200)).toBe(false);
    expect(countsAsDownload(request({}, "HEAD"), 200)).toBe(false);
    expect(countsAsDownload(request(), 304)).toBe(false);
    expect(countsAsDownload(request(), 404)).toBe(false);
    expect(countsAsDownload(request({ "sec-purpose": "prefetch;prerender" }), 200)).toBe(false);
  });

  it("does not count crawlers and link checkers", () => {
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "curl/8.5.0",
    ]) {
      expect(countsAsDownload(request({ "user-agent": agent }), 200), agent).toBe(false);
    }
  });
});
