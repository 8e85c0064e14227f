import { MAX_DOCUMENT_BYTES } from "@app/contract";
import { describe, expect, it } from "vitest";
import { hasMainThreadCpuClock, longestHoldMs } from "../../../test/main-thread-cpu.ts";
import { objectStreamBody, pagesPdf } from "../../../test/test-pdfs.ts";
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
