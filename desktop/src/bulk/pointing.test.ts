import { IMAGE_SLOTS, slotFitMessages } from "@app/contract";
import { describe, expect, it } from "vitest";
import { file, image } from "../../test/image-bytes.ts";
import { filterChoices, pictureChoices } from "./picture-choices.ts";
import { type PointResult, pointFile, unpointFile } from "./pointing.ts";
import {
  addFiles,
  emptyReview,
  planBatch,
  preferFile,
  type ReviewState,
  reasons,
  reviewRows,
  setAccepted,
  setChecked,
  setCreateNew,
  setSkipped,
  setSlots,
} from "./review.ts";

const hero = image("hero-factory.svg", {
  id: 1,
  version: 3,
  name: "Hero factory",
  alt: "Sewing hall at dawn",
});
const logo = image("logo.svg", { id: 2, version: 1, name: "Logo" });
const team = image("team.svg", { id: 3, version: 7, name: "Team photo" });
const guide = image("gots-guide.pdf", { id: 4, contentType: "application/pdf", name: "Guide" });
const JPEG = { ok: true as const, type: "image/jpeg" as const };

/** A camera file as the main process hands it out: a token as key, its time of last change. */
const camera = (relativePath: string, token: string, modified = 1_700_000_000_000) => ({
  ...file(relativePath, 4000),
  key: token,
  modified,
});

function reviewOf(files: ReturnType<typeof camera>[]) {
  let state = addFiles(emptyReview([hero, logo, team, guide], "uploads"), files);
  for (const f of files) state = setChecked(state, f.key, JPEG, { width: 1280, height: 720 });
  return setSlots(state, new Map([[1, ["hero"] as const]]));
}

const ok = (result: PointResult): ReviewState => {
  if (!result.ok) throw new Error(result.message);
  return result.state;
};
const rowOf = (state: ReviewState, key: string) =>
  reviewRows(state).find((row) => row.file.key === key)!;

