import { apiErrorMessages, MAX_IMAGE_PIXELS_PER_SIDE, MAX_UPLOAD_BYTES } from "@app/contract";
import { type ImageType, sniffImage } from "../formats/image-sniff.ts";
import { createPacer } from "../formats/pacer.ts";
import { swapsAxes } from "../formats/raster/exif-orientation.ts";
import { MalformedImageError } from "../formats/raster/raster-bytes.ts";
import { stripRasterMetadata } from "../formats/raster/raster-metadata.ts";
import type { FrameExtent, RasterType, StrippedRaster } from "../formats/raster/stripped-raster.ts";
import {
  SvgRejectedError,
  SvgTooComplexError,
  sanitizeSvgPaced,
} from "../formats/svg/svg-sanitize.ts";
import { HttpError } from "../lib/http-error.ts";
import { sha256Hex } from "../lib/sha256.ts";

/** An upload that passed every check, ready to store: for SVG, the sanitized document. */
export interface PreparedImage {
  bytes: Uint8Array;
  contentType: ImageType;
  width: number | null;
  height: number | null;
  pageCount: null;
  sha256: string;
}

/** Declared types that say nothing about the file, so the bytes alone decide. */
const UNINFORMATIVE_TYPES = new Set(["", "application/octet-stream"]);

/** The declared MIME type without parameters, `image/jpg` read as `image/jpeg`; undefined if uninformative. */
export function declaredImageType(declared: string): string | undefined {
  const type = declared.split(";")[0]!.trim().toLowerCase();
  if (UNINFORMATIVE_TYPES.has(type)) return undefined;
  return type === "image/jpg" ? "image/jpeg" : type;
}

type Pace = ReturnType<typeof createPacer>;

const tooLarge = () => new HttpError(413, apiErrorMessages.imageTooLarge);

/**
 * The sanitized SVG, with turns for other requests between the whole-file steps: decoding,
 * parsing (paced inside) and encoding 5 MB each take tens of milliseconds.
 */
async function sanitizedSvgBytes(bytes: Uint8Array, pace: Pace): Promise<Uint8Array> {
  try {
    await pace();
    const source = new TextDecoder().decode(bytes);
    await pace();
    const sanitized = await sanitizeSvgPaced(source, pace);
    await pace();
    return new TextEncoder().encode(sanitized);
  } catch (error) {
    if (error instanceof SvgTooComplexError) {
      throw new HttpError(415, apiErrorMessages.svgTooComplex[error.limit]);
    }
    if (error instanceof SvgRejectedError) {
      throw new HttpError(415, apiErrorMessages.unsupportedType);
    }
    throw error;
  }
}

function rasterWithoutMetadata(bytes: Uint8Array, type: RasterType): StrippedRaster {
  try {
    return stripRasterMetadata(bytes, type);
  } catch (error) {
    // Truncated or corrupt structure: refused rather than stored as a half file.
    if (error instanceof MalformedImageError)
      throw new HttpError(415, apiErrorMessages.unsupportedType);
    throw error;
  }
}

/**
 * Every frame counts, not only the picture's stated size: a 1x1 GIF may carry a 13000x2 frame
 * that a decoder allocates and draws. A frame past the pixel limit is refused as the picture
 * would be (400); one reaching outside the picture is refused too, so the stored width and
 * height (the logical screen) always bound every frame.
 */
function checkFrames(frame: FrameExtent, screen: { width: number | null; height: number | null }) {
  if (frame.width > MAX_IMAGE_PIXELS_PER_SIDE || frame.height > MAX_IMAGE_PIXELS_PER_SIDE) {
    throw new HttpError(400, apiErrorMessages.absurdDimensions);
  }
  const width = screen.width ?? 0;
  const height = screen.height ?? 0;
  if (frame.width > width || frame.height > height) {
    throw new HttpError(400, apiErrorMessages.gifFrameOutside(frame, { width, height }));
  }
}

/**
 * Decides what an uploaded file is by its bytes and refuses what must not be stored:
 * 413 over `maxBytes` (the admin's MAX_UPLOAD_BYTES unless said), 415 not an allowed image (or an SVG that does not parse),
 * 415 a declared type the bytes contradict, 415 an SVG nested too deeply or too big to check,
 * 400 absurd pixel dimensions (of the picture or of any GIF frame) or a GIF frame outside the
 * picture. Raster files are stored without their metadata (see raster-metadata.ts), a raster
 * whose structure does not hold up is refused with 415.
 */
export async function prepareUpload(
  file: File,
  maxBytes: number = MAX_UPLOAD_BYTES,
): Promise<PreparedImage> {
  if (file.size > maxBytes) throw tooLarge();
  const pace = createPacer();
  let bytes: Uint8Array = new Uint8Array(await file.arrayBuffer());
  let sniffed = sniffImage(bytes);
  if (!sniffed) throw new HttpError(415, apiErrorMessages.unsupportedType);
  const declared = declaredImageType(file.type);
  if (declared !== undefined && declared !== sniffed.type) {
    throw new HttpError(415, apiErrorMessages.typeMismatch);
  }
  let raster: StrippedRaster | undefined;
  if (sniffed.type === "image/svg+xml") {
    bytes = await sanitizedSvgBytes(bytes, pace);
    if (bytes.byteLength > maxBytes) throw tooLarge();
    await pace();
  } else {
    raster = rasterWithoutMetadata(bytes, sniffed.type);
    bytes = raster.bytes;
  }
  // The size must be read from what will be served, not from what was sent.
  sniffed = sniffImage(bytes);
  if (!sniffed) throw new HttpError(415, apiErrorMessages.unsupportedType);
  // Stored as browsers show it: an EXIF quarter turn swaps width and height.
  const turned = raster !== undefined && swapsAxes(raster.orientation);
  const width = turned ? sniffed.height : sniffed.width;
  const height = turned ? sniffed.width : sniffed.height;
  if ((width ?? 0) > MAX_IMAGE_PIXELS_PER_SIDE || (height ?? 0) > MAX_IMAGE_PIXELS_PER_SIDE) {
    throw new HttpError(400, apiErrorMessages.absurdDimensions);
  }
  if (raster?.frameExtent) checkFrames(raster.frameExtent, sniffed);
  await pace();
  return {
    bytes,
    contentType: sniffed.type,
    width,
    height,
    pageCount: null,
    sha256: sha256Hex(bytes),
  };
}
