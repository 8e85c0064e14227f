import { describe, expect, it } from "vitest";
import { file, image } from "../../test/image-bytes.ts";
import { matchFiles } from "./matching.ts";

const logo = image("logo.svg", { id: 1 });
const hero = image("Hero-Factory.JPG", { id: 2 });
const team = image("team.png", { id: 3 });
const teamJpg = image("team.jpg", { id: 4 });

describe("matchFiles", () => {
  it("matches by filename ignoring case, both ways", () => {
    const [a, b] = matchFiles([file("LOGO.SVG"), file("hero-factory.jpg")], [logo, hero]);
    expect(a).toMatchObject({ kind: "exact", image: { id: 1 }, duplicateOf: null });
    expect(b).toMatchObject({ kind: "exact", image: { id: 2 } });
  });

  it("flags a same-name file with another extension as an extension match", () => {
    const [match] = matchFiles([file("Logo.png")], [logo]);
    expect(match).toMatchObject({ kind: "extension", image: { id: 1 } });
    expect(match!.candidates.map((c) => c.id)).toEqual([1]);
  });

  it("treats a file without extension as an extension match of the same name", () => {
    expect(matchFiles([file("logo")], [logo])[0]).toMatchObject({ kind: "extension" });
  });

  it("prefers the exact filename over same-name images with other extensions", () => {
    expect(matchFiles([file("team.png")], [team, teamJpg])[0]).toMatchObject({
      kind: "exact",
      image: { id: 3 },
    });
  });

  it("lists every candidate when several images share the name", () => {
    const [match] = matchFiles([file("team.webp")], [teamJpg, team]);
    expect(match!.kind).toBe("extension");
    expect(match!.candidates.map((c) => c.id)).toEqual([3, 4]);
  });

  it("leaves a file with no such image unmatched", () => {
    expect(matchFiles([file("holiday.png")], [logo])[0]).toMatchObject({
      kind: "unmatched",
      image: null,
    });
  });

  it("matches files in nested folders by their own name only", () => {
    const matches = matchFiles(
      [file("shoot/2025/brand/logo.svg"), file("shoot/hero/HERO-FACTORY.jpg")],
      [logo, hero],
    );
    expect(matches.map((m) => [m.kind, m.image?.id])).toEqual([
      ["exact", 1],
      ["exact", 2],
    ]);
  });

  describe("duplicates", () => {
    it("keeps the file nearest the top of the drop when two nested files match one image", () => {
      const matches = matchFiles([file("shoot/old/logo.svg"), file("shoot/logo.svg")], [logo]);
      expect(matches[0]).toMatchObject({
        key: "shoot/old/logo.svg",
        duplicateOf: "shoot/logo.svg",
      });
      expect(matches[1]).toMatchObject({ key: "shoot/logo.svg", duplicateOf: null });
    });

    it("keeps an exact match over an extension match", () => {
      const matches = matchFiles([file("logo.png"), file("a/b/LOGO.svg")], [logo]);
      expect(matches[0]!.duplicateOf).toBe("a/b/LOGO.svg");
      expect(matches[1]!.duplicateOf).toBeNull();
    });

    it("breaks a tie by path", () => {
      const matches = matchFiles([file("b/logo.svg"), file("a/logo.svg")], [logo]);
      expect(matches.find((m) => m.key === "b/logo.svg")!.duplicateOf).toBe("a/logo.svg");
    });

    it("also pairs up unmatched files that would create the same new filename", () => {
      const matches = matchFiles([file("x/new.png"), file("y/NEW.png")], [logo]);
      expect(matches.map((m) => m.duplicateOf)).toEqual([null, "x/new.png"]);
    });

    it("does not pair different images", () => {
      const matches = matchFiles([file("logo.svg"), file("team.png")], [logo, team]);
      expect(matches.every((m) => m.duplicateOf === null)).toBe(true);
    });
  });
});

describe("names as the server stores them", () => {
  it("matches a differently spelled name as needing confirmation, never as new", () => {
    const heroFactory = image("hero-factory.svg", { id: 11 });
    const [spaced, accented, other] = matchFiles(
      [file("Hero Factory.svg"), file("Héro Factory!.PNG"), file("hero factory 2.svg")],
      [heroFactory],
    );
    expect(spaced).toMatchObject({ kind: "extension", image: { id: 11 } });
    expect(accented).toMatchObject({ kind: "extension", image: { id: 11 } });
    expect(other).toMatchObject({ kind: "unmatched" });
  });

  it("pairs up new files that the server would store under one filename", () => {
    const matches = matchFiles([file("a/Team Photo.png"), file("b/team-photo.png")], []);
    expect(matches.map((m) => m.duplicateOf)).toEqual([null, "a/Team Photo.png"]);
  });
});
