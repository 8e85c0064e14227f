import { byTitle, sectionKind, sectionTitle } from "./section-label.ts";

/**
 * A section to search: in full (every text searched), or as the lists know it (its summary:
 * its name and title only).
 */
type Searchable =
  | { section: string; content: Record<string, unknown> }
  | { section: string; title: string };

export interface SearchHit<T extends Searchable> {
  row: T;
  title: string;
  kind: string;
  /** Where the words were found in the content, when not in the name or title. */
  snippet: string | undefined;
}

/** Every text of a content document, depth first, in document order. */
export function contentTexts(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (typeof value === "number") out.push(String(value));
  else if (Array.isArray(value)) for (const item of value) contentTexts(item, out);
  else if (value && typeof value === "object")
    for (const v of Object.values(value)) contentTexts(v, out);
  return out;
}

const SNIPPET_AROUND = 40;

function snippetOf(text: string, at: number, length: number): string {
  const start = Math.max(0, at - SNIPPET_AROUND);
  const end = Math.min(text.length, at + length + SNIPPET_AROUND);
  const flat = (s: string) => s.replace(/\s+/g, " ");
  return `${start > 0 ? "…" : ""}${flat(text.slice(start, end))}${end < text.length ? "…" : ""}`;
}

const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Each row's title, kind and folded heading, worked out once per row (a list's rows stay). */
const headings = new WeakMap<Searchable, { title: string; kind: string; folded: string }>();

function headingOf(row: Searchable) {
  let heading = headings.get(row);
  if (!heading) {
    const title = "title" in row ? row.title : sectionTitle(row);
    const kind = sectionKind(row.section);
    heading = { title, kind, folded: fold(`${row.section} ${title} ${kind}`) };
    headings.set(row, heading);
  }
  return heading;
}

/**
 * The sections whose name, label or any text contains every word of the query (case and
 * accents ignored), those matching by name or title first. A summary is searched by its name
 * and title.
 */
export function searchContent<T extends Searchable>(
  rows: readonly T[],
  query: string,
): SearchHit<T>[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const hits: (SearchHit<T> & { score: number })[] = [];
  for (const row of rows) {
    const { title, kind, folded: heading } = headingOf(row);
    const texts = "content" in row ? contentTexts(row.content) : [];
    const folded = texts.map(fold);
    const body = folded.join("\n");
    if (!words.every((word) => heading.includes(word) || body.includes(word))) continue;
    const inHeading = words.filter((word) => heading.includes(word)).length;
    let snippet: string | undefined;
    if (inHeading < words.length) {
      const word = words.find((w) => !heading.includes(w))!;
      const index = folded.findIndex((text) => text.includes(word));
      const text = texts[index]!;
      snippet = snippetOf(text, folded[index]!.indexOf(word), word.length);
    }
    hits.push({ row, title, kind, snippet, score: inHeading });
  }
  return hits
    .sort((a, b) => b.score - a.score || byTitle(a.title, b.title))
    .map(({ score: _, ...hit }) => hit);
}
