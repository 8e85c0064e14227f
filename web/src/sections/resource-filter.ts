import type { ResourceItem } from "@app/contract";

/** Items matching both the search text (title or description, case-insensitive) and category. */
export function filterResources(
  items: readonly ResourceItem[],
  search: string,
  /** undefined: every category ("All"). */
  category: string | undefined,
): ResourceItem[] {
  const needle = search.trim().toLocaleLowerCase();
  return items.filter(
    (item) =>
      (category === undefined || item.category === category) &&
      (needle === "" ||
        item.title.toLocaleLowerCase().includes(needle) ||
        item.description.toLocaleLowerCase().includes(needle)),
  );
}

/** A file size as visitors read it: "856 KB", "2.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
