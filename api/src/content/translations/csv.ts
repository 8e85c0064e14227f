import { type TranslationFileEntry, TranslationFileError } from "./translation-file.ts";

/** The columns of our CSV, as its first line names them. */
export const csvColumns = (language: string) => ["id", "field", "english", language] as const;

/**
 * A spreadsheet would read a cell starting so as a formula: it gets a leading apostrophe
 * (and so does one starting with an apostrophe, so that the one taken off is always ours).
 * Unlike the inbox's one-way export (`csvCell` in routes/submissions/csv-cells.ts), this file comes back: the guard must be
 * undone exactly, so it touches only a cell's start.
 */
const GUARDED = /^[=+\-@\t\r']/;

const cell = (value: string) => {
  const safe = GUARDED.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** RFC 4180, with a byte order mark so a spreadsheet opens the Khmer as UTF-8. */
export function writeCsv(entries: readonly TranslationFileEntry[], language: string): string {
  const lines = [csvColumns(language).join(",")];
  for (const entry of entries) {
    lines.push([entry.id, entry.label ?? "", entry.english, entry.target].map(cell).join(","));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

function parseRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let value = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        value += '"';
        i++;
      } else if (char === '"') quoted = false;
      else value += char;
    } else if (char === '"' && value === "") quoted = true;
    else if (char === ",") {
      row.push(value);
      value = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      row.push(value);
      rows.push(row);
      row = [];
      value = "";
    } else value += char;
  }
  if (quoted) throw new TranslationFileError("A quoted cell never ends: the file was cut short.");
  if (value !== "" || row.length > 0) rows.push([...row, value]);
  return rows.filter((r) => r.some((c) => c !== ""));
}

const unguard = (value: string) =>
  value.startsWith("'") && GUARDED.test(value.slice(1)) ? value.slice(1) : value;

/** The rows of a CSV our export wrote (a spreadsheet may add columns; ours are found by name). */
export function readCsv(text: string, language: string): TranslationFileEntry[] {
  const [header, ...rows] = parseRows(text.replace(/^\uFEFF/, ""));
  const [idName, , englishName, targetName] = csvColumns(language);
  const at = (name: string) => header?.indexOf(name) ?? -1;
  const [id, english, target] = [at(idName), at(englishName), at(targetName)];
  if (id < 0 || english < 0 || target < 0) {
    throw new TranslationFileError(
      `The first line must name the columns ${csvColumns(language).join(", ")}: export the file again from here.`,
    );
  }
  return rows.map((row) => ({
    id: row[id] ?? "",
    english: unguard(row[english] ?? ""),
    target: unguard(row[target] ?? "").trim(),
  }));
}
