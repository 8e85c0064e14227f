/** Saves a blob made in the page as a file, through the browser's own download. */
export function download(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The file name a server's `Content-Disposition: attachment; filename="…"` gives, or the
 * fallback when it gives none. Only the last path part is kept: a name is never a folder.
 */
export function attachmentName(headers: Headers, fallback: string): string {
  const disposition = headers.get("Content-Disposition") ?? "";
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  let name = match?.[1]?.trim() ?? "";
  try {
    name = decodeURIComponent(name);
  } catch {
    // Not percent-encoded: the name as it came.
  }
  return name.split(/[\\/]/).pop() || fallback;
}
