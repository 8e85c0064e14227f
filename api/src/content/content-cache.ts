import {
  type ContentSection,
  isTranslation,
  type Language,
  localizedContent,
  parseSectionName,
  showsEnglish,
  translationName,
} from "@app/contract";
import type { ChangeFeed } from "../lib/change-feed.ts";
import { type EncodedBody, encodeBody } from "../lib/encoded-body.ts";
import { sha256Etag } from "../lib/etag.ts";

/** A JSON answer serialized once per cache fill, with the strong ETag of its bytes. */
export interface PreparedJson {
  body: string;
  etag: string;
  /** Its compressed forms, made on the first request that wants them and then kept. */
  encoded(): Promise<EncodedBody>;
}

/** What one fill reads: every live section, and the old names of renamed entries. */
export interface LoadedContent {
  sections: ContentSection[];
  redirects: Readonly<Record<string, string>>;
}

/** The site's sections as the pages of one language read them. */
export interface LocalizedContent {
  /**
   * Every English section, with the language's translation laid over it (`hero` holds the
   * Khmer words of `hero@km` where it has them); translations themselves are not listed.
   */
  sections: ContentSection[];
  /** What a page may read whose words in the language are partly English still. */
  englishShownIn: readonly string[];
  /** GET /content-json/:section?lang= */
  prepared: PreparedSections;
}

/**
 * Sections serialized on their first request and kept with the snapshot: a fill serializes
 * nothing, as most sections are never asked for as JSON before the next change.
 */
export interface PreparedSections {
  /** Undefined for no such section (held in a Map, so `__proto__` is just a miss). */
  get(section: string): PreparedJson | undefined;
}

export interface ContentSnapshot extends LoadedContent {
  /** GET /content, serialized on its first request. */
  readonly list: PreparedJson;
  /** GET /content-json/:section */
  prepared: PreparedSections;
  /** The sections in a language, made once per snapshot and language. */
  inLanguage(language: Language): LocalizedContent;
}

export interface ContentCache {
  /** The current snapshot, loading it from the database when there is none. */
  read(): Promise<ContentSnapshot>;
  /** Forgets the snapshot; the next read loads a fresh one. */
  drop(): void;
}

const prepare = (value: unknown): PreparedJson => {
  const body = JSON.stringify(value);
  const etag = sha256Etag(body);
  let encoded: Promise<EncodedBody> | undefined;
  return {
    body,
    etag,
    encoded: () => {
      encoded ??= encodeBody(body, "application/json", etag);
      return encoded;
    },
  };
};

function preparedOnRequest(sections: readonly ContentSection[]): PreparedSections {
  const byName = new Map(sections.map((section) => [section.section, section]));
  const made = new Map<string, PreparedJson>();
  return {
    get(name) {
      const section = byName.get(name);
      if (!section) return undefined;
      let prepared = made.get(name);
      if (!prepared) {
        prepared = prepare(section);
        made.set(name, prepared);
      }
      return prepared;
    },
  };
}

const later = (a: string, b: string) => (a > b ? a : b);

/** Sections as a language's pages read them: see LocalizedContent. */
export function localizeSections(
  sections: readonly ContentSection[],
  language: Language,
): ContentSection[] {
  const byName = new Map(sections.map((section) => [section.section, section]));
  return sections
    .filter((section) => !isTranslation(section.section))
    .map((section) => {
      const translation =
        language === "en" ? undefined : byName.get(translationName(section.section, language));
      if (!translation) return section;
      return {
        ...section,
        content: localizedContent(section.section, section.content, translation.content),
        updatedAt: later(section.updatedAt, translation.updatedAt),
      };
    });
}

/**
 * What a page in `language` may read that shows partly in English (see showsEnglish), named
 * as a render's dependencies are: each such section, and the index of a collection with such
 * an entry (the lists of standards and pillars show their names and summaries).
 */
export function partlyEnglishReads(
  sections: readonly ContentSection[],
  language: Language,
): string[] {
  if (language === "en") return [];
  const byName = new Map(sections.map((section) => [section.section, section]));
  const reads = new Set<string>();
  for (const section of sections) {
    if (isTranslation(section.section)) continue;
    const translation = byName.get(translationName(section.section, language));
    if (!showsEnglish(section.section, section.content, translation?.content)) continue;
    reads.add(`section:${section.section}`);
    const { collection } = parseSectionName(section.section);
    if (collection) reads.add(`index:${collection}`);
  }
  return [...reads];
}

function buildSnapshot({ sections, redirects }: LoadedContent): ContentSnapshot {
  const languages = new Map<Language, LocalizedContent>();
  let list: PreparedJson | undefined;
  return {
    sections,
    redirects,
    get list() {
      list ??= prepare(sections);
      return list;
    },
    prepared: preparedOnRequest(sections),
    inLanguage(language) {
      let localized = languages.get(language);
      if (!localized) {
        const inLanguage = localizeSections(sections, language);
        localized = {
          sections: inLanguage,
          englishShownIn: partlyEnglishReads(sections, language),
          prepared: preparedOnRequest(inLanguage),
        };
        languages.set(language, localized);
      }
      return localized;
    },
  };
}

/**
 * Every section in memory, serialized once per fill, kept until any process announces a
 * content change (or the change feed finds one it missed). One fill loads them all.
 */
export function createContentCache(
  load: () => Promise<LoadedContent>,
  changes: ChangeFeed,
): ContentCache {
  let snapshot: ContentSnapshot | undefined;
  let filling: Promise<ContentSnapshot> | undefined;
  // Bumped by every drop: a fill that started before a change must not install what it read.
  let generation = 0;

  const fill = () => {
    const startedAt = generation;
    const pending = load()
      .then((loaded) => {
        const fresh = buildSnapshot(loaded);
        if (generation === startedAt) snapshot = fresh;
        return fresh;
      })
      .finally(() => {
        if (filling === pending) filling = undefined;
      });
    filling = pending;
    return pending;
  };

  const drop = () => {
    generation++;
    snapshot = undefined;
    filling = undefined;
  };

  changes.subscribe((change) => {
    if (change.kind === "content" || change.kind === "everything") drop();
  });

  return {
    read: async () => snapshot ?? filling ?? fill(),
    drop,
  };
}
