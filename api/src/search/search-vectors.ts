import { codeWords, KHMER_LETTER, KHMER_LETTERS, type Language, searchWords } from "@app/contract";
import type { SearchDocument } from "./search-documents.ts";

/*
 * How a document's words become a tsvector, and a query's a tsquery (decision 049). English
 * words go through PostgreSQL's `english` configuration (stems: "factories" is `factori`).
 * Khmer words and standards' codes are made here and handed over as lexemes, never parsed by
 * PostgreSQL: its parser would split Khmer at every vowel sign under some locales, and Khmer
 * has no spaces to split at anyway. Intl.Segmenter splits it the same way on both sides.
 */

/** Khmer and the zero-width characters Khmer text holds between its words. */
const KHMER_RUNS = new RegExp(`[${KHMER_LETTERS}\\u200b-\\u200d]+`, "g");

export const isKhmerWord = (word: string) => KHMER_LETTER.test(word);

/** A text for PostgreSQL's English parser: its Khmer left out (given as lexemes instead). */
export const latinText = (texts: readonly string[]) => texts.join("\n").replace(KHMER_RUNS, " ");

/** A lexeme as tsvector and tsquery text spell it: quoted, its quotes and backslashes doubled. */
export const quotedLexeme = (word: string) =>
  `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/** PostgreSQL refuses positions above this in a tsvector. */
const MAX_POSITION = 16_383;
/** PostgreSQL refuses a lexeme longer than 2,047 bytes: a longer "word" is no word anyone types. */
const MAX_LEXEME_BYTES = 2_046;
/** Different own lexemes of one document, far beyond any page's words (a tsvector holds 1 MB). */
const MAX_LEXEMES = 10_000;

type Weight = "A" | "B" | "C";

/**
 * The lexemes of a document that PostgreSQL does not make itself: its Khmer words and the
 * codes its words spell, each at its positions and weight, as tsvector text.
 */
export function ownLexemes(document: SearchDocument, language: Language): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  const add = (texts: readonly string[], weight: Weight) => {
    for (const text of texts) {
      const words = searchWords(text, language);
      for (const word of [...words.filter(isKhmerWord), ...codeWords(words)]) {
        if (Buffer.byteLength(word) > MAX_LEXEME_BYTES) continue;
        if (!positions.has(word) && positions.size >= MAX_LEXEMES) continue;
        position = Math.min(position + 1, MAX_POSITION);
        const kept = positions.get(word) ?? [];
        // A tsvector keeps at most 256 positions of a lexeme.
        if (kept.length < 256) kept.push(`${position}${weight}`);
        positions.set(word, kept);
      }
    }
  };
  add([document.title], "A");
  add(document.lead, "B");
  add(document.rest, "C");
  return [...positions].map(([word, at]) => `${quotedLexeme(word)}:${at.join(",")}`).join(" ");
}

/** A query's parts, ready for SQL: English words, own lexemes (Khmer), and the code. */
export interface QueryParts {
  /** For to_tsquery('english', …): each word quoted, as a prefix. */
  english: string[];
  /** tsquery text of Khmer words, each as a prefix. */
  own: string[];
  /** tsquery text of the code the query spells, if it spells one. */
  code?: string;
}

export function queryParts(words: readonly string[], code: string | undefined): QueryParts {
  const english: string[] = [];
  const own: string[] = [];
  for (const word of words) {
    (isKhmerWord(word) ? own : english).push(`${quotedLexeme(word)}:*`);
  }
  return code === undefined ? { english, own } : { english, own, code: quotedLexeme(code) };
}