describe("pointing an unmatched file at the picture it replaces", () => {
  it("turns the file into a replacement, checked like a name match", () => {
    let state = reviewOf([camera("shoot/IMG_2034.JPG", "t1")]);
    expect(rowOf(state, "t1")).toMatchObject({ status: "skip", match: { kind: "unmatched" } });

    state = ok(pointFile(state, "t1", hero.id));
    const row = rowOf(state, "t1");
    expect(row.match).toMatchObject({ kind: "pointed", image: { id: hero.id } });
    // The hero slot's own check: a 1280 px photo is too small for the home page background.
    expect(row.status).toBe("needs-acceptance");
    expect(row.warnings).toEqual([slotFitMessages.tooSmall(1280, IMAGE_SLOTS.hero)]);

    state = setAccepted(state, "t1", true);
    expect(planBatch(state).uploads).toEqual([
      expect.objectContaining({ key: "t1", kind: "replace", image: hero }),
    ]);
  });

  it("is remembered when the file is checked again and when the same file is dropped again", () => {
    let state = ok(pointFile(reviewOf([camera("shoot/IMG_2034.JPG", "t1")]), "t1", logo.id));
    state = setChecked(state, "t1", JPEG, { width: 1280, height: 720 });
    expect(rowOf(state, "t1").match.image?.id).toBe(logo.id);

    // Dropped again: a new token, the same path, size and time of last change.
    state = addFiles(state, [camera("shoot/IMG_2034.JPG", "t2")]);
    state = setChecked(state, "t2", JPEG, { width: 1280, height: 720 });
    expect(reviewRows(state).map((row) => row.file.key)).toEqual(["t2"]);
    expect(rowOf(state, "t2")).toMatchObject({ status: "replace", match: { kind: "pointed" } });

    // Changed since (another time of last change): it is another file, unmatched.
    state = addFiles(state, [camera("shoot/IMG_2034.JPG", "t3", 1_700_000_999_000)]);
    state = setChecked(state, "t3", JPEG);
    expect(rowOf(state, "t3").match.kind).toBe("unmatched");
  });

  it("refuses a second file for a picture another file already replaces", () => {
    let state = reviewOf([camera("IMG_1.JPG", "a"), camera("IMG_2.JPG", "b")]);
    state = ok(pointFile(state, "a", team.id));
    expect(pointFile(state, "b", team.id)).toEqual({
      ok: false,
      message:
        "IMG_1.JPG already replaces team.svg: undo that choice first, or choose another picture.",
    });
    // Once the first choice is undone, the second file may have it.
    state = ok(pointFile(unpointFile(state, "a"), "b", team.id));
    expect(rowOf(state, "a").match.kind).toBe("unmatched");
    expect(rowOf(state, "b").match.image?.id).toBe(team.id);
  });

  it("refuses a picture already matched by name, until that file is skipped", () => {
    const named = { ...file("shoot/logo.svg"), modified: 1 };
    let state = addFiles(reviewOf([camera("IMG_2034.JPG", "t1")]), [named]);
    state = setChecked(state, named.key, { ok: true, type: "image/svg+xml" });
    const refused = pointFile(state, "t1", logo.id);
    expect(refused).toEqual({
      ok: false,
      message:
        "shoot/logo.svg already replaces logo.svg, whose name it has: skip that file first, or choose another picture.",
    });
    // A file matched by name is not pointed elsewhere.
    expect(pointFile(state, named.key, team.id)).toMatchObject({ ok: false });

    state = ok(pointFile(setSkipped(state, named.key, true), "t1", logo.id));
    expect(rowOf(state, "t1").status).toBe("replace");
  });

  it("lists a file dropped later with the picture's name as a duplicate of the choice", () => {
    let state = ok(pointFile(reviewOf([camera("IMG_2034.JPG", "t1")]), "t1", team.id));
    state = addFiles(state, [{ ...file("new/team.svg"), modified: 1 }]);
    state = setChecked(state, "new/team.svg", { ok: true, type: "image/svg+xml" });
    expect(rowOf(state, "new/team.svg")).toMatchObject({
      status: "duplicate",
      reason: reasons.duplicate("IMG_2034.JPG", "team.svg"),
    });
    expect(planBatch(state).uploads.map((upload) => upload.key)).toEqual(["t1"]);
    // The user may still prefer the named file: then the choice is the duplicate.
    state = preferFile(state, "new/team.svg");
    expect(rowOf(state, "t1").status).toBe("duplicate");
  });

  it("replaces a choice to upload as new, and undoing the choice leaves it unmatched", () => {
    let state = setCreateNew(reviewOf([camera("IMG_2034.JPG", "t1")]), "t1", true);
    expect(rowOf(state, "t1").status).toBe("create");
    state = ok(pointFile(state, "t1", logo.id));
    expect(state.createNew).toEqual([]);
    expect(rowOf(state, "t1").status).toBe("replace");
    state = unpointFile(state, "t1");
    expect(rowOf(state, "t1")).toMatchObject({ status: "skip", match: { kind: "unmatched" } });
  });
});

describe("the picker's pictures", () => {
  it("lists the site's pictures by what they show, where they are used and who takes them", () => {
    const state = ok(
      pointFile(reviewOf([camera("IMG_1.JPG", "a"), camera("IMG_2.JPG", "b")]), "a", team.id),
    );
    const choices = pictureChoices(state, "b");
    expect(
      choices.map(({ title, usage, takenBy, image }) => ({
        title,
        usage,
        takenBy,
        file: image.filename,
      })),
    ).toEqual([
      { title: "Logo", usage: [], takenBy: null, file: "logo.svg" },
      {
        title: "Sewing hall at dawn",
        usage: [IMAGE_SLOTS.hero.label],
        takenBy: null,
        file: "hero-factory.svg",
      },
      { title: "Team photo", usage: [], takenBy: "IMG_1.JPG", file: "team.svg" },
    ]);
    // For the file that has it, its own picture is not taken.
    expect(pictureChoices(state, "a").find((c) => c.image.id === team.id)?.takenBy).toBeNull();
  });

  it("filters by name, alt text, usage and file name, every word", () => {
    const choices = pictureChoices(reviewOf([camera("IMG_1.JPG", "a")]), "a");
    const found = (query: string) => filterChoices(choices, query).map((c) => c.image.filename);
    expect(found("")).toHaveLength(3);
    expect(found("dawn")).toEqual(["hero-factory.svg"]);
    expect(found("HOME page")).toEqual(["hero-factory.svg"]);
    expect(found("hero factory")).toEqual(["hero-factory.svg"]);
    expect(found("team.svg")).toEqual(["team.svg"]);
    expect(found("logo dawn")).toEqual([]);
  });
});
