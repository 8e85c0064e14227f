/**
 * Small, valid PDFs for the browser tests: `pages` pages with one line of text each, and
 * optionally more entries in the catalogue (an /OpenAction running JavaScript, say).
 */
export function pdfDocument({
  pages = 1,
  text = "Replacement document",
  catalogExtra = "",
}: {
  pages?: number;
  text?: string;
  catalogExtra?: string;
} = {}): Buffer {
  const pageIds = Array.from({ length: pages }, (_, i) => 4 + i * 2);
  const objects: string[] = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`,
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages} >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  for (let page = 1; page <= pages; page++) {
    const content = `BT /F1 24 Tf 72 720 Td (${text}, page ${page}) Tj ET`;
    const contentId = objects.length + 2;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentId} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  }
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

/** A PDF that runs a script as soon as it is opened. */
export const scriptedPdf = (): Buffer =>
  pdfDocument({ catalogExtra: "/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> " });
