import { deflateSync } from "node:zlib";
import {
  concat,
  deflate,
  deflateStoredFirst,
  latin1,
  objectStreamBody,
  objectStreamContent,
  streamBody,
} from "./test-pdfs.ts";

/**
 * Where a hidden object stream sits: inside other bytes a walk of object syntax skips, or in
 * plain sight, an object among the others.
 */
export type HiddenPlacement =
  | "image pixels"
  | "JPEG data"
  | "stored deflate block"
  | "an unterminated string"
  | "plain sight";

/**
 * How the object stream's /Length is spelled: a reference to another object (with or without
 * the spaces readers do without), or a number that falls short of its data, which poppler
 * reads past to the next `endstream`.
 */
export type LengthSpelling =
  | "a reference"
  | "a reference without spaces"
  | "a number that falls short";

const LENGTH_OBJECT = 8;

/**
 * The object stream with its /Length spelled so; with `endstreamInData`, its compressed data
 * holds the bytes `endstream` (stored as they are) before the compressed objects.
 */
function objectStreamWithLength(
  entries: [number, string][],
  layout: { between: string; after: string },
  { as, endstreamInData }: { as: LengthSpelling; endstreamInData: boolean },
): { body: Uint8Array; length: number } {
  const [number, catalog] = entries[0]!;
  // A reader parses the catalog and stops: the bytes after it are no object of its.
  const { content, dict } = objectStreamContent(
    [[number, endstreamInData ? `${catalog} endstream` : catalog], ...entries.slice(1)],
    layout,
  );
  const data = endstreamInData
    ? deflateStoredFirst(content, content.indexOf("endstream") + "endstream".length + 1)
    : deflate(content);
  const length = {
    "a reference": `${LENGTH_OBJECT} 0 R`,
    "a reference without spaces": `${LENGTH_OBJECT} 0R`,
    "a number that falls short": String(data.byteLength - 4),
  }[as];
  const opening = latin1(`<< ${dict} /Length ${length} >>\nstream\n`);
  return { body: concat([opening, data, latin1("\nendstream")]), length: data.byteLength };
}

/**
 * Where, inside the object stream, the objects after the catalog stand: one after another, or
 * where the stream's header points into what a walk from its start reads as a string or a
 * comment (object 9 opens it).
 */
export type ObjectStreamLayout = "one after another" | "inside a string" | "inside a comment";

const layouts: Record<ObjectStreamLayout, { opener?: string; between: string; after: string }> = {
  "one after another": { between: "\n", after: "" },
  "inside a string": { opener: "(", between: " ", after: ")\n" },
  "inside a comment": { opener: "%", between: " ", after: "\n" },
};

/**
 * The review's bypass: the catalog, and whatever it is given in `objects` (numbered from 3),
 * live in a compressed object stream (object 10) that stands inside other bytes: the raw data
 * of an unfiltered image, say. Only a cross-reference stream points at it, as readers resolve
 * it; a walk of the file's object syntax never meets it. `objectHeader` spells its `10 0 obj`
 * as readers also accept it; `layout` says where what follows the catalog stands inside it,
 * `lengthSpelled` how its /Length is. With `nesting` above 1, `objects` stand in the innermost
 * of that many object streams, each a stream object inside the one before (10 holds 11, which
 * holds 12...): pdf.js reads streams inside object streams, poppler does not. `plainObjects`
 * stand as plain objects right after the hidden object stream, in the same bytes, numbered on
 * from it (11, 12... with one object stream), each found by the cross-reference stream too;
 * `page` adds entries to the page's dictionary (object 4, in plain sight).
 */
