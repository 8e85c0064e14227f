export type CsvCell = string | number | boolean | null | undefined;

/**
 * Cells a spreadsheet would read as a formula (CSV injection): = + - @, and tab or carriage
 * return, which some spreadsheets strip before looking for one of those.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formulas neutralised with a leading quote, then quoted when it needs it (RFC 4180). */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document with CRLF line ends, as RFC 4180 and spreadsheets expect. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows]
    .map((row) => row.map(csvCell).join(","))
    .join("\r\n")
    .concat("\r\n");
}

/** A byte-order mark first, so spreadsheets read the file as UTF-8 (names in Khmer, accents). */
export const csvBlob = (csv: string): Blob =>
  new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" });
