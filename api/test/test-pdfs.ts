import { deflateRawSync, deflateSync } from "node:zlib";

/**
 * Tiny PDFs built in the tests: real documents with a correct cross-reference table (a reader
 * opens the plain ones), and hostile variants of them.
 */

type Body = string | Uint8Array;

export const latin1 = (text: string): Uint8Array => Buffer.from(text, "latin1");
const toBytes = (body: Body) => (typeof body === "string" ? latin1(body) : body);

export function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

export const deflate = (data: Body) => new Uint8Array(deflateSync(toBytes(data)));

/**
 * `data` in rows of `columns` bytes (the last padded with spaces), each row led by PNG
 * predictor 1 (Sub: each byte less the one before it), as `/Predictor 12 /Columns n` undoes.
 */
export function pngSubPredicted(data: Body, columns: number): Uint8Array {
  const bytes = toBytes(data);
  const rows = Math.ceil(bytes.byteLength / columns);
  const padded = new Uint8Array(rows * columns).fill(0x20);
  padded.set(bytes);
  const out = new Uint8Array(rows * (columns + 1));
  for (let row = 0; row < rows; row++) {
    out[row * (columns + 1)] = 1;
    for (let i = 0; i < columns; i++) {
      const at = row * columns + i;
      out[row * (columns + 1) + 1 + i] = (padded[at]! - (i > 0 ? padded[at - 1]! : 0)) & 0xff;
    }
  }
  return out;
}

/** A stream object's body: its dictionary (the /Length is added) and its data. */
export const streamBody = (dict: string, data: Body): Uint8Array => {
  const bytes = toBytes(data);
  return concat([
    latin1(`<< ${dict} /Length ${bytes.byteLength} >>\nstream\n`),
    bytes,
    latin1("\nendstream"),
  ]);
};

/**
 * What an object stream holding the given objects by number, in order, each followed by
 * `between` (`after` ends it), holds once inflated, and its dictionary's entries but /Length.
 */
export function objectStreamContent(
  objects: Record<number, string> | [number, string][],
  { between = "\n", after = "" } = {},
): { content: string; dict: string } {
  const header: string[] = [];
  const body: string[] = [];
  let offset = 0;
  for (const [number, object] of Array.isArray(objects) ? objects : Object.entries(objects)) {
    header.push(`${number} ${offset} `);
    body.push(`${object}${between}`);
    offset += object.length + between.length;
  }
  body.push(after);
  const head = header.join("");
  return {
    content: head + body.join(""),
    dict: `/Type /ObjStm /N ${header.length} /First ${head.length} /Filter /FlateDecode`,
  };
}

/** An object stream (/Type /ObjStm, deflated): see objectStreamContent. */
export function objectStreamBody(...args: Parameters<typeof objectStreamContent>): Uint8Array {
  const { content, dict } = objectStreamContent(...args);
  return streamBody(dict, deflate(content));
}

function adler32(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** zlib data whose first `stored` bytes stand in it as they are (a stored block); the rest is compressed. */
export function deflateStoredFirst(data: Body, stored: number): Uint8Array {
  const bytes = toBytes(data);
  const check = adler32(bytes);
  return concat([
    Uint8Array.of(
      0x78,
      0x01,
      0x00,
      stored & 0xff,
      stored >> 8,
      ~stored & 0xff,
      (~stored >> 8) & 0xff,
    ),
    bytes.subarray(0, stored),
    deflateRawSync(bytes.subarray(stored)),
    Uint8Array.of(check >>> 24, (check >>> 16) & 0xff, (check >>> 8) & 0xff, check & 0xff),
  ]);
}

/** Objects 1, 2, ... in order, a cross-reference table and a trailer rooted at object 1. */
export function pdfFile(objects: Body[], { trailer = "", header = "%PDF-1.7" } = {}) {
  const parts: Uint8Array[] = [latin1(`${header}\n%\xe2\xe3\xcf\xd3\n`)];
  let length = parts[0]!.byteLength;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    for (const part of [latin1(`${i + 1} 0 obj\n`), toBytes(body), latin1("\nendobj\n")]) {
      parts.push(part);
      length += part.byteLength;
    }
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${length}\n%%EOF\n`,
  ].join("");
  parts.push(latin1(xref));
  return concat(parts);
}

/** The number of the first of `objects` in pagesPdf(pageCount, { objects }). */
export const firstExtraObject = (pageCount: number) => pageCount + 5;

/**
 * A document of `pageCount` pages, each showing its number: 1 catalog (with `catalog` added),
 * 2 page tree, 3 font, 4 unused, then the pages with their contents, then `objects`.
 */
export function pagesPdf(
  pageCount: number,
  extra: { catalog?: string; objects?: Body[]; trailer?: string; pageExtra?: string } = {},
) {
  const pageNumbers = Array.from({ length: pageCount }, (_, i) => 5 + i);
  const contents = firstExtraObject(pageCount) + (extra.objects?.length ?? 0);
  return pdfFile(
    [
      `<< /Type /Catalog /Pages 2 0 R ${extra.catalog ?? ""}>>`,
      `<< /Type /Pages /Kids [${pageNumbers.map((n) => `${n} 0 R`).join(" ")}] /Count ${pageCount} >>`,
      "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
      "<< >>",
      ...pageNumbers.map(
        () =>
          `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contents} 0 R ${extra.pageExtra ?? ""}>>`,
      ),
      ...(extra.objects ?? []),
      streamBody("/Filter /FlateDecode", deflate("BT /F1 24 Tf 20 100 Td (A page) Tj ET")),
    ],
    { trailer: extra.trailer },
  );
}
