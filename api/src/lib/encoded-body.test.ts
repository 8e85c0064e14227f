import { describe, expect, it } from "vitest";
import { encodeBody, heldBytes, keptAsBrotli } from "./encoded-body.ts";

describe("a body kept in brotli alone", () => {
  const page = `<!doctype html><main>${"<p>Textile audits in Phnom Penh.</p>".repeat(400)}</main>`;

  it("gives the same plain and gzip bytes back, and holds only its brotli", async () => {
    const encoded = await encodeBody(page, "text/html", '"page"');
    const kept = keptAsBrotli(encoded);
    expect(Buffer.from(kept.identity).toString()).toBe(page);
    expect(kept.br).toBe(encoded.br);
    // Made again byte for byte: the ETag of its gzip form still names these bytes.
    expect(Buffer.from(kept.gzip!).equals(Buffer.from(encoded.gzip!))).toBe(true);
    expect("gzip" in kept).toBe(true);
    expect(kept.etag).toBe('"page"');
    expect(heldBytes(kept)).toBe(encoded.br!.byteLength);
    expect(heldBytes(kept)).toBeLessThan(page.length / 20);
  });

  it("keeps a body too small to compress as it is", async () => {
    const encoded = await encodeBody("<p>Hi</p>", "text/html", '"small"');
    const kept = keptAsBrotli(encoded);
    expect(kept).toBe(encoded);
    expect(heldBytes(kept)).toBe(9);
  });

  it("holds no more memory than its bytes: no view into zlib's output buffer or a shared pool", async () => {
    const encoded = await encodeBody(page, "text/html", '"page"');
    for (const form of [encoded.br!, encoded.gzip!, encoded.identity]) {
      expect(form.buffer.byteLength).toBe(form.byteLength);
    }
    const small = await encodeBody("<p>Hi</p>", "text/html", '"small"');
    expect(small.identity.buffer.byteLength).toBe(9);
  });
});
