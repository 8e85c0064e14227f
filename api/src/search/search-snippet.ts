import { type Language, segmenterFor } from "@app/contract";
import { escapeHtml } from "../lib/escape-html.ts";
import { isKhmerWord } from "./search-vectors.ts";

/** About how long a snippet is, in characters (cut at words). */
const SNIPPET_LENGTH = 180;
/** How much of the text before the first match a snippet keeps. */
const BEFORE_MATCH = 50;

/** What a query matches in a text: its words (as prefixes), their stems, and its code. */
export interface QueryMatch {
  words: readonly string[];
  /** PostgreSQL's stems of the English words (`factories` is `factori`). */
  stems: readonly string[];
  code?: string;
}

interface Segment {
  text: string;
  index: number;
  word: boolean;
  marked: boolean;
}

function segmentsOf(text: string, language: Language): Segment[] {
  return Array.from(segmenterFor(language).segment(text), (part) => ({
    text: part.segment,
    index: part.index,
    word: part.isWordLike === true,
    marked: false,
  }));
}

const folded = (word: string) => word.normalize("NFKC").toLocaleLowerCase("en");

/** Whether a word of the text is one the query asked for, as the index matched it. */
function matchesWord(word: string, match: QueryMatch): boolean {
  const text = folded(word);
  if (match.words.some((asked) => text.startsWith(asked))) return true;
  if (isKhmerWord(text)) return false;
  return match.stems.some(
    (stem) =>
      stem.length >= 3 &&
      // The English stemmer writes a final y as i: `factori` is "factory" too.
      (text.startsWith(stem) || (stem.endsWith("i") && text.startsWith(`${stem.slice(0, -1)}y`))),
  );
}

/** Marks the words of a code the text spells apart ("ISO 9001" for `iso9001`). */
function markCode(segments: Segment[], code: string) {
  const words = segments.filter((segment) => segment.word);
  for (let start = 0; start < words.length; start++) {
    let joined = "";
    for (let end = start; end < Math.min(words.length, start + 3); end++) {
      joined += folded(words[end]!.text);
      if (!code.startsWith(joined)) break;
      if (joined === code) {
        for (let at = start; at <= end; at++) words[at]!.marked = true;
        break;
      }
    }
  }
}

function marked(text: string, language: Language, match: QueryMatch): Segment[] {
  const segments = segmentsOf(text, language);
  for (const segment of segments) {
    if (segment.word && matchesWord(segment.text, match)) segment.marked = true;
  }
  if (match.code) markCode(segments, match.code);
  return segments;
}

/** Segments as escaped HTML, the marked ones (and the spaces between two of them) in one mark. */
function toHtml(segments: readonly Segment[]): string {
  let html = "";
  let open = false;
  segments.forEach((segment, at) => {
    const next = segments[at + 1];
    const joins = !segment.word && open && next?.marked === true && segment.text.trim() === "";
    const inMark = segment.marked || joins;
    if (inMark && !open) html += "<mark>";
    if (!inMark && open) html += "</mark>";
    open = inMark;
    html += escapeHtml(segment.text);
  });
  return open ? `${html}</mark>` : html;
}

/**
 * A short part of a result's text around the first words the query matched, as escaped HTML
 * with those words in `<mark>`: cut at words, with an ellipsis where it is cut. A result found
 * by its title alone shows the start of its text.
 */
export function searchSnippet(body: string, language: Language, match: QueryMatch): string {
  const texts = body.split("\n").filter((text) => text.trim() !== "");
  if (texts.length === 0) return "";
  // Only the text around the first likely match is split into words: splitting costs more
  // than its length, and a result may hold many long paragraphs.
  const needles = needlesOf(match);
  let window: Window | undefined;
  for (const text of texts) {
    const at = firstIndexOf(text, needles);
    if (at >= 0) {
      window = windowAround(text, at);
      break;
    }
  }
  window ??= windowAround(texts[0]!, 0);
  const chosen = marked(window.text, language, match);
  if (chosen.length === 0) return "";
  const first = Math.max(
    0,
    chosen.findIndex((segment) => segment.marked),
  );
  const from = chosen[first]!.index - BEFORE_MATCH;
  let start = first;
  while (start > 0 && chosen[start - 1]!.index >= from) start--;
  while (start < first && !chosen[start]!.word) start++;
  const until = chosen[start]!.index + SNIPPET_LENGTH;
  let end = start;
  while (
    end + 1 < chosen.length &&
    chosen[end + 1]!.index + chosen[end + 1]!.text.length <= until
  ) {
    end++;
  }
  const shown = chosen.slice(start, end + 1);
  while (shown.length > 1 && !shown[shown.length - 1]!.word) shown.pop();
  const cutBefore = start > 0 || window.cutBefore;
  const cutAfter = end + 1 < chosen.length || window.cutAfter;
  // No-break spaces: an ellipsis never starts or ends a line alone.
  return `${cutBefore ? "…\u00a0" : ""}${toHtml(shown)}${cutAfter ? "\u00a0…" : ""}`;
}

/** What a text is split into words of: at most WINDOW characters around a likely match. */
interface Window {
  text: string;
  cutBefore: boolean;
  cutAfter: boolean;
}

const WINDOW = 600;

function windowAround(text: string, at: number): Window {
  if (text.length <= WINDOW) return { text, cutBefore: false, cutAfter: false };
  const start = Math.max(0, at - BEFORE_MATCH * 2);
  const end = Math.min(text.length, start + WINDOW);
  // The words cut at either end are dropped by the snippet's own cut at words.
  return { text: text.slice(start, end), cutBefore: start > 0, cutAfter: end < text.length };
}

/** What a text holding a match holds in lower case: a word asked, a stem, the code's start. */
function needlesOf(match: QueryMatch): string[] {
  const codeStart = match.code?.match(/^(?:[a-z]+|\d+)/)?.[0];
  return [
    ...match.words,
    ...match.stems.filter((stem) => stem.length >= 3),
    ...(codeStart ? [codeStart] : []),
  ].filter((needle) => needle !== "");
}

function firstIndexOf(text: string, needles: readonly string[]): number {
  const lower = text.toLocaleLowerCase("en");
  let first = -1;
  for (const needle of needles) {
    const at = lower.indexOf(needle);
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  return first;
}
