import { describe, expect, it } from "vitest";
import {
  concat,
  latin1,
  objectStreamContent,
  pdfFile,
  streamBody,
} from "../../../test/test-pdfs.ts";
import { scanPdf } from "./pdf-scan.ts";

/** How often a scan gives way to other work: it does so every few kilobytes it reads. */
async function paces(bytes: Uint8Array) {
  let count = 0;
  await scanPdf(bytes, {
    pace: () => {
      count++;
      return undefined;
    },
  });
  return count;
}

describe("scanPdf: cost", () => {
  // An object stream stored as it is, after many `obj` keywords in comments: a walk of a hidden
  // object starts at each, and each reaches the same stream.
  const largeObjectStream = (hiddenKeywords: number) => {
    const objects = Array.from({ length: 2000 }, (_, i) => [
      10 + i,
      `<< /Type /Annot /Subtype /Text /Contents (${"note ".repeat(100)}) >>`,
    ]) as [number, string][];
    const { content, dict } = objectStreamContent(objects);
    return pdfFile([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [] /Count 0 >>",
      concat([
        latin1("%obj\n".repeat(hiddenKeywords)),
        streamBody(dict.replace(" /Filter /FlateDecode", ""), content),
      ]),
    ]);
  };

  it("reads an object stream that hidden objects reach again no more than once more", async () => {
    const once = await paces(largeObjectStream(0));
    expect(once).toBeGreaterThan(50);
    expect(await paces(largeObjectStream(200))).toBeLessThan(2 * once);
  });
});
