import { toastMessages } from "@app/contract";
import { describe, expect, it } from "vitest";
import { file, image } from "../../test/image-bytes.ts";
import {
  addFiles,
  chooseImage,
  displayName,
  emptyReview,
  planBatch,
  preferFile,
  reasons,
  removeFile,
  reviewRows,
  setChecked,
  setConfirmed,
  setCreateAllUnmatched,
  setNewSection,
  setSkipped,
} from "./review.ts";

const logo = image("logo.svg", { id: 1, version: 4 });
const hero = image("hero.jpg", { id: 2, version: 1 });
const teamPng = image("team.png", { id: 3 });
const teamJpg = image("team.jpg", { id: 4 });
const PNG = { ok: true as const, type: "image/png" as const };

function reviewOf(paths: string[], images = [logo, hero]) {
  let state = addFiles(
    emptyReview(images, "gallery"),
    paths.map((p) => file(p)),
  );
  for (const p of paths) state = setChecked(state, p, PNG);
  return state;
}

const statusOf = (state: ReturnType<typeof reviewOf>) =>
  Object.fromEntries(reviewRows(state).map((row) => [row.file.relativePath, row.status]));

describe("review", () => {
  it("waits for every check before a batch can start", () => {
    const state = addFiles(emptyReview([logo]), [file("logo.svg")]);
    expect(reviewRows(state)[0]!.status).toBe("checking");
    expect(planBatch(state).pending).toBe(1);
  });

  it("replaces exact matches with the version that was reviewed", () => {
    const plan = planBatch(reviewOf(["logo.svg"]));
    expect(plan.uploads).toHaveLength(1);
    expect(plan.uploads[0]).toMatchObject({ kind: "replace", image: { id: 1, version: 4 } });
  });

  it("needs a confirmation for another extension, and skips it until then", () => {
    let state = reviewOf(["LOGO.png"]);
    expect(statusOf(state)).toEqual({ "LOGO.png": "needs-confirmation" });
    expect(planBatch(state).uploads).toHaveLength(0);
    expect(planBatch(state).skipped[0]!.reason).toBe(reasons.notConfirmed("LOGO.png", "logo.svg"));
    state = setConfirmed(state, "LOGO.png", true);
    expect(planBatch(state).uploads[0]).toMatchObject({ kind: "replace", image: { id: 1 } });
  });

  it("lets the user pick among several images of the same name", () => {
    let state = reviewOf(["team.webp"], [teamPng, teamJpg]);
    state = setConfirmed(chooseImage(state, "team.webp", 4), "team.webp", true);
    expect(planBatch(state).uploads[0]!.image?.id).toBe(4);
  });

  it("skips unmatched files unless asked to create them in a section", () => {
    let state = reviewOf(["new-photo_2025.png", "other.png"]);
    expect(planBatch(state).skipped.map((s) => s.reason)).toEqual([
      reasons.unmatched,
      reasons.unmatched,
    ]);
    state = setCreateAllUnmatched(state, true);
    const plan = planBatch(state);
    expect(plan.uploads.map((u) => [u.kind, u.section, u.name])).toEqual([
      ["create", "gallery", "New photo 2025"],
      ["create", "gallery", "Other"],
    ]);
    state = setNewSection(state, "  ");
    expect(planBatch(state).skipped[0]!.reason).toBe(reasons.noSection);
  });

  it("refuses files that failed their checks, in the spec's words", () => {
    let state = reviewOf(["logo.svg"]);
    state = setChecked(state, "logo.svg", {
      ok: false,
      reason: "too-large",
      message: toastMessages.fileTooLarge,
    });
    const plan = planBatch(state);
    expect(plan.uploads).toHaveLength(0);
    expect(plan.skipped[0]).toMatchObject({
      refused: true,
      reason: "File too large: Please upload an image smaller than 5MB.",
    });
  });

  it("sends one of two files for the same image, and lets the user switch", () => {
    let state = reviewOf(["a/logo.svg", "logo.svg"]);
    expect(statusOf(state)).toEqual({ "a/logo.svg": "duplicate", "logo.svg": "replace" });
    state = preferFile(state, "a/logo.svg");
    expect(statusOf(state)).toEqual({ "a/logo.svg": "replace", "logo.svg": "duplicate" });
    expect(planBatch(state).skipped[0]!.reason).toBe(reasons.duplicate("a/logo.svg", "logo.svg"));
    state = preferFile(state, "logo.svg");
    expect(statusOf(state)).toEqual({ "a/logo.svg": "duplicate", "logo.svg": "replace" });
  });

  it("honours a skip, and removing a file forgets it", () => {
    let state = setSkipped(reviewOf(["logo.svg", "hero.jpg"]), "hero.jpg", true);
    expect(statusOf(state)).toEqual({ "hero.jpg": "skip", "logo.svg": "replace" });
    state = removeFile(state, "hero.jpg");
    expect(state.files.map((f) => f.key)).toEqual(["logo.svg"]);
    expect(state.checks["hero.jpg"]).toBeUndefined();
  });

  it("replaces a re-dropped file with the same path instead of listing it twice", () => {
    const state = addFiles(reviewOf(["logo.svg"]), [{ ...file("LOGO.svg"), key: "new" }]);
    expect(state.files.map((f) => f.key)).toEqual(["new"]);
  });

  it("makes readable names for new images", () => {
    expect(displayName("team-photo_2025.final.JPG")).toBe("Team photo 2025 final");
    expect(displayName("IMG_0042.JPG")).toBe("IMG 0042");
  });
});
