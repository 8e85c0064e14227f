import type { CanonicalImageType } from "@app/contract";
import type { Orientation } from "./exif-orientation.ts";

/*
 * The types the raster strippers (strip-*.ts) share with raster-metadata.ts, which picks one
 * by type. They live apart so that no stripper imports the module that imports it.
 */

export type RasterType = Exclude<CanonicalImageType, "image/svg+xml">;

/** How far a frame reaches on the canvas: its right and bottom edges (offset plus size). */
export interface FrameExtent {
  width: number;
  height: number;
}

/** A raster file without its metadata, and the EXIF orientation it still carries. */
export interface StrippedRaster {
  /** The input itself (same bytes) when it carried nothing to remove. */
  bytes: Uint8Array;
  orientation: Orientation;
  /**
   * For formats whose frames are placed on a canvas of their own size (GIF): the furthest
   * any frame reaches right and down. A decoder allocates each frame at its own size, so a
   * 1x1 picture may hide a 13000x2 frame; the caller must compare this with the canvas.
   */
  frameExtent?: FrameExtent;
}
