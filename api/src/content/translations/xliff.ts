import { SaxesParser } from "saxes";
import { escapeHtml } from "../../lib/escape-html.ts";
import { type TranslationFileEntry, TranslationFileError } from "./translation-file.ts";

const XLIFF_2 = "urn:oasis:names:tc:xliff:document:2.0";

/** Characters XML 1.0 cannot hold: written as U+FFFD, so one text never spoils the file. */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const xmlText = (text: string) => escapeHtml(text.replace(NOT_XML, "\uFFFD"));

/**
 * An XLIFF 2.0 document: a `<file>` per section (its id the section's name), a `<unit>` per
 * text (its id the text's place), the English as `<source>`, the translation (when there is
 * one) as `<target>`, and the field's name as a note.
 */
export function writeXliff(
  entries: readonly TranslationFileEntry[],
  languages: { source: string; target: string },
): string {
  const bySection = new Map<string, TranslationFileEntry[]>();
  for (const entry of entries) {
    const section = entry.id.split("#")[0]!;
    const units = bySection.get(section) ?? [];
    units.push(entry);
    bySection.set(section, units);
  }
  const files = [...bySection].map(([section, units]) => {
    const body = units.map((unit) => {
      const place = unit.id.slice(section.length + 1);
      const note = unit.label
        ? `<notes><note category="field">${xmlText(unit.label)}</note></notes>`
        : "";
      const target = unit.target ? `<target>${xmlText(unit.target)}</target>` : "";
      return `    <unit id="${xmlText(place)}">${note}<segment state="${unit.target ? "translated" : "initial"}"><source>${xmlText(unit.english)}</source>${target}</segment></unit>`;
    });
    return `  <file id="${xmlText(section)}">\n${body.join("\n")}\n  </file>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="${XLIFF_2}" version="2.0" srcLang="${languages.source}" trgLang="${languages.target}">
${files.join("\n")}
</xliff>
`;
}

/**
 * The units of an XLIFF 2.0 document as our export wrote them (a translation tool keeps the
 * structure): the file's id and the unit's make the text's id. Anything not XLIFF 2 is refused
 * with a reason; a document type declaration is refused (no entities are expanded).
 */
export function readXliff(text: string): TranslationFileEntry[] {
  const parser = new SaxesParser({ xmlns: true });
  const entries: TranslationFileEntry[] = [];
  let file: string | undefined;
  let unit: string | undefined;
  let source: string | undefined;
  let target: string | undefined;
  let reading: "source" | "target" | undefined;
  let sawXliff = false;
  parser.on("doctype", () => {
    throw new TranslationFileError("The file declares a document type: not an XLIFF 2 export.");
  });
  parser.on("opentag", (tag) => {
    if (tag.local === "xliff") {
      if (tag.uri !== XLIFF_2) {
        throw new TranslationFileError("This is not XLIFF 2.0: export the file again from here.");
      }
      sawXliff = true;
      return;
    }
    if (tag.uri !== XLIFF_2) return;
    const id = tag.attributes.id;
    const idValue = typeof id === "object" ? id.value : id;
    if (tag.local === "file") file = idValue;
    else if (tag.local === "unit") {
      unit = idValue;
      source = undefined;
      target = undefined;
    } else if (tag.local === "source" || tag.local === "target") {
      reading = tag.local;
      if (tag.local === "source") source = "";
      else target = "";
    } else if (reading) {
      // Inline markup (a tool's <ph/> or <pc>) is not ours: its text is kept, the tag dropped.
    }
  });
  const onText = (chunk: string) => {
    if (reading === "source") source += chunk;
    else if (reading === "target") target += chunk;
  };
  parser.on("text", onText);
  parser.on("cdata", onText);
  parser.on("closetag", (tag) => {
    if (tag.uri !== XLIFF_2) return;
    if (tag.local === "source" || tag.local === "target") reading = undefined;
    else if (tag.local === "unit") {
      if (!file || !unit || source === undefined) {
        throw new TranslationFileError("A unit without its file, id or English text.");
      }
      entries.push({ id: `${file}#${unit}`, english: source, target: (target ?? "").trim() });
      unit = undefined;
    } else if (tag.local === "file") file = undefined;
  });
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof TranslationFileError) throw error;
    throw new TranslationFileError(
      `The file is not well-formed XML (${(error as Error).message.split("\n")[0]}).`,
    );
  }
  if (!sawXliff) throw new TranslationFileError("This is not an XLIFF file.");
  return entries;
}
