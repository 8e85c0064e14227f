import { describe, expect, it } from "vitest";
import { objectRegions } from "./pdf-object-stream.ts";
import type { PdfDict, PdfValue } from "./pdf-objects.ts";

const number = (value: number): PdfValue => ({ kind: "number", value });
const dictOf = (entries: [string, PdfValue][]) => new Map(entries) as PdfDict;
const bytes = (text: string) => Buffer.from(text, "latin1");
const pace = () => undefined;

async function regionsOf(content: string, entries: [string, PdfValue][]) {
  const regions = await objectRegions(dictOf(entries), bytes(content), pace);
  return regions && [...regions].map(([start, end]) => content.slice(start, end));
}

describe("objectRegions", () => {
  it("takes each object from its offset to the next one's, as readers do", async () => {
    const header = "1 0 2 6 %a comment\n3 9 ";
    const content = `${header}(ab << /A 1 >> ) [1]`;
    const first = header.length;
    expect(
      await regionsOf(content, [
        ["First", number(first)],
        ["N", number(3)],
      ]),
    ).toEqual(["(ab <<", " /A", " 1 >> ) [1]"]);
  });

  it("reads a stream without /First as one: readers can use no object of it", async () => {
    const content = "1 0 2 5 <<>> <<>>";
    expect(await regionsOf(content, [["N", number(2)]])).toEqual([content]);
  });

  it.each([
    ["holds other than numbers", "1 0 x 5 <<>> <<>>", 8, 2],
    [
      "holds an offset readers read as a number and the check would not",
      "1 0 2 5+ <<>> <<>>",
      9,
      2,
    ],
    ["has offsets that go back", "1 0 2 5 3 2 <<>> <<>> <<>>", 12, 3],
  ])("cannot tell where objects are when the header %s", async (_label, content, first, count) => {
    expect(
      await regionsOf(content, [
        ["First", number(first)],
        ["N", number(count)],
      ]),
    ).toBe(null);
  });

  it("cannot tell where objects are when /First or /N is a reference", async () => {
    expect(
      await regionsOf("1 0 <<>>", [
        ["First", { kind: "ref" }],
        ["N", number(1)],
      ]),
    ).toBe(null);
  });

  it("cannot tell where objects are when the first does not start at /First", async () => {
    // poppler starts the objects at the first offset, pdf.js at /First.
    const header = "1 4 2 9 ";
    expect(
      await regionsOf(`${header}1234 <<>> <<>>`, [
        ["First", number(header.length)],
        ["N", number(2)],
      ]),
    ).toBe(null);
  });
});
