/** A copy of `items` with the entry at `from` taken out and put back at `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** How an entry is named when it is read out: "Standard GOTS", or "Standard 3" while empty. */
export const spokenName = (itemLabel: string, title: string, index: number) => {
  const words = title.trim().replace(/\s+/g, " ");
  const short = words.length > 60 ? `${words.slice(0, 57)}…` : words;
  return `${itemLabel} ${short || index + 1}`;
};

/** What is announced after a move, counted from 1 as the owner reads the list. */
export const movedText = (name: string, to: number, count: number) =>
  `${name} moved to position ${to + 1} of ${count}.`;
