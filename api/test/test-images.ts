import { crc32, deflateSync } from "node:zlib";

/**
 * Tiny images built byte by byte for the tests: real, decodable files at small sizes, and
 * files whose headers declare any size (the pixel data then does not match, which is the
 * point of an "absurd dimensions" upload).
 */

const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u32le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** One PNG chunk with its length and CRC. */
export function pngChunk(type: string, data: Uint8Array): number[] {
  const typed = Uint8Array.from([...ascii(type), ...data]);
  return [...u32be(data.length), ...typed, ...u32be(crc32(typed))];
}

type Rgb = readonly [number, number, number];

/**
 * RGBA PNG filled with one colour (teal unless given; distinct colours give distinct bytes);
 * above 64x64 only the first row is encoded.
 */
export function pngBytes(
  width: number,
  height: number,
  rgb: Rgb = [15, 118, 110],
): Uint8Array<ArrayBuffer> {
  const ihdr = Uint8Array.from([...u32be(width), ...u32be(height), 8, 6, 0, 0, 0]);
  const rows = width * height <= 4096 ? height : 1;
  const rowLength = 1 + width * 4;
  const raw = new Uint8Array(rows * rowLength);
  for (let i = 0; i < raw.length; i++) {
    const inRow = i % rowLength;
    // Filter byte 0, then opaque pixels of the colour.
    raw[i] = inRow === 0 ? 0 : [...rgb, 255][(inRow - 1) % 4]!;
  }
  return Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...pngChunk("IHDR", ihdr),
    ...pngChunk("IDAT", deflateSync(raw)),
    ...pngChunk("IEND", new Uint8Array()),
  ]);
}

/** GIF89a with a two-colour palette and one 1x1 image on a width x height screen. */
export function gifBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  return Uint8Array.from([
    ...ascii("GIF89a"),
    ...u16le(width),
    ...u16le(height),
    0x80, // global colour table of 2 entries
    0,
    0,
    ...[0, 0, 0, 255, 255, 255],
    0x2c, // image descriptor: at 0,0, 1x1, no local table
    ...u16le(0),
    ...u16le(0),
    ...u16le(1),
    ...u16le(1),
    0,
    2, // LZW minimum code size, then one sub-block: clear, pixel 0, end
    2,
    0x44,
    0x01,
    0,
    0x3b,
  ]);
}

/** Where one GIF frame (image descriptor) sits on the logical screen, and its size. */
export interface GifFrame {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * GIF89a on a width x height logical screen with one image descriptor per frame, each placed
 * and sized as given (its pixel data is one pixel's: the descriptors are what is checked).
 */
export function gifWithFrames(
  width: number,
  height: number,
  frames: readonly GifFrame[],
): Uint8Array<ArrayBuffer> {
  const one = gifBytes(width, height);
  const screen = [...one.subarray(0, 19)]; // header, screen descriptor, 2-entry colour table
  const pixelData = [2, 2, 0x44, 0x01, 0]; // LZW code size, one sub-block, end
  const descriptors = frames.flatMap((f) => [
    0x2c,
    ...u16le(f.left),
    ...u16le(f.top),
    ...u16le(f.width),
    ...u16le(f.height),
    0,
    ...pixelData,
  ]);
  return Uint8Array.from([...screen, ...descriptors, 0x3b]);
}

/**
 * Baseline greyscale JPEG of uniform grey: one quantization table, Huffman tables with a single
 * one-bit code each, and per 8x8 block the two bits "DC difference 0, end of block".
 */
export function jpegBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const scan = new Uint8Array(Math.ceil((blocks * 2) / 8));
  const usedBits = (blocks * 2) % 8;
  // Padding bits after the last code are ones.
  if (usedBits > 0) scan[scan.length - 1] = 0xff >> usedBits;
  const oneCodeTable = (tableClass: number) => [
    0xff,
    0xc4,
    ...u16be(20),
    tableClass,
    1,
    ...new Array(15).fill(0),
    0,
  ];
  return Uint8Array.from([
    0xff,
    0xd8,
    ...[0xff, 0xdb, ...u16be(67), 0, ...new Array(64).fill(1)],
    ...[0xff, 0xc0, ...u16be(11), 8, ...u16be(height), ...u16be(width), 1, 1, 0x11, 0],
    ...oneCodeTable(0x00),
    ...oneCodeTable(0x10),
    ...[0xff, 0xda, ...u16be(8), 1, 1, 0x00, 0, 63, 0],
    ...scan,
    0xff,
    0xd9,
  ]);
}

/** RIFF chunk: FourCC, little-endian size, payload padded to an even length. */
export function riffChunk(chunkType: string, payload: readonly number[]): number[] {
  const padded = payload.length % 2 === 1 ? [...payload, 0] : payload;
  return [...ascii(chunkType), ...u32le(payload.length), ...padded];
}

/** A WebP file around the given chunks, with the RIFF size right. */
export function riffWebpOf(chunks: readonly number[][]): Uint8Array<ArrayBuffer> {
  const body = [...ascii("WEBP"), ...chunks.flat()];
  return Uint8Array.from([...ascii("RIFF"), ...u32le(body.length), ...body]);
}

const riffWebp = (chunkType: string, payload: number[]) =>
  riffWebpOf([riffChunk(chunkType, payload)]);

/** Lossless WebP; at 1x1 a complete file (one colour, every Huffman tree a single symbol). */
export function webpLosslessBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  const header = ((width - 1) | ((height - 1) << 14) | (1 << 28)) >>> 0;
  return riffWebp("VP8L", [0x2f, ...u32le(header), 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07]);
}

/** Lossy WebP key frame; at 1x1 a complete file. */
export function webpLossyBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  return riffWebp("VP8 ", [
    ...[0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a],
    ...u16le(width),
    ...u16le(height),
    ...[0x0e, 0xc0, 0xfe, 0x25, 0xa4, 0x00, 0x03, 0x70, 0x00, 0x00, 0x00, 0x00],
  ]);
}

/** Extended WebP header (VP8X) declaring a canvas; no image data follows. */
export function webpExtendedBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
  return riffWebp("VP8X", [0x10, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)]);
}

export const svgText = (body: string, rootAttributes = 'width="40" height="20"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${rootAttributes}>${body}</svg>`;
