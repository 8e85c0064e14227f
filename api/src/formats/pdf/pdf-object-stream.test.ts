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
      "1 5 2 0 <<>> <<>>",
      [
        ["First", number(8)],
        ["N", number(2)],
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
});
