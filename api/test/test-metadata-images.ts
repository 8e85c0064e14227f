import {
  gifBytes,
  jpegBytes,
  pngBytes,
  pngChunk,
  riffChunk,
  riffWebpOf,
  webpLosslessBytes,
} from "./test-images.ts";

/**
 * Test images carrying what a phone or an editor writes into a file: Exif with GPS, camera
 * serial and author, XMP, IPTC, comments, thumbnails, data after the end. Every private
 * value contains SECRET so a test can say none of it is left.
 */

export const SECRET = "SECRET";

type ByteOrder = "II" | "MM";
type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const u16 = (order: ByteOrder, n: number) =>
  order === "II" ? [n & 0xff, (n >> 8) & 0xff] : [(n >> 8) & 0xff, n & 0xff];
const u32 = (order: ByteOrder, n: number) => {
  const be = [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
  return order === "II" ? be.reverse() : be;
};

const ASCII = 2;
const SHORT = 3;
const LONG = 4;
const RATIONAL = 5;

interface IfdEntry {
  tag: number;
  type: typeof ASCII | typeof SHORT | typeof LONG | typeof RATIONAL;
  /** ASCII: the text; RATIONAL: numerator, denominator pairs. */
  values: string | readonly number[];
}

function entryData(order: ByteOrder, entry: IfdEntry): { count: number; data: number[] } {
  const { type, values } = entry;
  if (typeof values === "string") return { count: values.length + 1, data: ascii(`${values}\0`) };
  if (type === SHORT) return { count: values.length, data: values.flatMap((v) => u16(order, v)) };
  const data = values.flatMap((v) => u32(order, v));
  return { count: type === RATIONAL ? values.length / 2 : values.length, data };
}

/** One IFD starting at `start` (from the TIFF header), values over 4 bytes right after it. */
function ifd(order: ByteOrder, entries: readonly IfdEntry[], start: number): number[] {
  const table = [...u16(order, entries.length)];
  const overflow: number[] = [];
  const overflowStart = start + 2 + entries.length * 12 + 4;
  for (const entry of entries) {
    const { count, data } = entryData(order, entry);
    table.push(...u16(order, entry.tag), ...u16(order, entry.type), ...u32(order, count));
    if (data.length <= 4) {
      table.push(...data, ...new Array(4 - data.length).fill(0));
    } else {
      table.push(...u32(order, overflowStart + overflow.length));
      overflow.push(...data, ...(data.length % 2 ? [0] : []));
    }
  }
  return [...table, ...u32(order, 0), ...overflow];
}

/** A TIFF structure as phones write it: IFD0 (camera, author, serial, orientation) and GPS. */
export function exifTiff(order: ByteOrder, orientation?: Orientation): number[] {
  const gps: IfdEntry[] = [
    { tag: 0x0001, type: ASCII, values: "N" },
    { tag: 0x0002, type: RATIONAL, values: [48, 1, 51, 1, 2964, 100] },
    { tag: 0x0012, type: ASCII, values: "SECRET-GPS-DATUM" },
  ];
  const ifd0 = (gpsOffset: number): IfdEntry[] => {
    const entries: IfdEntry[] = [
      { tag: 0x010f, type: ASCII, values: "SECRET-CAMERA-MAKER" },
      { tag: 0x013b, type: ASCII, values: "SECRET-AUTHOR-JANE" },
      { tag: 0x8825, type: LONG, values: [gpsOffset] },
      { tag: 0xa431, type: ASCII, values: "SECRET-SERIAL-4711" },
    ];
    if (orientation) entries.push({ tag: 0x0112, type: SHORT, values: [orientation] });
    return entries.sort((a, b) => a.tag - b.tag);
  };
  const header = [...ascii(order), ...u16(order, 42), ...u32(order, 8)];
  const gpsOffset = 8 + ifd(order, ifd0(0), 8).length;
  return [...header, ...ifd(order, ifd0(gpsOffset), 8), ...ifd(order, gps, gpsOffset)];
}

const XMP_PACKET =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" photoshop:City="SECRET-XMP-CITY"/>' +
  "</rdf:RDF></x:xmpmeta>";

/** Stand-in for an ICC profile: decoders ignore a profile they cannot parse. */
export const ICC_PROFILE = ascii("ICC-PROFILE-STAND-IN:colour data to keep");

const jpegSegment = (marker: number, payload: readonly number[]) => [
  0xff,
  marker,
  ...u16("MM", payload.length + 2),
  ...payload,
];

/** Segments a phone and an editor put in a JPEG, in their usual order. */
export function jpegMetadataSegments(order: ByteOrder, orientation?: Orientation) {
  return {
    jfifWithThumbnail: jpegSegment(0xe0, [...ascii("JFIF\0"), 1, 2, 0, 0, 1, 0, 1, 1, 1, 9, 9, 9]),
    exif: jpegSegment(0xe1, [...ascii("Exif\0\0"), ...exifTiff(order, orientation)]),
    xmp: jpegSegment(0xe1, [...ascii("http://ns.adobe.com/xap/1.0/\0"), ...ascii(XMP_PACKET)]),
    icc: jpegSegment(0xe2, [...ascii("ICC_PROFILE\0"), 1, 1, ...ICC_PROFILE]),
    mpf: jpegSegment(0xe2, [...ascii("MPF\0"), ...ascii("SECRET-MPF-INDEX")]),
    iptc: jpegSegment(0xed, [
      ...ascii("Photoshop 3.0\0"),
      ...ascii("8BIM"),
      4,
      4,
      0,
      0,
      ...ascii("SECRET-IPTC"),
    ]),
    adobe: jpegSegment(0xee, [...ascii("Adobe"), 0, 100, 0, 0, 0, 0, 0]),
    comment: jpegSegment(0xfe, ascii("SECRET-COMMENT")),
  };
}

/** A decodable greyscale JPEG with every kind of metadata and a "motion photo" after EOI. */
export function jpegWithMetadata(
  options: { order?: ByteOrder; orientation?: Orientation; width?: number; height?: number } = {},
): Uint8Array<ArrayBuffer> {
  const { order = "MM", orientation, width = 16, height = 8 } = options;
  const s = jpegMetadataSegments(order, orientation);
  return Uint8Array.from([
    0xff,
    0xd8,
    ...[s.jfifWithThumbnail, s.exif, s.xmp, s.icc, s.mpf, s.iptc, s.adobe, s.comment].flat(),
    ...jpegBytes(width, height).subarray(2),
    ...ascii("SECRET-MOTION-PHOTO-VIDEO"),
  ]);
}

/** Colour and layout chunks a PNG stripper must keep. */
export const PNG_KEPT_CHUNKS = [
  pngChunk("gAMA", Uint8Array.from(u32("MM", 45455))),
  pngChunk("sRGB", Uint8Array.of(0)),
  pngChunk("pHYs", Uint8Array.from([...u32("MM", 2835), ...u32("MM", 2835), 1])),
];

/** A decodable PNG with text, XMP, Exif and time chunks (one after the image data) and a tail. */
export function pngWithMetadata(orientation?: Orientation): Uint8Array<ArrayBuffer> {
  const base = pngBytes(3, 2);
  const iendAt = base.length - 12;
  const text = (type: string, body: string) => pngChunk(type, Uint8Array.from(ascii(body)));
  return Uint8Array.from([
    ...base.subarray(0, 33), // signature and IHDR
    ...PNG_KEPT_CHUNKS.flat(),
    ...text("tEXt", "Author\0SECRET-PNG-AUTHOR"),
    ...text("iTXt", `XML:com.adobe.xmp\0\0\0\0\0${XMP_PACKET}`),
    ...pngChunk("eXIf", Uint8Array.from(exifTiff("II", orientation))),
    ...pngChunk("tIME", Uint8Array.from([7, 233, 11, 22, 10, 30, 0])),
    ...base.subarray(33, iendAt), // IDAT
    ...text("tEXt", "Comment\0SECRET-PNG-LATE-COMMENT"),
    ...base.subarray(iendAt),
    ...ascii("SECRET-AFTER-IEND"),
  ]);
}

/** VP8X flags: ICC profile, alpha, EXIF, XMP. */
export const VP8X_ICC = 0x20;
export const VP8X_ALPHA = 0x10;
export const VP8X_EXIF = 0x08;
export const VP8X_XMP = 0x04;

/** An extended 1x1 lossless WebP with an ICC profile, Exif (odd-sized, so padded) and XMP. */
export function webpWithMetadata(): Uint8Array<ArrayBuffer> {
  const flags = VP8X_ICC | VP8X_ALPHA | VP8X_EXIF | VP8X_XMP;
  const exif = [...exifTiff("II", 6), ...ascii("!")];
  return riffWebpOf([
    riffChunk("VP8X", [flags, 0, 0, 0, 0, 0, 0, 0, 0, 0]), // canvas 1x1
    riffChunk("ICCP", ICC_PROFILE),
    [...webpLosslessBytes(1, 1).subarray(12)], // the VP8L chunk
    riffChunk("EXIF", exif.length % 2 ? exif : [...exif, 0x20, 0x21]),
    riffChunk("XMP ", ascii(XMP_PACKET)),
  ]);
}

/** A GIF extension whose data follows in sub-blocks of up to 255 bytes. */
function gifSubBlocks(data: readonly number[]): number[] {
  const out: number[] = [];
  for (let at = 0; at < data.length; at += 255) {
    const block = data.slice(at, at + 255);
    out.push(block.length, ...block);
  }
  return [...out, 0];
}

export const GIF_LOOP_EXTENSION = [0x21, 0xff, 11, ...ascii("NETSCAPE2.0"), 3, 1, 0, 0, 0];
export const GIF_GRAPHIC_CONTROL = [0x21, 0xf9, 4, 0, 10, 0, 0, 0];

/**
 * An XMP application extension as Adobe writes it: the packet raw (not in sub-blocks),
 * then a 257-byte "magic trailer" that lets a sub-block reader land on the terminator.
 */
function gifXmpExtension(): number[] {
  const ramp = [1, ...Array.from({ length: 256 }, (_, i) => 255 - i)];
  return [0x21, 0xff, 11, ...ascii("XMP DataXMP"), ...ascii(XMP_PACKET), ...ramp, 0];
}

/** A decodable GIF with a loop, a comment, XMP, a private extension and bytes after the trailer. */
export function gifWithMetadata(width = 5, height = 3): Uint8Array<ArrayBuffer> {
  const base = gifBytes(width, height);
  const afterColourTable = 13 + 6;
  return Uint8Array.from([
    ...base.subarray(0, afterColourTable),
    ...GIF_LOOP_EXTENSION,
    ...[0x21, 0xfe, ...gifSubBlocks(ascii("SECRET-GIF-COMMENT"))],
    ...gifXmpExtension(),
    ...[0x21, 0xff, 11, ...ascii("EDITOR01xyz"), ...gifSubBlocks(ascii("SECRET-EDITOR-DATA"))],
    ...GIF_GRAPHIC_CONTROL,
    ...base.subarray(afterColourTable),
    ...ascii("SECRET-AFTER-TRAILER"),
  ]);
}
