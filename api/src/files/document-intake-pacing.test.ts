import { apiErrorMessages, MAX_DOCUMENT_BYTES } from "@app/contract";
import { describe, expect, it } from "vitest";
import {
  hasMainThreadCpuClock,
  longestHoldMs,
  mainThreadCpuMs,
} from "../../test/main-thread-cpu.ts";
import { objectStreamBody, pagesPdf, streamBody } from "../../test/test-pdfs.ts";
import { HttpError } from "../lib/http-error.ts";
import { prepareDocument } from "./document-intake.ts";

/**
 * The most object syntax that fits in 20 MB, plus an object stream that inflates to 48 MB of
 * more of it (just under the 50 MB limit): the most parsing one upload can ask for.
 */
function heaviestDocument(): Uint8Array {
  const unit =
    "<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /Border [0 0 0] /A << /S /URI /URI (https://example.com/a) >> /F 4 >> ";
  const packed: Record<number, string> = {};
  for (let n = 1000, size = 0; size < 48 * 1024 * 1024; n++, size += unit.length + 16) {
    packed[n] = unit;
  }
  const objects = [objectStreamBody(packed)];
  const room = MAX_DOCUMENT_BYTES - pagesPdf(2, { objects }).byteLength - 64;
  return pagesPdf(2, {
    objects: [...objects, `[ ${unit.repeat(Math.floor(room / unit.length))}]`],
  });
}

describe.skipIf(!hasMainThreadCpuClock)("checking a 20 MB PDF", () => {
  it("never holds the event loop for long: other requests keep being served", async () => {
    const bytes = heaviestDocument();
    expect(bytes.byteLength).toBeGreaterThan(MAX_DOCUMENT_BYTES - 1024);
    expect(bytes.byteLength).toBeLessThanOrEqual(MAX_DOCUMENT_BYTES);
    const { result, worstMs: worst } = await longestHoldMs(() => prepareDocument(bytes));
    expect(result.pageCount).toBe(2);
    // The bound a request may wait for an upload's check: about 100 ms. Measured 10-27 ms on a
    // busy 2-core VM; whole-document steps (one big hash, one big Buffer.concat) took 70-200 ms
    // before they were split.
    expect(worst).toBeLessThan(100);
  }, 60_000);
});

/*
 * A name's value is read from the bytes after it (a link's target, an action's kind), wherever
 * the name search looks. Names close together, each read on over the same bytes, took time
 * growing with the square of their number: 240 KB of `/URI <` took 12 s.
 */
describe("checking names whose values are read over the same bytes", () => {
  const megabyte = (unit: string) => unit.repeat(Math.ceil((1024 * 1024) / unit.length));
  const floods: [what: string, place: (flood: string) => Uint8Array][] = [
    ["page content", (flood) => pagesPdf(1, { objects: [streamBody("", megabyte(flood))] })],
    ["one comment line", (flood) => pagesPdf(1, { catalog: `%${megabyte(flood)}\n` })],
  ];
  const units = ["/URI <", "/URI%", "/S%", "/S 1 %"];
  for (const [where, place] of floods) {
    for (const unit of units) {
      it(`refuses a megabyte of ${JSON.stringify(unit)} in ${where}, in linear time`, async () => {
        const bytes = place(unit);
        const clock = hasMainThreadCpuClock ? mainThreadCpuMs : () => performance.now();
        const started = clock();
        const error = await prepareDocument(bytes).catch((e: unknown) => e);
        const tookMs = clock() - started;
        expect(error).toBeInstanceOf(HttpError);
        expect((error as HttpError).message).toBe(apiErrorMessages.pdfUnreadable);
        // Measured 10-60 ms; before, minutes.
        expect(tookMs).toBeLessThan(2000);
      });
    }
  }
});
