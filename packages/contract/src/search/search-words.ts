import type { Language } from "../i18n/languages.ts";

/*
 * The words of site search (issue 40), one rule for what is indexed and what is asked: the
 * same text gives the same words either way. Khmer is written without spaces between words,
 * so text is split with Intl.Segmenter in its language (the ICU dictionary), never by spaces;
 * a Khmer word inside a sentence is then a word of its own. Kept free of zod.
 */

/** The longest query taken (longer ones are refused in words, never cut silently). */
export const SEARCH_QUERY_MAX = 100;
/** The most results one answer holds. */
export const SEARCH_RESULTS_MAX = 20;

const segmenters = new Map<Language, Intl.Segmenter>();
/** The word segmenter of a language, made once (making one costs far more than using it). */
export const segmenterFor = (language: Language): Intl.Segmenter => {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: "word" });
    segmenters.set(language, segmenter);
  }
  return segmenter;
};

/** One spelling for comparing: compatibility forms folded, lower case, no format characters. */
const folded = (text: string) =>
  text
    .normalize("NFKC")
    .toLocaleLowerCase("en")
    .replace(/[\p{Cc}\p{Cf}]/gu, " ");

/**
 * The words of a text, in order, as search reads them: split as the language splits words
 * (Khmer by its dictionary, English at spaces and punctuation), lower case, punctuation left
 * out. A text in one language may hold words of the other (a Khmer page names "GOTS"): both
 * are words.
 */
export function searchWords(text: string, language: Language): string[] {
  const words: string[] = [];
  for (const part of segmenterFor(language).segment(folded(text))) {
    if (part.isWordLike) words.push(part.segment);
  }
  return words;
}

const LETTERS_OR_DIGITS = /^[a-z0-9]+$/;
const HAS_DIGIT = /\d/;
const HAS_LETTER = /[a-z]/;

/**
 * A standard's code as one word however it is written: "ISO 9001", "iso-9001" and "ISO9001"
 * all give `iso9001` (and "ISO 9001:2015" `iso90012015` too). Runs of two or three words of
 * plain letters and digits next to each other, holding both letters and digits, are joined.
 */
export function codeWords(words: readonly string[]): string[] {
  const codes = new Set<string>();
  for (let start = 0; start < words.length; start++) {
    let joined = words[start]!;
    if (!LETTERS_OR_DIGITS.test(joined)) continue;
    for (let end = start + 1; end < Math.min(words.length, start + 3); end++) {
      const next = words[end]!;
      if (!LETTERS_OR_DIGITS.test(next)) break;
      joined += next;
      if (HAS_DIGIT.test(joined) && HAS_LETTER.test(joined)) codes.add(joined);
    }
  }
  return [...codes];
}

/** A query as search asks it: its words, and the code it spells when it spells one. */
export function queryWords(query: string, language: Language): { words: string[]; code?: string } {
  const words = searchWords(query.slice(0, SEARCH_QUERY_MAX), language);
  // `iso_9001` is one word to the segmenter: its parts still spell the code.
  const compact = words.join("").replace(/[^a-z0-9]/g, "");
  const code =
    LETTERS_OR_DIGITS.test(compact) && HAS_DIGIT.test(compact) && HAS_LETTER.test(compact)
      ? compact
      : undefined;
  return code ? { words, code } : { words };
}
