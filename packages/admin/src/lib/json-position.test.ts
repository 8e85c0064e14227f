import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineColumnAt, parseJsonWithPosition } from "./json-position.ts";

function failure(text: string) {
  const result = parseJsonWithPosition(text);
  if (result.ok) throw new Error(`expected a failure for ${JSON.stringify(text)}`);
  return result;
}

describe("parseJsonWithPosition", () => {
  it("parses valid JSON like JSON.parse", () => {
    const text = '{\n  "title": "Hi",\n  "list": [1, -2.5e3, true, null, "\\u00e9"]\n}';
    expect(parseJsonWithPosition(text)).toEqual({ ok: true, value: JSON.parse(text) });
  });

  it("points at a missing comma between properties", () => {
    const text = '{\n  "a": 1\n  "b": 2\n}';
    expect(failure(text)).toMatchObject({ line: 3, column: 3, offset: 13 });
    expect(failure(text).message).toContain("',' or '}'");
  });

  it("points at a trailing comma", () => {
    expect(failure('{\n  "a": 1,\n}')).toMatchObject({ line: 2, column: 9 });
    expect(failure("[1, 2,]")).toMatchObject({ line: 1, column: 6 });
    expect(failure("[1, 2,]").message).toMatch(/Trailing comma/);
  });

  it("points at single-quoted strings and unquoted names", () => {
    expect(failure("{'a': 1}")).toMatchObject({ line: 1, column: 2 });
    expect(failure('{\n\n    title: "x"}')).toMatchObject({ line: 3, column: 5 });
  });

  it("reports an unterminated string at its opening quote", () => {
    expect(failure('{"a": "open}')).toMatchObject({ line: 1, column: 7 });
    expect(failure('{"a": "line\nbreak"}')).toMatchObject({ line: 1, column: 12 });
  });

  it("reports the end of input for truncated documents", () => {
    const text = '{\n  "a": [1, 2';
    expect(failure(text)).toMatchObject({ offset: text.length, line: 2, column: 13 });
    expect(failure("")).toMatchObject({ line: 1, column: 1 });
    expect(failure("").message).toMatch(/end of input/);
  });

  it("refuses what JSON.parse refuses: leading zeros, bad escapes, extra content", () => {
    expect(failure("012")).toMatchObject({ column: 1 });
    expect(failure('"\\x"')).toMatchObject({ column: 2 });
    expect(failure('{"a":1} x')).toMatchObject({ column: 9 });
    expect(failure("1.")).toMatchObject({ column: 3 });
    expect(failure("NaN")).toMatchObject({ column: 1 });
  });

  it("agrees with JSON.parse on whether any text is valid", () => {
    const jsonish = fc.oneof(
      fc.json(),
      fc.json().map((s) => s.replace(/,/, "")),
      fc.json().map((s) => s.slice(0, -1)),
      fc.string({
        unit: fc.constantFrom(
          "{",
          "}",
          "[",
          "]",
          ",",
          ":",
          '"',
          "1",
          "a",
          " ",
          "\n",
          "\\",
          "-",
          ".",
          "e",
        ),
      }),
    );
    fc.assert(
      fc.property(jsonish, (text) => {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        expect(parseJsonWithPosition(text).ok).toBe(valid);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("lineColumnAt", () => {
  it("counts lines and columns from 1", () => {
    expect(lineColumnAt("ab\ncd", 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumnAt("ab\ncd", 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumnAt("ab\ncd", 99)).toEqual({ line: 2, column: 3 });
  });
});