export function hiddenObjectStreamPdf(
  catalog: string,
  objects: string[],
  placement: HiddenPlacement = "image pixels",
  {
    objectHeader = "10 0 obj",
    layout = "one after another",
    lengthSpelled,
    nesting = 1,
    dictionary,
    encoded = deflate,
    plainObjects = [],
    page = "",
    afterStream = "\n",
  }: {
    objectHeader?: string;
    layout?: ObjectStreamLayout;
    lengthSpelled?: { as: LengthSpelling; endstreamInData: boolean };
    nesting?: number;
    /** Respells object 10's dictionary entries, its /Length first. */
    dictionary?: (entries: string) => string;
    /** With `dictionary`: how object 10's content is encoded (deflated by default). */
    encoded?: (content: string) => Uint8Array;
    plainObjects?: string[];
    page?: string;
    /** With `dictionary`: what stands between object 10's `stream` and its data. */
    afterStream?: string;
  } = {},
): Uint8Array {
  const { opener, between, after } = layouts[layout];
  /** Where each compressed object stands: in which object stream, at which index. */
  const compressed = new Map<number, [stream: number, index: number]>();
  const storedIn = (stream: number, list: [number, string][]) => {
    for (const [index, [number]] of list.entries()) compressed.set(number, [stream, index]);
    return list;
  };
  let inner = objects.map((object, i): [number, string] => [i + 3, object]);
  for (let stream = 9 + nesting; stream > 10; stream--) {
    const body = Buffer.from(objectStreamBody(storedIn(stream, inner))).toString("latin1");
    inner = [[stream, body]];
  }
  const entries = storedIn(10, [
    [1, `<< /Type /Catalog /Pages 2 0 R ${catalog} >>`],
    ...(opener ? [[9, opener] as [number, string]] : []),
    ...inner,
  ]);
  const spelled =
    lengthSpelled && objectStreamWithLength(entries, { between, after }, lengthSpelled);
  const respelled = () => {
    const { content, dict } = objectStreamContent(entries, { between, after });
    const data = encoded(content);
    const respelledDict = dictionary!(`/Length ${data.byteLength} ${dict}`);
    const opening = latin1(`<< ${respelledDict} >>\nstream${afterStream}`);
    return concat([opening, data, latin1("\nendstream")]);
  };
  const hidden =
    spelled?.body ?? (dictionary ? respelled() : objectStreamBody(entries, { between, after }));
  const firstPlain = 10 + nesting;
  /** Where each plain object stands from the start of hiddenObject. */
  const plainAt = new Map<number, number>();
  let plainOffset = `\n${objectHeader}\n`.length + hidden.byteLength + "\nendobj\n".length;
  const plain = plainObjects.map((object, i) => {
    const bytes = latin1(`${firstPlain + i} 0 obj\n${object}\nendobj\n`);
    plainAt.set(firstPlain + i, plainOffset);
    plainOffset += bytes.byteLength;
    return bytes;
  });
  // pdf.js reads a token past a plain object's `endobj`: the padding after it, a comment to it.
  const hiddenObject = concat([
    latin1(`\n${objectHeader}\n`),
    hidden,
    latin1("\nendobj\n"),
    ...plain,
    latin1(plain.length > 0 ? "%" : ""),
  ]);
  const pad = (length: number) => new Uint8Array(length).fill(0x80);
  const head = latin1("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n");
  // Object 5 carries the hidden bytes; where they start inside its body is `inner`.
  const side = 64;
  const wrap = (): { body: Uint8Array; inner: number } => {
    if (placement === "stored deflate block") {
      const data = new Uint8Array(deflateSync(hiddenObject, { level: 0 }));
      const dict = `<< /Filter /FlateDecode /Length ${data.byteLength} >>\nstream\n`;
      // A stored block's header is 5 bytes after the 2-byte zlib header.
      return { body: concat([latin1(dict), data, latin1("\nendstream")]), inner: dict.length + 7 };
    }
    // The walk reads on from `(` to a balanced `)`, somewhere in the compressed data or after.
    if (placement === "an unterminated string") {
      return { body: concat([latin1("("), hiddenObject]), inner: 1 };
    }
    if (placement === "plain sight") {
      const empty = "null\nendobj";
      return { body: concat([latin1(empty), hiddenObject]), inner: empty.length };
    }
    const size = side * side * 3;
    const data = concat([hiddenObject, pad(size - hiddenObject.byteLength)]);
    const filter = placement === "JPEG data" ? "/Filter /DCTDecode " : "";
    const dict = `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceRGB /BitsPerComponent 8 ${filter}/Length ${data.byteLength} >>\nstream\n`;
    return { body: concat([latin1(dict), data, latin1("\nendstream")]), inner: dict.length };
  };
  const carrier = wrap();
  const parts: Uint8Array[] = [head];
  let length = head.byteLength;
  const offsets = new Map<number, number>();
  const add = (number: number, body: Uint8Array) => {
    offsets.set(number, length);
    const opening = latin1(`${number} 0 obj\n`);
    if (number === 5) {
      const start = length + opening.byteLength + carrier.inner;
      offsets.set(10, start + 1);
      for (const [plainNumber, at] of plainAt) offsets.set(plainNumber, start + at);
    }
    for (const part of [opening, body, latin1("\nendobj\n")]) {
      parts.push(part);
      length += part.byteLength;
    }
  };
  add(2, latin1("<< /Type /Pages /Kids [4 0 R] /Count 1 >>"));
  add(4, latin1(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] ${page}>>`));
  add(5, carrier.body);
  if (spelled) add(LENGTH_OBJECT, latin1(String(spelled.length)));
  // The cross-reference stream (object 6): type 1 at an offset, type 2 inside an object stream.
  const size = firstPlain + plainObjects.length;
  const row = (type: number, field2: number, field3: number) => [
    type,
    (field2 >>> 24) & 0xff,
    (field2 >>> 16) & 0xff,
    (field2 >>> 8) & 0xff,
    field2 & 0xff,
    (field3 >>> 8) & 0xff,
    field3 & 0xff,
  ];
  const rows: number[] = [];
  const xrefAt = length;
  offsets.set(6, xrefAt);
  for (let number = 0; number < size; number++) {
    const at = offsets.get(number);
    const within = compressed.get(number);
    if (within) rows.push(...row(2, ...within));
    else if (at !== undefined) rows.push(...row(1, at, 0));
    else rows.push(...row(0, 0, number === 0 ? 65535 : 0));
  }
  const xref = streamBody(
    `/Type /XRef /Size ${size} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode`,
    deflate(Uint8Array.from(rows)),
  );
  add(6, xref);
  parts.push(latin1(`startxref\n${xrefAt}\n%%EOF\n`));
  return concat(parts);
}
