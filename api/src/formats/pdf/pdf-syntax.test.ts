import { describe, expect, it } from "vitest";
import { NameReader } from "./pdf-syntax.ts";

/** The name at the start of `text`, as read: its known value, where it ends, how it is spelled. */
function nameOf(text: string, asPoppler = false) {
  const names = new NameReader();
  const name = names.read(Buffer.from(text, "latin1"), 0, asPoppler);
  return { name, end: names.end, malformed: names.malformed, splits: names.splits };
}

describe("NameReader", () => {
  it.each([
    ["/JavaScript", "JavaScript"],
    ["/J#61vaScript", "JavaScript"],
    ["/#4A#53 (x)", "JS"],
    ["/Filter[", "Filter"],
    ["/Fil", null],
    ["/JavaScripts", null],
  ])("reads %j as %j", (text, name) => {
    expect(nameOf(text)).toEqual({
      name,
      end: text.search(/[\s[(]|$/),
      malformed: false,
      splits: false,
    });
  });

  // poppler keeps a name's value as a C string: it ends at the first NUL.
  it.each([
    ["/JS#00", "JS", 6],
    ["/JavaScript#00x ", "JavaScript", 15],
    ["/Filter#00x", "Filter", 11],
    ["/#00JS", null, 6],
  ])("reads %j up to its NUL, as poppler does, and calls it malformed", (text, name, end) => {
    expect(nameOf(text)).toEqual({ name, end, malformed: true, splits: false });
  });

  // After `#` and one digit poppler takes the next byte as the second digit, whatever it is.
  it.each([
    ["/JavaScri#7Zt", "JavaScript", 13, false],
    ["/X#G0", null, 5, false],
    ["/X#", null, 3, false],
    ["/X#4", null, 4, false],
    ["/JavaScri#7(t", "JavaScript", 11, true],
    ["/JavaScri#7 t", "JavaScript", 11, true],
  ])("reads %j as poppler does, and calls it malformed", (text, name, end, splits) => {
    expect(nameOf(text)).toEqual({ name, end, malformed: true, splits });
  });

  it("ends a name where poppler does when asked", () => {
    expect(nameOf("/X#4(abc) 1", true)).toMatchObject({ end: 8, splits: true });
    expect(nameOf("/X#4(abc) 1")).toMatchObject({ end: 4, splits: true });
  });

  it("reads no further than a known name can reach past where pdf.js ends it", () => {
    const long = `/X#4(${"a".repeat(100_000)}`;
    expect(nameOf(long)).toMatchObject({ name: null, end: 4 });
  });
});
