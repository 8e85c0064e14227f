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
