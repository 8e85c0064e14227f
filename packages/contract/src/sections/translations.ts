import { z } from "zod";
import { type Introspectable, metaOf, unwrap } from "./schema-meta.ts";

/**
 * Translations of content. The Khmer version of section `S` is the section `S@km`: the same
 * shape, holding only the words a visitor reads (fields marked translatable), any of which may
 * be missing. Everything else (images, slugs, icons, numbers, the order and number of list
 * items) is the English section's. A page in Khmer reads English laid under Khmer, field by
 * field, so a half-translated site is never broken.
 */

/** Where the words are in a schema: the translatable texts, and the objects and lists holding them. */
export type TranslatableShape =
  | { kind: "text"; label: string; maxLength: number | undefined }
  | { kind: "object"; fields: Readonly<Record<string, TranslatableShape>> }
  | { kind: "list"; item: TranslatableShape; maxItems: number | undefined };

const maxItemsOf = (schema: Introspectable) =>
  schema.def.checks?.find((c) => c._zod.def.check === "max_length")?._zod.def.maximum;

const shapes = new WeakMap<object, TranslatableShape | null>();

/** The translatable part of a content schema; undefined when it holds no words. */
export function translatableShape(schema: unknown): TranslatableShape | undefined {
  const known = shapes.get(schema as object);
  if (known !== undefined) return known ?? undefined;
  const shape = describe(schema);
  shapes.set(schema as object, shape ?? null);
  return shape;
}

function describe(raw: unknown): TranslatableShape | undefined {
  const schema = unwrap(raw);
  switch (schema.def.type) {
    case "string": {
      const meta = { ...metaOf(schema), ...metaOf(raw) };
      if (!meta.translatable) return undefined;
      return {
        kind: "text",
        label: meta.label ?? "Text",
        maxLength: schema.maxLength ?? undefined,
      };
    }
    case "object": {
      const fields: Record<string, TranslatableShape> = {};
      for (const [key, field] of Object.entries(schema.def.shape ?? {})) {
        const described = describe(field);
        if (described) fields[key] = described;
      }
      return Object.keys(fields).length > 0 ? { kind: "object", fields } : undefined;
    }
    case "array": {
      const item = describe(schema.def.element);
      return item ? { kind: "list", item, maxItems: maxItemsOf(schema) } : undefined;
    }
    default:
      return undefined;
  }
}

/** What a translation may hold, and the words its refusals use. */
export const translationMessages = {
  notTranslatable: (keys: readonly string[]) =>
    `${keys.join(", ")} ${keys.length === 1 ? "is" : "are"} not translated: ${keys.length === 1 ? "it comes" : "they come"} from the English section.`,
  notText: (label: string) => `${label} must be text`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  tooManyItems: (max: number) => `At most ${max} entries`,
  needsEnglish: (base: string) =>
    `There is no English section ${base} to translate. Create it first; its translation follows.`,
} as const;

const LIST_LIMIT = 100;

/**
 * Where a translation keeps, beside its words and in their shape, the English each text was
 * made from: a text whose English has changed since is marked for review (`englishChanges`).
 */
export const ENGLISH_SOURCES_KEY = "@english";

/** The schema of a translation's words, or (`sources`) of the English they were made from. */
function schemaOf(shape: TranslatableShape, sources = false): z.ZodType {
  switch (shape.kind) {
    case "text": {
      if (sources) return z.string({ error: translationMessages.notText(shape.label) });
      const text = z.string({ error: translationMessages.notText(shape.label) }).trim();
      return shape.maxLength === undefined
        ? text
        : text.max(shape.maxLength, translationMessages.tooLong(shape.label, shape.maxLength));
    }
    case "list": {
      const max = shape.maxItems ?? LIST_LIMIT;
      // null (or "") stands for an item not translated yet: the English one shows.
      return z
        .array(schemaOf(shape.item, sources).nullable())
        .max(max, translationMessages.tooManyItems(max));
    }
    case "object":
      return z.strictObject(
        Object.fromEntries(
          Object.entries(shape.fields).map(([key, field]) => [
            key,
            schemaOf(field, sources).optional(),
          ]),
        ),
        {
          error: (issue) =>
            issue.code === "unrecognized_keys"
              ? translationMessages.notTranslatable(issue.keys)
              : undefined,
        },
      );
  }
}

const translationSchemas = new WeakMap<object, z.ZodType<Record<string, unknown>>>();

/**
 * What a translation of content of this schema may hold: its translatable fields, each
 * optional, empty allowed (not translated yet), and nothing else.
 */
