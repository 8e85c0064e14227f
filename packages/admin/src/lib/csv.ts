export type CsvCell = string | number | boolean | null | undefined;

/**
 * Cells a spreadsheet would read as a formula (CSV injection): = + - @, and tab or carriage
 * return, which some spreadsheets strip before looking for one of those.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The list separators of common locales: comma, and semicolon where the comma is the decimal
 * mark (much of Europe), and tab. A spreadsheet that splits on one we did not quote for sees a
 * new cell there, so a formula start right after one is neutralised too.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t])(?=[=+\-@])/g;
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One cell: formulas neutralised with a quote (at the start and after any separator), then
 * quoted when it holds a separator of any common locale, a quote or a line break (RFC 4180).
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string") {
    if (FORMULA_START.test(text)) text = `'${text}`;
    text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  }
  return NEEDS_QUOTES.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
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
