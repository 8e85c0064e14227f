import { apiErrorMessages, MAX_IMAGE_PIXELS_PER_SIDE, MAX_UPLOAD_BYTES } from "@app/contract";
import { HttpError } from "../../lib/http-error.ts";
import { sha256Hex } from "../../lib/sha256.ts";
import { swapsAxes } from "./exif-orientation.ts";
import { type ImageType, sniffImage } from "./image-sniff.ts";
import { MalformedImageError } from "./raster-bytes.ts";
import { type RasterType, type StrippedRaster, stripRasterMetadata } from "./raster-metadata.ts";
import { SvgRejectedError, sanitizeSvg } from "./svg-sanitize.ts";

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

const tooLarge = () => new HttpError(413, apiErrorMessages.imageTooLarge);

function sanitizedSvgBytes(bytes: Uint8Array): Uint8Array {
  try {
    return new TextEncoder().encode(sanitizeSvg(new TextDecoder().decode(bytes)));
  } catch (error) {
    if (error instanceof SvgRejectedError)
      throw new HttpError(415, apiErrorMessages.unsupportedType);
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
 * Decides what an uploaded file is by its bytes and refuses what must not be stored:
 * 413 over MAX_UPLOAD_BYTES, 415 not an allowed image (or an SVG that does not parse),
 * 415 a declared type the bytes contradict, 400 absurd pixel dimensions. Raster files are
 * stored without their metadata (see raster-metadata.ts), a raster whose structure does not
 * hold up is refused with 415.
 */
export async function prepareUpload(file: File): Promise<PreparedImage> {
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  let bytes: Uint8Array = new Uint8Array(await file.arrayBuffer());
  let sniffed = sniffImage(bytes);
  if (!sniffed) throw new HttpError(415, apiErrorMessages.unsupportedType);
  const declared = declaredImageType(file.type);
  if (declared !== undefined && declared !== sniffed.type) {
    throw new HttpError(415, apiErrorMessages.typeMismatch);
  }
  let raster: StrippedRaster | undefined;
  if (sniffed.type === "image/svg+xml") {
    bytes = sanitizedSvgBytes(bytes);
    if (bytes.byteLength > MAX_UPLOAD_BYTES) throw tooLarge();
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
  return {
    bytes,
    contentType: sniffed.type,
    width,
    height,
    pageCount: null,
    sha256: sha256Hex(bytes),
  };
}