export function translationSchema(schema: z.ZodType): z.ZodType<Record<string, unknown>> {
  let translation = translationSchemas.get(schema);
  if (!translation) {
    const shape = translatableShape(schema);
    const words = (shape ? schemaOf(shape) : z.strictObject({})) as z.ZodObject;
    const sources = shape ? schemaOf(shape, true) : z.strictObject({});
    translation = words.extend({ [ENGLISH_SOURCES_KEY]: sources.optional() }) as z.ZodType<
      Record<string, unknown>
    >;
    translationSchemas.set(schema, translation);
  }
  return translation;
}

type Content = Record<string, unknown>;

const isObject = (value: unknown): value is Content =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A field of an object shape, by its own name only (`__proto__` is just a name). */
const fieldOf = (shape: TranslatableShape | undefined, key: string) =>
  shape?.kind === "object" && Object.hasOwn(shape.fields, key) ? shape.fields[key] : undefined;

/** The value of an own property; never one inherited from Object.prototype. */
const own = (value: unknown, key: string) =>
  isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;

const translated = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "";

function overlay(
  shape: TranslatableShape | undefined,
  english: unknown,
  translation: unknown,
): unknown {
  if (translation === undefined || translation === null) return english;
  // An optional text the English leaves out (a page's own search title): the translation's
  // words still show in its language, where the schema says they are words.
  if (english === undefined) return shape ? overlayMissing(shape, translation) : english;
  if (typeof english === "string") {
    return (shape === undefined || shape.kind === "text") && translated(translation)
      ? translation
      : english;
  }
  if (Array.isArray(english)) {
    if (shape !== undefined && shape.kind !== "list") return english;
    const items = Array.isArray(translation) ? translation : [];
    return english.map((item, i) => overlay(shape?.item, item, items[i]));
  }
  if (isObject(english)) {
    if ((shape !== undefined && shape.kind !== "object") || !isObject(translation)) return english;
    // Built as own properties (fromEntries): a key named `__proto__` stays a key.
    const laid = Object.entries(english).map(([key, value]) => {
      const field = fieldOf(shape, key);
      return [
        key,
        shape !== undefined && field === undefined
          ? value
          : overlay(field, value, own(translation, key)),
      ];
    });
    const missing =
      shape?.kind === "object"
        ? Object.entries(shape.fields)
            .filter(([key]) => !Object.hasOwn(english, key))
            .map(([key, field]) => [key, overlayMissing(field, own(translation, key))])
            .filter(([, value]) => value !== undefined)
        : [];
    return Object.fromEntries([...laid, ...missing]);
  }
  return english;
}

/** What a translation gives where the English has nothing (an optional field left out). */
function overlayMissing(shape: TranslatableShape, translation: unknown): unknown {
  if (shape.kind === "text") return translated(translation) ? translation : undefined;
  if (shape.kind !== "object" || !isObject(translation)) return undefined;
  const built = overlay(shape, {}, translation) as Content;
  return Object.keys(built).length > 0 ? built : undefined;
}

/**
 * English content with a translation laid over it: every translatable text the translation
 * gives replaces the English one; everything else, and every word it lacks, stays English.
 * Without a schema (a free-form section) every text may be translated.
 */
export function overlayTranslation(
  schema: z.ZodType | undefined,
  english: Content,
  translation: Content | null | undefined,
): Content {
  if (!translation) return english;
  const shape = schema ? translatableShape(schema) : undefined;
  if (schema && !shape) return english;
  return overlay(shape, english, translation) as Content;
}

export interface TranslationProgress {
  /** The English texts there are to translate. */
  total: number;
  /** How many of them the translation gives. */
  translated: number;
}

/**
 * Visits every translatable English text with, beside it, what each of `trees` (shaped like
 * the translation) holds at the same place, and where it is.
 */
export function forEachEnglishText(
  schema: z.ZodType | undefined,
  english: Content,
  trees: readonly unknown[],
  visit: (en: string, at: readonly unknown[], path: (string | number)[]) => void,
): void {
  const shape = schema ? translatableShape(schema) : undefined;
  if (schema && !shape) return;
  const walk = (
    at: TranslatableShape | undefined,
    en: unknown,
    others: readonly unknown[],
    path: (string | number)[],
  ) => {
    if (typeof en === "string") {
      if (at === undefined || at.kind === "text") visit(en, others, path);
    } else if (Array.isArray(en)) {
      if (at !== undefined && at.kind !== "list") return;
      en.forEach((item, i) => {
        const next = others.map((other) => (Array.isArray(other) ? other[i] : undefined));
        walk(at?.item, item, next, [...path, i]);
      });
    } else if (isObject(en)) {
      if (at !== undefined && at.kind !== "object") return;
      for (const [key, value] of Object.entries(en)) {
        const field = fieldOf(at, key);
        if (at !== undefined && field === undefined) continue;
        const next = others.map((other) => own(other, key));
        walk(field, value, next, [...path, key]);
      }
    }
  };
  walk(shape, english, trees, []);
}

