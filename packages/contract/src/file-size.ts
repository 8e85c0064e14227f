/**
 * A file's size as every screen writes it, in binary units as the upload limits are:
 * 900 -> "900 B", 1536 -> "1.5 KB", 856 KiB -> "856 KB", 5 MiB -> "5 MB", 2.4 MiB -> "2.4 MB".
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${units[unit]}`;
}
