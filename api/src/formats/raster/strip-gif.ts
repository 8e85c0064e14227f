import { concatBytes, malformed, u16le } from "./raster-bytes.ts";
import type { StrippedRaster } from "./stripped-raster.ts";

const HEADER_AND_SCREEN_LENGTH = 13;
const IMAGE_DESCRIPTOR_LENGTH = 10;
const EXTENSION = 0x21;
const IMAGE = 0x2c;
const TRAILER = 0x3b;
const COMMENT_LABEL = 0xfe;
const APPLICATION_LABEL = 0xff;
const APPLICATION_ID_LENGTH = 11;

/**
 * Application extensions that change how the picture plays or looks: looping (Netscape and
 * its AnimExts twin) and an ICC profile. Others (XMP "XMP DataXMP", editors' private data)
 * are dropped.
 */
const KEPT_APPLICATIONS = new Set(["NETSCAPE2.0", "ANIMEXTS1.0", "ICCRGBG1012"]);

/** Size of a colour table announced by a packed field (high bit: present; low 3: size). */
const colourTableLength = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/** Offset just past the data sub-blocks starting at `at` (each length-prefixed, 0 ends them). */
function skipSubBlocks(b: Uint8Array, at: number): number {
  let i = at;
  for (;;) {
    if (i >= b.length) return malformed("GIF ends inside data sub-blocks");
    const size = b[i]!;
    i += 1 + size;
    if (size === 0) return i;
  }
}

function applicationId(b: Uint8Array, at: number): string {
  if (b[at] !== APPLICATION_ID_LENGTH || at + 1 + APPLICATION_ID_LENGTH > b.length) return "";
  return String.fromCharCode(...b.subarray(at + 1, at + 1 + APPLICATION_ID_LENGTH));
}

/**
 * Walks the blocks from the screen descriptor to the trailer and drops comment extensions
 * and application extensions not in KEPT_APPLICATIONS; graphic control, plain text and
 * image blocks are copied as they are. Anything after the trailer is dropped. Throws
 * MalformedImageError on an unknown block or when the trailer never comes.
 *
 * Reports in `frameExtent` how far the frames reach: each image descriptor places a frame of
 * its own size on the logical screen, and decoders allocate the frame, not the screen.
 */
export function stripGif(b: Uint8Array): StrippedRaster {
  if (b.length < HEADER_AND_SCREEN_LENGTH) return malformed("GIF shorter than its header");
  let at = HEADER_AND_SCREEN_LENGTH + colourTableLength(b[10]!);
  const parts: Uint8Array[] = [b.subarray(0, at)];
  let changed = false;
  const frameExtent = { width: 0, height: 0 };
  for (;;) {
    if (at >= b.length) return malformed("GIF ends before its trailer");
    const block = b[at]!;
    if (block === TRAILER) {
      parts.push(b.subarray(at, at + 1));
      changed ||= at + 1 < b.length;
      break;
    }
    let end: number;
    let keep = true;
    if (block === IMAGE) {
      const descriptorEnd = at + IMAGE_DESCRIPTOR_LENGTH;
      if (descriptorEnd > b.length) return malformed("GIF ends inside an image descriptor");
      // Left, top, width and height follow the separator, 16 bits each.
      frameExtent.width = Math.max(frameExtent.width, u16le(b, at + 1) + u16le(b, at + 5));
      frameExtent.height = Math.max(frameExtent.height, u16le(b, at + 3) + u16le(b, at + 7));
      // After the descriptor and local colour table: the LZW code size byte, then the data.
      end = skipSubBlocks(b, descriptorEnd + colourTableLength(b[at + 9]!) + 1);
    } else if (block === EXTENSION) {
      const label = b[at + 1];
      end = skipSubBlocks(b, at + 2);
      if (label === COMMENT_LABEL) keep = false;
      if (label === APPLICATION_LABEL) keep = KEPT_APPLICATIONS.has(applicationId(b, at + 2));
    } else {
      return malformed("GIF block of unknown kind");
    }
    if (keep) parts.push(b.subarray(at, end));
    changed ||= !keep;
    at = end;
  }
  return { bytes: changed ? concatBytes(parts) : b, orientation: 1, frameExtent };
}