/** How much of a section's English words a translation gives: "12 of 18 fields". */
export function translationProgress(
  schema: z.ZodType | undefined,
  english: Content,
  translation: Content | null | undefined,
): TranslationProgress {
  const progress = { total: 0, translated: 0 };
  forEachEnglishText(schema, english, [translation ?? undefined], (en, [words]) => {
    if (en.trim() === "") return;
    progress.total++;
    if (translated(words)) progress.translated++;
  });
  return progress;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/** What makes a list item itself apart from its words: its images, links, icons and figures. */
function identity(shape: TranslatableShape | undefined, item: unknown): string | undefined {
  if (!isObject(item) || shape?.kind !== "object") return undefined;
  const kept = Object.entries(item).filter(([key]) => fieldOf(shape, key) === undefined);
  return kept.length > 0 ? JSON.stringify(kept) : undefined;
}

/**
 * For each item of a new English list, the item of the old list it was: the same item
 * unchanged, else the one with the same images, links and icons; else, between two items so
 * matched in order, as many new items as old ones left there are taken as edited in place.
 * Anything less sure is no item (its words are not carried over: English shows until it is
 * translated again, which is better than another item's words).
 */
function matchItems(shape: TranslatableShape | undefined, before: unknown[], after: unknown[]) {
  const taken = new Set<number>();
  const from: (number | undefined)[] = after.map(() => undefined);
  const claim = (test: (old: unknown, oldIndex: number, newIndex: number) => boolean) => {
    for (let i = 0; i < after.length; i++) {
      if (from[i] !== undefined) continue;
      const found = before.findIndex((old, j) => !taken.has(j) && test(old, j, i));
      if (found >= 0) {
        from[i] = found;
        taken.add(found);
      }
    }
  };
  claim((old, _, i) => same(old, after[i]));
  claim((old, _, i) => {
    const key = identity(shape, after[i]);
    return key !== undefined && key === identity(shape, old);
  });
  const matched = from.flatMap((j, i) => (j === undefined ? [] : [[i, j] as const]));
  let lastNew = -1;
  let lastOld = -1;
  for (const [i, j] of [...matched, [after.length, before.length] as const]) {
    if (j > lastOld) {
      const newGap = range(lastNew + 1, i).filter((k) => from[k] === undefined);
      const oldGap = range(lastOld + 1, j).filter((k) => !taken.has(k));
      if (newGap.length === oldGap.length) {
        newGap.forEach((k, n) => {
          from[k] = oldGap[n];
        });
      }
      lastOld = j;
    }
    lastNew = i;
  }
  return from;
}

function realign(
  shape: TranslatableShape,
  before: unknown,
  after: unknown,
  translation: unknown,
): unknown {
  if (translation === undefined || translation === null) return translation;
  if (shape.kind === "list") {
    if (!Array.isArray(after) || !Array.isArray(translation)) return translation;
    const old = Array.isArray(before) ? before : [];
    return matchItems(shape.item, old, after).map((j, i) =>
      j === undefined ? null : (realign(shape.item, old[j], after[i], translation[j]) ?? null),
    );
  }
  if (shape.kind === "object" && isObject(translation)) {
    return Object.fromEntries(
      Object.entries(translation).map(([key, value]) => {
        const field = fieldOf(shape, key);
        return [key, field ? realign(field, own(before, key), own(after, key), value) : value];
      }),
    );
  }
  return translation;
}

/**
 * A translation kept with the English items it translates after the English lists changed:
 * an item moved takes its words along, a removed item's words go, a new item has none yet.
 * Lists are translated by place, so without this a reordered list would show each item in
 * Khmer with another item's words.
 */
export function realignTranslation(
  schema: z.ZodType | undefined,
  before: Content,
  after: Content,
  translation: Content,
): Content {
  const shape = schema ? translatableShape(schema) : undefined;
  if (!shape) return translation;
  const realigned = realign(shape, before, after, translation) as Content;
  // The English each text was made from moves with it.
  const sources = own(translation, ENGLISH_SOURCES_KEY);
  if (isObject(sources)) realigned[ENGLISH_SOURCES_KEY] = realign(shape, before, after, sources);
  return realigned;
}

/** A translation's words alone, as a visitor's page reads them. */
export function withoutEnglishSources(translation: Content): Content {
  if (!Object.hasOwn(translation, ENGLISH_SOURCES_KEY)) return translation;
  const { [ENGLISH_SOURCES_KEY]: _, ...words } = translation;
  return words;
}

/** Whether a translation text may stand at `shape` (a free-form section's: any text). */
const isTextAt = (shape: TranslatableShape | undefined) =>
  shape === undefined || shape.kind === "text";

/**
 * A translation about to be saved, with the English each of its texts was made from: a text
 * changed (or new) was made from `englishNow`, the English the editor shows (or, where `next`'s
 * own sources say which English the editor showed, from that: `changed: "as given"`, the
 * server's reading of a save); one unchanged keeps what it was made from, unless the editor
 * confirmed it against the English now ("Still right"). Texts whose English no longer exists
 * keep none.
 */
export function rememberEnglish(
  schema: z.ZodType | undefined,
  englishNow: Content,
  previous: Content | undefined,
  next: Content,
  { changed = "from the English now" }: { changed?: "as given" | "from the English now" } = {},
): Content {
  const shape = schema ? translatableShape(schema) : undefined;
  if (schema && !shape) return withoutEnglishSources(next);
  const given = own(next, ENGLISH_SOURCES_KEY);
  const kept = previous ? own(previous, ENGLISH_SOURCES_KEY) : undefined;
  const walk = (
    at: TranslatableShape | undefined,
    words: unknown,
    en: unknown,
    before: unknown,
    confirmed: unknown,
    remembered: unknown,
  ): unknown => {
    if (typeof words === "string") {
      if (!isTextAt(at) || !translated(words) || typeof en !== "string") return undefined;
      if (words !== before) {
        return changed === "as given" && typeof confirmed === "string" ? confirmed : en;
      }
      if (confirmed === en) return en;
      return typeof remembered === "string" ? remembered : en;
    }
    if (Array.isArray(words)) {
      if (at !== undefined && at.kind !== "list") return undefined;
      const items = words.map(
        (item, i) =>
          walk(
            at?.item,
            item,
            Array.isArray(en) ? en[i] : undefined,
            Array.isArray(before) ? before[i] : undefined,
            Array.isArray(confirmed) ? confirmed[i] : undefined,
            Array.isArray(remembered) ? remembered[i] : undefined,
          ) ?? null,
      );
      while (items.length > 0 && items.at(-1) === null) items.pop();
      return items.length > 0 ? items : undefined;
    }
    if (isObject(words)) {
      if (at !== undefined && at.kind !== "object") return undefined;
      const fields = Object.entries(words).flatMap(([key, value]) => {
        if (key === ENGLISH_SOURCES_KEY) return [];
        const field = fieldOf(at, key);
        if (at !== undefined && field === undefined) return [];
        const source = walk(
          field,
          value,
          own(en, key),
          own(before, key),
          own(confirmed, key),
          own(remembered, key),
        );
        return source === undefined ? [] : [[key, source] as const];
      });
      return fields.length > 0 ? Object.fromEntries(fields) : undefined;
    }
    return undefined;
  };
  const sources = walk(shape, next, englishNow, previous, given, kept);
  const words = withoutEnglishSources(next);
  return sources === undefined ? words : { ...words, [ENGLISH_SOURCES_KEY]: sources };
}

/** A translated text whose English changed since it was translated. */
export interface EnglishChange {
  /** Where the text is: keys and list positions, as in the content. */
  path: (string | number)[];
  /** The English it was translated from. */
  was: string;
  /** The English now. */
  now: string;
}

/** The translated texts of a translation whose English is no longer what they were made from. */
export function englishChanges(
  schema: z.ZodType | undefined,
  english: Content,
  translation: Content | null | undefined,
): EnglishChange[] {
  const sources = translation ? own(translation, ENGLISH_SOURCES_KEY) : undefined;
  if (!translation || !isObject(sources)) return [];
  const changes: EnglishChange[] = [];
  forEachEnglishText(schema, english, [translation, sources], (now, [words, was], path) => {
    if (translated(words) && typeof was === "string" && was !== now) {
      changes.push({ path, was, now });
    }
  });
  return changes;
}
