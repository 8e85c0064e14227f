import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, csvLine, keepAsText } from "./csv-cells.ts";

/** A CSV document of a header and rows, as the export writes one. */
const csvOf = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  [header, ...rows].map(csvLine).join("");

/** A strict RFC 4180 reader, to check that what we write reads back as what we meant. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

describe("csvCell", () => {
  it("leaves plain text alone", () => {
    expect(csvCell("Jane Doe")).toBe("Jane Doe");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes commas, quotes and line breaks, doubling inner quotes", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(csvCell("cr\r")).toBe('"cr\r"');
    expect(csvCell(" padded ")).toBe('" padded "');
    expect(csvCell("Phnom Penh; Siem Reap")).toBe('"Phnom Penh; Siem Reap"');
    expect(csvCell("tab\there")).toBe('"tab\there"');
  });

  it("neutralises spreadsheet formulas with a leading quote", () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvCell("+855 12 345 678")).toBe("'+855 12 345 678");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe(`"'\t'=1"`);
    expect(csvCell("a=b")).toBe("a=b");
    // A spreadsheet whose list separator is ";" (or a tab) would split these into cells.
    expect(csvCell("hello;=1+1;@SUM(A1)")).toBe(`"hello;'=1+1;'@SUM(A1)"`);
    expect(csvCell("a\t-1")).toBe(`"a\t'-1"`);
    expect(csvCell("x,+1")).toBe(`"x,'+1"`);
    // Numbers the export itself writes are data, not text someone typed.
    expect(csvCell(-5)).toBe("-5");
  });
});

describe("keepAsText", () => {
  const ZWSP = "\u200B";

  it("puts an invisible zero-width space before a phone number, so it shows as typed", () => {
    // No quote mark to see, no formula (+), no number losing its zero, no date (12/05).
    expect(csvCell(keepAsText("+855 12 345 678"))).toBe(`${ZWSP}+855 12 345 678`);
    expect(csvCell(keepAsText("012345678"))).toBe(`${ZWSP}012345678`);
    expect(csvCell(keepAsText("(012) 345-678"))).toBe(`${ZWSP}(012) 345-678`);
    expect(csvCell(keepAsText("+(855) 12.345/678"))).toBe(`${ZWSP}+(855) 12.345/678`);
    expect(keepAsText(null)).toBeNull();
    expect(keepAsText(undefined)).toBeUndefined();
    expect(keepAsText("")).toBe("");
  });

  it("leaves anything but digits and phone punctuation to the usual neutralising", () => {
    expect(csvCell(keepAsText('=HYPERLINK("//e.vil","Call")'))).toBe(
      '"\'=HYPERLINK(""//e.vil"",""Call"")"',
    );
    expect(csvCell(keepAsText("+855 12 345 678 (ext. 4)"))).toBe("'+855 12 345 678 (ext. 4)");
    expect(csvCell(keepAsText("-1+1"))).toBe("'-1+1");
    expect(csvCell(keepAsText("+855;=1+1"))).toBe(`"'+855;'=1+1"`);
    expect(csvCell(keepAsText("ask for Dara"))).toBe("ask for Dara");
  });

  it("never lets a cell start a formula, with or without the invisible space", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^[+(]?[\d ()+./=@-]{0,20}$/)),
        (value) => {
          const cell = parseCsv(csvLine(["Phone"]) + csvLine([keepAsText(value)]))[1]![0]!;
          // Should a program strip the invisible space, what is left is digits and phone
          // punctuation: at worst arithmetic, never a function, a reference or a link.
          if (cell.startsWith(ZWSP)) expect(cell.slice(1)).toMatch(/^[+(\d][\d ()+./-]*$/);
          else expect(cell).not.toMatch(/^[=+\-@\t\r]/);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("csvLine", () => {
  it("writes one line with a CRLF end", () => {
    expect(csvLine(["id", "name"])).toBe("id,name\r\n");
    expect(csvLine([2, "B, C", null])).toBe('2,"B, C",\r\n');
  });

  it("round-trips any text through an RFC 4180 reader, formulas only gaining the quote", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 2 }), { maxLength: 5 }),
        (rows) => {
          const parsed = parseCsv(csvOf(["a", "b"], rows));
          const expected = rows.map((row) =>
            row.map((cell) =>
              (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell).replace(
                /([,;\t])(?=[=+\-@])/g,
                "$1'",
              ),
            ),
          );
          expect(parsed).toEqual([["a", "b"], ...expected]);
        },
      ),
      { numRuns: 500 },
    );
  });
});
