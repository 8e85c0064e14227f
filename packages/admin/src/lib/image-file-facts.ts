import { type FileToFit, SVG_SNIFF_BYTES, sniffImageType } from "@app/contract";

/**
 * What the slot check needs of a file the admin picked, read in the browser: its type by its
 * first bytes (as the server judges it) and its pixel size as the browser decodes it (upright,
 * EXIF orientation applied). An SVG or a file the browser cannot decode has no pixel size.
 */
export async function imageFileFacts(file: Blob): Promise<FileToFit> {
  const head = new Uint8Array(await file.slice(0, SVG_SNIFF_BYTES).arrayBuffer());
  const contentType = sniffImageType(head);
  const facts: FileToFit = { byteSize: file.size, contentType, width: null, height: null };
  if (!contentType || contentType === "image/svg+xml") return facts;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return { ...facts, ...size };
  } catch {
    return facts;
  }
}
