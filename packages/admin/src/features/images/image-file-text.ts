import { formatFileSize } from "@app/contract/file-size";

/** "PNG · 400×300 · 12 KB": a picture file's type, pixel size (when it has one) and weight. */
export function imageFileText(file: {
  contentType: string | null;
  width: number | null;
  height: number | null;
  byteSize: number;
}): string {
  const type = file.contentType?.replace("image/", "").replace("+xml", "").toUpperCase();
  return [
    type ?? "Not an image",
    file.width && file.height ? `${file.width}×${file.height}` : null,
    formatFileSize(file.byteSize),
  ]
    .filter(Boolean)
    .join(" · ");
}
