import { describe, expect, it } from "vitest";
import { renderPdf } from "./render-pdf.ts";
import { SEED_DOCUMENTS } from "./seed-documents.ts";

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

describe("seeded PDFs", () => {
  it("are the same bytes at every start", () => {
    for (const document of SEED_DOCUMENTS) {
      expect(renderPdf(document).bytes).toEqual(renderPdf(document).bytes);
    }
  });

  it.each(SEED_DOCUMENTS.map((document) => [document.file, document] as const))(
    "%s is a one-page PDF whose cross-reference table points at its objects",
    (_file, document) => {
      const { bytes, pageCount } = renderPdf(document);
      const text = latin1(bytes);
      expect(text.startsWith("%PDF-1.4\n")).toBe(true);
      expect(text.endsWith("%%EOF\n")).toBe(true);
      expect(pageCount).toBe(1);
      expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);

      const startxref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
      expect(text.slice(startxref).startsWith("xref\n")).toBe(true);
      const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
        Number(m[1]),
      );
      expect(offsets).toHaveLength(7);
      offsets.forEach((offset, index) => {
        expect(text.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true);
      });
    },
  );

  it("carry the title and outline in the page, and nothing active", () => {
    const document = SEED_DOCUMENTS[0]!;
    const text = latin1(renderPdf(document).bytes);
    expect(text).toContain(`(${document.title})`);
    for (const item of document.outline) expect(text).toContain(item);
    expect(text).not.toMatch(/\/(JavaScript|JS|OpenAction|Launch|EmbeddedFile)\b/);
  });
});
