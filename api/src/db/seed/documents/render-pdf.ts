import type { SeedDocument } from "./seed-documents.ts";

/** PDF string literal: only printable ASCII, with ( ) \ escaped. */
const pdfText = (text: string) =>
  `(${text
    .replace(/[^\x20-\x7e]/g, "-")
    .replace(/\\/g, "\\\\")
    .replace(/\(/g, "\\(")
    .replace(/\)/g, "\\)")})`;

/** Greedy word wrap for Helvetica at roughly `size` points into `width` points. */
function wrap(text: string, size: number, width: number): string[] {
  const maxChars = Math.floor(width / (size * 0.5));
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function pageContent(doc: SeedDocument): string {
  const ops: string[] = [];
  // Navy band with the title, teal rule below it.
  ops.push("0.043 0.145 0.271 rg 0 642 595 200 re f");
  ops.push("0.078 0.722 0.651 rg 0 636 595 6 re f");
  ops.push(
    "BT 0.8 0.86 0.93 rg /F2 11 Tf 56 800 Td",
    `${pdfText(doc.subtitle.toUpperCase())} Tj ET`,
  );
  let y = 760;
  for (const line of wrap(doc.title, 26, 480)) {
    ops.push(`BT 1 1 1 rg /F1 26 Tf 56 ${y} Td ${pdfText(line)} Tj ET`);
    y -= 32;
  }
  ops.push(
    `BT 0.8 0.86 0.93 rg /F2 12 Tf 56 664 Td ${pdfText("Certification, audit and training - since 2010")} Tj ET`,
  );
  y = 590;
  ops.push(`BT 0.043 0.145 0.271 rg /F1 15 Tf 56 ${y} Td ${pdfText("Outline")} Tj ET`);
  y -= 30;
  doc.outline.forEach((item, index) => {
    wrap(item, 12, 440).forEach((line, i) => {
      const prefix = i === 0 ? `${index + 1}.` : "";
      ops.push(`BT 0.2 0.25 0.33 rg /F1 12 Tf 56 ${y} Td ${pdfText(prefix)} Tj ET`);
      ops.push(`BT 0.2 0.25 0.33 rg /F2 12 Tf 80 ${y} Td ${pdfText(line)} Tj ET`);
      y -= 18;
    });
    y -= 8;
  });
  y -= 20;
  const note =
    "This document is a short outline. Contact our team for the full material, course dates or an in-house session for your organisation.";
  for (const line of wrap(note, 11, 480)) {
    ops.push(`BT 0.39 0.45 0.55 rg /F2 11 Tf 56 ${y} Td ${pdfText(line)} Tj ET`);
    y -= 16;
  }
  ops.push("0.85 0.88 0.92 RG 1 w 56 70 m 539 70 l S");
  ops.push(`BT 0.39 0.45 0.55 rg /F2 9 Tf 56 54 Td ${pdfText("Training & Development")} Tj ET`);
  return ops.join("\n");
}

export interface RenderedPdf {
  bytes: Uint8Array;
  pageCount: number;
}

/**
 * A one-page PDF of a document's title and outline, the same bytes at every start. Plain
 * PDF 1.4 with the standard Helvetica fonts: nothing embedded, no scripts.
 */
export function renderPdf(doc: SeedDocument): RenderedPdf {
  const content = pageContent(doc);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfText(doc.title)} /Subject ${pdfText(doc.subtitle)} >>`,
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { bytes: Buffer.from(out, "latin1"), pageCount: 1 };
}
