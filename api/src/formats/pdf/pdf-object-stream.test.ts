import { describe, expect, it } from "vitest";
import { MAX_OBJECT_STREAM_OBJECTS, objectRegions } from "./pdf-object-stream.ts";
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

  it.each([
    ["without /First", "1 0 2 5 <<>> <<>>", [["N", number(2)]]],
    [
      "whose header holds other than numbers",
      "1 0 x 5 <<>> <<>>",
      [
        ["First", number(8)],
        ["N", number(2)],
      ],
    ],
    [
      "whose offsets go back",
      "1 0 2 5 3 2 <<>> <<>> <<>>",
      [
        ["First", number(12)],
        ["N", number(3)],
      ],
    ],
  ] as [string, string, [string, PdfValue][]][])(
    "reads a stream %s as one: readers can use no object of it",
    async (_label, content, entries) => {
      expect(await regionsOf(content, entries)).toEqual([content]);
    },
  );

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

  it("cannot tell where objects are past the most one stream may hold", async () => {
    const count = MAX_OBJECT_STREAM_OBJECTS + 1;
    const header = Array.from({ length: count }, (_, i) => `${i + 1} ${i * 5} `).join("");
    const content = header + "<<>> ".repeat(count);
    const entries: [string, PdfValue][] = [["First", number(header.length)]];
    expect(await regionsOf(content, [...entries, ["N", number(count)]])).toBe(null);
    expect(await regionsOf(content, [...entries, ["N", number(count - 1)]])).toHaveLength(
      count - 1,
    );
  });
});
