import { type Language, splitTranslation, translationName } from "@app/contract";
import type { Change } from "./change-feed.ts";

/**
 * What an answer kept in memory was made from, as keys a change names: `section:<name>` (a
 * section, an entry or a translation), `index:<collection>[@lang]` (the list of a collection's
 * entries, with their names), `names:<collection>` (which entries are on the site, not their
 * words: what a count of them reads), `file:<filename>` (a stored file), and `content` for
 * answers made from all the content (the full list, the sitemap). A change makes stale exactly
 * the answers whose keys it names (`staleKeys`), so one save never empties a cache.
 */
export type DependencyKey = string;

/** Made from every section: any content change makes it stale. */
export const ALL_CONTENT: DependencyKey = "content";

export const sectionKey = (section: string): DependencyKey => `section:${section}`;
export const fileKey = (filename: string): DependencyKey => `file:${filename}`;
export const indexKey = (collection: string, language?: Language): DependencyKey =>
  `index:${collection}${language && language !== "en" ? `@${language}` : ""}`;
/** Which entries of a collection are on the site: the same in every language. */
export const namesKey = (collection: string): DependencyKey => `names:${collection}`;

/** What a change makes stale. */
export function staleKeys(change: Exclude<Change, { kind: "everything" }>): DependencyKey[] {
  if (change.kind === "image") return [fileKey(change.filename)];
  if (change.kind === "redirects") return [];
  const { base, language } = splitTranslation(change.section);
  const colon = base.indexOf(":");
  const keys = [sectionKey(change.section), ALL_CONTENT];
  if (colon > 0) {
    const collection = base.slice(0, colon);
    // An entry's name and title show in the lists of its collection too: in its language only.
    keys.push(indexKey(collection, language));
    // A translation never puts an entry on the site or takes one off: its English does.
    if (!language && !change.wordsOnly) keys.push(namesKey(collection));
  }
  return keys;
}

/**
 * An answer in a translated language read each section and collection through its
 * translations too: a change to `hero@km` makes the Khmer answers that read `hero` stale, and
 * a change to `pillar:x@km` those that list the pillars.
 */
export function withTranslations(
  dependencies: readonly DependencyKey[],
  language: Language,
): DependencyKey[] {
  if (language === "en") return [...dependencies];
  const translated = dependencies.flatMap((dependency) => {
    if (dependency.startsWith("section:")) {
      return [sectionKey(translationName(dependency.slice("section:".length), language))];
    }
    return dependency.startsWith("index:") ? [`${dependency}@${language}`] : [];
  });
  return [...dependencies, ...translated];
}
