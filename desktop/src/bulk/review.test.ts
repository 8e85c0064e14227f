import { IMAGE_SLOTS, type ImageSlotId, slotFitMessages, toastMessages } from "@app/contract";
import { describe, expect, it } from "vitest";
import { file, image } from "../../test/image-bytes.ts";
import {
  acceptAllWarnings,
  addFiles,
  chooseImage,
  confirmAllExtensionMatches,
  displayName,
  emptyReview,
  planBatch,
  preferFile,
  reasons,
  removeFile,
  reviewRows,
  setAccepted,
  setChecked,
  setConfirmed,
  setCreateAllUnmatched,
  setNewSection,
  setSkipped,
  setSlots,
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

  it("confirms every match by another extension at once, and only those", () => {
    const state = confirmAllExtensionMatches(reviewOf(["LOGO.png", "unknown.png"]));
    expect(statusOf(state)).toEqual({ "LOGO.png": "replace", "unknown.png": "skip" });
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

describe("review with the slots each image fills", () => {
  const JPEG = { ok: true as const, type: "image/jpeg" as const };
  const small = { width: 640, height: 360 };
  const tooSmallForHero = slotFitMessages.tooSmall(640, IMAGE_SLOTS.hero);
  const slots = (entries: [number, ImageSlotId[]][]) => new Map(entries);

  /** Files checked as JPEGs of the given pixel size, with the server's slots. */
  function photos(
    sizes: Record<string, { width: number; height: number } | null>,
    slotsByImage = slots([
      [1, ["logo"]],
      [2, ["hero"]],
    ]),
  ) {
    let state = addFiles(
      emptyReview([logo, hero, teamPng], "gallery"),
      Object.keys(sizes).map((p) => file(p)),
    );
    for (const [p, pixels] of Object.entries(sizes)) state = setChecked(state, p, JPEG, pixels);
    return setSlots(state, slotsByImage);
  }

  it("holds a file with warnings back until they are accepted, then sends it", () => {
    let state = photos({ "hero.jpg": small });
    const [row] = reviewRows(state);
    expect(row).toMatchObject({
      status: "needs-acceptance",
      slots: [{ id: "hero", warnings: [tooSmallForHero] }],
      pixels: small,
      warnings: [tooSmallForHero],
      reason: reasons.notAccepted([tooSmallForHero]),
    });
    expect(planBatch(state).uploads).toHaveLength(0);
    expect(planBatch(state).skipped).toEqual([
      { file: row!.file, reason: `Not accepted: ${tooSmallForHero}`, refused: false },
    ]);

    state = setAccepted(state, "hero.jpg", true);
    expect(statusOf(state)).toEqual({ "hero.jpg": "replace" });
    expect(planBatch(state).uploads[0]).toMatchObject({ kind: "replace", image: { id: 2 } });

    state = setAccepted(state, "hero.jpg", false);
    expect(statusOf(state)).toEqual({ "hero.jpg": "needs-acceptance" });
  });

  it("warns about a shape far from the slot's frame", () => {
    const state = photos({ "hero.jpg": { width: 2400, height: 2400 } });
    expect(reviewRows(state)[0]!.warnings).toEqual([slotFitMessages.shape(IMAGE_SLOTS.hero, 44)]);
  });

  it("asks again when the warnings change (other slots since the acceptance)", () => {
    let state = setAccepted(photos({ "hero.jpg": small }), "hero.jpg", true);
    state = setSlots(
      state,
      slots([
        [1, ["logo"]],
        [2, ["hero", "card"]],
      ]),
    );
    const [row] = reviewRows(state);
    expect(row!.status).toBe("needs-acceptance");
    expect(row!.warnings).toEqual([
      tooSmallForHero,
      slotFitMessages.tooSmall(640, IMAGE_SLOTS.card),
    ]);
  });

  it("accepts every waiting file at once, and only those", () => {
    let state = photos({ "hero.jpg": small, "logo.jpg": small, "team.png": small });
    expect(statusOf(state)).toEqual({
      "hero.jpg": "needs-acceptance",
      "logo.jpg": "needs-confirmation",
      "team.png": "replace",
    });
    state = acceptAllWarnings(state);
    expect(statusOf(state)).toEqual({
      "hero.jpg": "replace",
      "logo.jpg": "needs-confirmation",
      "team.png": "replace",
    });
  });

  it("asks for the confirmation of another extension first, then for the warnings", () => {
    let state = photos({ "logo.jpg": { width: 200, height: 60 } });
    expect(reviewRows(state)[0]).toMatchObject({
      status: "needs-confirmation",
      warnings: [slotFitMessages.tooSmall(200, IMAGE_SLOTS.logo)],
    });
    state = setConfirmed(state, "logo.jpg", true);
    expect(statusOf(state)).toEqual({ "logo.jpg": "needs-acceptance" });
    state = setAccepted(state, "logo.jpg", true);
    expect(planBatch(state).uploads).toHaveLength(1);
  });

  it("still refuses a file that failed its checks, whatever its slots", () => {
    let state = photos({ "hero.jpg": small });
    state = setChecked(state, "hero.jpg", {
      ok: false,
      reason: "too-large",
      message: toastMessages.fileTooLarge,
    });
    expect(reviewRows(state)[0]).toMatchObject({ status: "refused", warnings: [] });
    expect(planBatch(state).skipped[0]).toMatchObject({ refused: true });
  });

  it("sends as before what no slot rule applies to", () => {
    // No pixel size (an SVG, or nothing measured), an image shown nowhere, a new image.
    const state = setCreateAllUnmatched(
      photos({ "logo.svg": null, "team.png": { width: 10, height: 10 }, "new.jpg": small }),
      true,
    );
    expect(statusOf(state)).toEqual({
      "logo.svg": "replace",
      "new.jpg": "create",
      "team.png": "replace",
    });
    expect(reviewRows(state).flatMap((row) => row.warnings)).toEqual([]);
    expect(planBatch(state).uploads).toHaveLength(3);
  });

  it("waits for the slots before judging a measured picture, not an unmeasured one", () => {
    let state = addFiles(emptyReview([logo, hero]), [file("hero.jpg"), file("logo.svg")]);
    state = setChecked(state, "hero.jpg", JPEG, small);
    state = setChecked(state, "logo.svg", { ok: true, type: "image/svg+xml" });
    expect(statusOf(state)).toEqual({ "hero.jpg": "checking", "logo.svg": "replace" });
    expect(planBatch(state).pending).toBe(1);
    state = setSlots(state, slots([]));
    expect(statusOf(state)).toEqual({ "hero.jpg": "replace", "logo.svg": "replace" });
  });

  it("forgets a removed file's size and acceptance", () => {
    const state = removeFile(
      setAccepted(photos({ "hero.jpg": small }), "hero.jpg", true),
      "hero.jpg",
    );
    expect(state.pixels).toEqual({});
    expect(state.accepted).toEqual({});
  });
});
