import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type DiffLine,
  diffLines,
  diffStats,
  foldUnchanged,
  prettyJson,
  splitLines,
} from "./line-diff.ts";

const render = (lines: DiffLine[]) =>
  lines.map((l) => `${l.kind === "same" ? " " : l.kind === "added" ? "+" : "-"}${l.text}`);

/** LCS length the slow, obviously right way. */
function lcsLength(a: string[], b: string[]): number {
  const memo = new Map<string, number>();
  const go = (i: number, j: number): number => {
    if (i === a.length || j === b.length) return 0;
    const key = `${i},${j}`;
    const cached = memo.get(key);
    if (cached !== undefined) return cached;
    const value = a[i] === b[j] ? go(i + 1, j + 1) + 1 : Math.max(go(i + 1, j), go(i, j + 1));
    memo.set(key, value);
    return value;
  };
  return go(0, 0);
}

describe("diffLines", () => {
  it("shows one changed property of pretty JSON as one removal and one addition", () => {
    const before = prettyJson({ title: "Old", subtitle: "Same", list: ["a", "b"] });
    const after = prettyJson({ title: "New", subtitle: "Same", list: ["a", "b"] });
    const diff = diffLines(before, after);
    expect(render(diff)).toEqual([
      " {",
      '-  "title": "Old",',
      '+  "title": "New",',
      '   "subtitle": "Same",',
      '   "list": [',
      '     "a",',
      '     "b"',
      "   ]",
      " }",
    ]);
    expect(diffStats(diff)).toEqual({ added: 1, removed: 1 });
  });

  it("numbers lines on both sides", () => {
    const diff = diffLines("a\nb\nc", "a\nx\nb\nc");
    expect(diff).toEqual([
      { kind: "same", text: "a", oldLine: 1, newLine: 1 },
      { kind: "added", text: "x", newLine: 2 },
      { kind: "same", text: "b", oldLine: 2, newLine: 3 },
      { kind: "same", text: "c", oldLine: 3, newLine: 4 },
    ]);
  });

  it("handles empty sides and identical texts", () => {
    expect(render(diffLines("", "a\nb"))).toEqual(["+a", "+b"]);
    expect(render(diffLines("a\nb", ""))).toEqual(["-a", "-b"]);
    expect(diffStats(diffLines("a\nb\n", "a\r\nb"))).toEqual({ added: 0, removed: 0 });
  });

  it("always rebuilds both texts and keeps a longest common subsequence", () => {
    const lines = fc.array(fc.constantFrom("a", "b", "c", "{", "}", '"x": 1,'), { maxLength: 12 });
    fc.assert(
      fc.property(lines, lines, (a, b) => {
        const diff = diffLines(a.join("\n"), b.join("\n"));
        expect(diff.filter((l) => l.kind !== "added").map((l) => l.text)).toEqual(a);
        expect(diff.filter((l) => l.kind !== "removed").map((l) => l.text)).toEqual(b);
        expect(diff.filter((l) => l.kind === "same")).toHaveLength(lcsLength(a, b));
      }),
      { numRuns: 500 },
    );
  });

  it("splits lines without a phantom last line", () => {
    expect(splitLines("a\n")).toEqual(["a"]);
    expect(splitLines("")).toEqual([]);
  });
});

describe("foldUnchanged", () => {
  it("folds long unchanged runs and keeps context around changes", () => {
    const before = Array.from({ length: 20 }, (_, i) => `line ${i}`).join("\n");
    const after = before.replace("line 10", "line ten");
    const chunks = foldUnchanged(diffLines(before, after), 2);
    expect(
      chunks.map((c) => (c.kind === "skipped" ? `skip ${c.count}` : `${c.lines.length} lines`)),
    ).toEqual(["skip 8", "6 lines", "skip 7"]);
  });
});
