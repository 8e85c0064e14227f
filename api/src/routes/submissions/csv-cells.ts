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

/**
 * Digits written the way phone numbers are (`+855 12 345 678`, `(012) 345-678`, `012.345.678`):
 * nothing a spreadsheet could read as a function, a reference or a link.
 */
const PLAIN_NUMBER = /^\+?\(?\d[\d ()+./-]*$/;

/** Invisible in Excel, LibreOffice and Google Sheets, and no whitespace that any of them trims. */
const ZERO_WIDTH_SPACE = "\u200B";

/**
 * A value a spreadsheet must show exactly as written: a phone number. Left alone, a leading `+`
 * is read as a formula (`+855 12 345 678` shows #NULL! or is neutralised with a quote mark that
 * every spreadsheet shows), a leading zero is dropped from a number, `12/05` becomes a date.
 * The way out that all of them show cleanly is a zero-width space in front: the cell no longer
 * starts with a digit or a formula sign, so it stays text, and nothing visible is added.
 * Rejected: `="+855 12 345 678"` (a formula after all: LibreOffice shows it as typed unless told
 * to evaluate formulas, and a formula cell is what the neutralising exists to avoid), a tab or
 * non-breaking space (spreadsheets trim the first, the second shows as an indent), the quote
 * mark (shown as it is when a CSV is opened, unlike a typed one).
 * Only digits and phone punctuation get this: anything else (letters, `=`, quotes) takes the
 * usual neutralising in csvCell, so should some program strip the invisible character, what is
 * left is still no more than arithmetic on digits. The price: the character travels with the
 * cell, so an exact-match lookup against a retyped number misses it (a search for digits does not).
 */
export function keepAsText(value: string | null | undefined): string | null | undefined {
  return value && PLAIN_NUMBER.test(value) ? `${ZERO_WIDTH_SPACE}${value}` : value;
}

/** One line of a CSV document, ended with CRLF as RFC 4180 and spreadsheets expect. */
export const csvLine = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(",")}\r\n`;

/** Written first, so spreadsheets read the file as UTF-8 (names in Khmer, accents). */
export const CSV_BYTE_ORDER_MARK = "\uFEFF";
