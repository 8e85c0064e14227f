import { describe, expect, it } from "vitest";
import {
  concat,
  deflate,
  latin1,
  objectStreamBody,
  objectStreamContent,
  pagesPdf,
  pdfFile,
  streamBody,
} from "../../../test/test-pdfs.ts";
import { DOCUMENT_ALLOWANCE, scanPdf } from "./pdf-scan.ts";

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

  /** Object streams of `sizes` objects each (one-byte objects), deflated. */
  const objectStreams = (...sizes: number[]) =>
    pagesPdf(1, {
      objects: sizes.map((size, stream) =>
        objectStreamBody(
          Array.from({ length: size }, (_, i): [number, string] => [1000 * (stream + 1) + i, "0"]),
          { between: " " },
        ),
      ),
    });

  it("reads no more objects of object streams, all together, than a document may hold", async () => {
    const allowance = { ...DOCUMENT_ALLOWANCE, streams: 100, objects: 100 };
    expect((await scanPdf(objectStreams(60, 40), { allowance })).unreadable).toBe(false);
    expect((await scanPdf(objectStreams(60, 41), { allowance })).unreadable).toBe(true);
  });

  // An object stream that inflates to a great many empty streams: 48 MB of them took 5.5 s.
  it("reads no more streams than a document may hold", async () => {
    const streams = (count: number) =>
      pagesPdf(1, {
        objects: [
          streamBody(
            "/Type /ObjStm /Filter /FlateDecode",
            deflate("<</First 0/Length 0>>stream\nendstream\n".repeat(count)),
          ),
        ],
      });
    const allowance = { ...DOCUMENT_ALLOWANCE, streams: 50, objects: 100 };
    // The page's contents and the object stream are streams too.
    expect((await scanPdf(streams(48), { allowance })).unreadable).toBe(false);
    expect((await scanPdf(streams(49), { allowance })).unreadable).toBe(true);
    const beyond = streams(DOCUMENT_ALLOWANCE.streams + 1);
    expect((await scanPdf(beyond)).unreadable).toBe(true);
  });

  // Tokens cost the same whatever their size. Each `/` is a name, read by the walk and again
  // by the name search (50 MB took 8.6 s); `x ` a keyword and `[]` two, read by the walk only
  // (7.3 s and 7.1 s).
  it.each([
    ["/", 2],
    ["x ", 1],
    ["[]", 2],
  ])("reads no more tokens than a document may hold: %j", async (unit, each) => {
    const flood = (count: number) =>
      pagesPdf(1, {
        objects: [
          streamBody(
            "/Type /ObjStm /N 1 /First 6 /Filter /FlateDecode",
            deflate(`100 0 ${unit.repeat(count)}`),
          ),
        ],
      });
    const tokens = 2000;
    const allowance = { ...DOCUMENT_ALLOWANCE, tokens };
    expect((await scanPdf(flood(500 / each), { allowance })).unreadable).toBe(false);
    expect((await scanPdf(flood(tokens / each), { allowance })).unreadable).toBe(true);
  });
});
