import { checkSlotFit, IMAGE_SLOTS, type ImageSlotId, type WebsiteImage } from "@app/contract";
import type { PixelSize } from "./check-files.ts";
import { type FileCheck, refusalText } from "./file-check.ts";
import type { SniffedType } from "./image-type.ts";
import {
  type FileMatch,
  fileIdentity,
  markDuplicates,
  matchFiles,
  targetOf,
  withCandidate,
  withPointed,
} from "./matching.ts";

/** What the review needs of a file. */
export interface ReviewFile {
  key: string;
  name: string;
  relativePath: string;
  size: number;
  /** When the file last changed, when known (see fileIdentity). */
  modified?: number;
}

/**
 * Everything the user has said about a batch. Kept as plain data so every change is a pure
 * function of the previous state (and the table can be re-rendered from it at any time).
 */
export interface ReviewState {
  files: ReviewFile[];
  images: WebsiteImage[];
  checks: Record<string, FileCheck>;
  /** Extension matches the user confirmed. */
  confirmed: string[];
  /** Files the user chose to skip although they could be sent. */
  skipped: string[];
  /** Unmatched files the user chose to upload as new images. */
  createNew: string[];
  /** Files the user picked over the others that target the same image. */
  preferred: string[];
  /** For extension matches with several candidates: the image the user picked. */
  chosenImage: Record<string, number>;
  /**
   * Unmatched files the user pointed at the image they replace, by fileIdentity (not by key:
   * the same file dropped again gets a new key and keeps its choice). See pointing.ts.
   */
  pointed: Record<string, number>;
  /** The section new images go into. */
  newSection: string;
  /** Pixel sizes of the checked pictures that could be measured, by file key. */
  pixels: Record<string, PixelSize>;
  /** The slots each image fills on the site, by image id; null until the server said. */
  slotsByImage: ReadonlyMap<number, readonly ImageSlotId[]> | null;
  /**
   * The slot warnings the user accepted, by file key. Kept as their texts: another target
   * image or other slots give other warnings, which ask again.
   */
  accepted: Record<string, readonly string[]>;
}

export function emptyReview(images: WebsiteImage[] = [], newSection = ""): ReviewState {
  return {
    files: [],
    images,
    checks: {},
    confirmed: [],
    skipped: [],
    createNew: [],
    preferred: [],
    chosenImage: {},
    pointed: {},
    newSection,
    pixels: {},
    slotsByImage: null,
    accepted: {},
  };
}

/** Adds files; a file with the same relative path as one already listed replaces it. */
export function addFiles(state: ReviewState, files: readonly ReviewFile[]): ReviewState {
  const incoming = new Set(files.map((file) => file.relativePath.toLowerCase()));
  const kept = state.files.filter((file) => !incoming.has(file.relativePath.toLowerCase()));
  const all = [...kept, ...files].sort((a, b) =>
    a.relativePath.localeCompare(b.relativePath, undefined, { sensitivity: "base" }),
  );
  return { ...state, files: all };
}

export function removeFile(state: ReviewState, key: string): ReviewState {
  const without = (list: string[]) => list.filter((k) => k !== key);
  const { [key]: _check, ...checks } = state.checks;
  const { [key]: _pixels, ...pixels } = state.pixels;
  const { [key]: _accepted, ...accepted } = state.accepted;
  return {
    ...state,
    files: state.files.filter((file) => file.key !== key),
    checks,
    pixels,
    accepted,
    confirmed: without(state.confirmed),
    skipped: without(state.skipped),
    createNew: without(state.createNew),
    preferred: without(state.preferred),
  };
}

/** A file's check, with its pixel size when it is a picture that could be measured. */
export function setChecked(
  state: ReviewState,
  key: string,
  check: FileCheck,
  pixels: PixelSize | null = null,
): ReviewState {
  const { [key]: _previous, ...others } = state.pixels;
  return {
    ...state,
    checks: { ...state.checks, [key]: check },
    pixels: pixels ? { ...others, [key]: pixels } : others,
  };
}

export const setSlots = (
  state: ReviewState,
  slotsByImage: ReadonlyMap<number, readonly ImageSlotId[]>,
): ReviewState => ({ ...state, slotsByImage });

const toggle = (list: string[], key: string, on: boolean) =>
  on ? [...new Set([...list, key])] : list.filter((k) => k !== key);

export const setConfirmed = (state: ReviewState, key: string, on: boolean): ReviewState => ({
  ...state,
  confirmed: toggle(state.confirmed, key, on),
});

export const setSkipped = (state: ReviewState, key: string, on: boolean): ReviewState => ({
  ...state,
  skipped: toggle(state.skipped, key, on),
});

export const setCreateNew = (state: ReviewState, key: string, on: boolean): ReviewState => ({
  ...state,
  createNew: toggle(state.createNew, key, on),
});

/** Upload every unmatched file as a new image (or none of them). */
export function setCreateAllUnmatched(state: ReviewState, on: boolean): ReviewState {
  const unmatched = matchesOf(state)
    .filter((match) => match.kind === "unmatched")
    .map((match) => match.key);
  return {
    ...state,
    createNew: on ? [...new Set([...state.createNew, ...unmatched])] : [],
  };
}

/** Makes this file the one that replaces its image; the others become its duplicates. */
export const preferFile = (state: ReviewState, key: string): ReviewState => ({
  ...state,
  preferred: [...state.preferred.filter((k) => k !== key), key],
});

export const chooseImage = (state: ReviewState, key: string, imageId: number): ReviewState => ({
  ...state,
  chosenImage: { ...state.chosenImage, [key]: imageId },
});

export const setNewSection = (state: ReviewState, section: string): ReviewState => ({
  ...state,
  newSection: section,
});

/** The current match of every file, with the user's picks applied. */
export function matchesOf(state: ReviewState): FileMatch[] {
  const imageById = new Map(state.images.map((image) => [image.id, image]));
  const fileByKey = new Map(state.files.map((file) => [file.key, file]));
  const pointedImage = (key: string) => {
    const file = fileByKey.get(key);
    const id = file ? state.pointed[fileIdentity(file)] : undefined;
    return id === undefined ? undefined : imageById.get(id);
  };
  const matches = matchFiles(state.files, state.images).map((match) =>
    withPointed(withCandidate(match, state.chosenImage[match.key]), pointedImage(match.key)),
  );
  // One preferred file per target: the user's most recent pick for it, else the file the user
  // pointed at it (a file dropped later with the picture's name does not quietly take over).
  const nameOf = new Map(state.files.map((file) => [file.key, file.name]));
  const latest = new Map<string, string>();
  const pointedKeys = matches.filter((m) => m.kind === "pointed").map((m) => m.key);
  for (const key of [...pointedKeys, ...state.preferred]) {
    const match = matches.find((m) => m.key === key);
    if (match) latest.set(targetOf(match, nameOf.get(key) ?? ""), key);
  }
  return markDuplicates(state.files, matches, new Set(latest.values()));
}

export type RowStatus =
  | "checking"
  | "refused"
  | "replace"
  | "needs-confirmation"
  | "needs-acceptance"
  | "create"
  | "duplicate"
  | "skip";

export interface ReviewRow {
  file: ReviewFile;
  match: FileMatch;
  check: FileCheck | null;
  status: RowStatus;
  /** Why the file will not be sent (refused, duplicate, skipped, not confirmed, not accepted). */
  reason: string | null;
  /** The sniffed type of a file that passed its checks. */
  type: SniffedType | null;
  /** The picture's pixel size, when it was measured. */
  pixels: PixelSize | null;
  /** The slots the target image fills on the site (none known: empty), each with its warnings. */
  slots: readonly SlotFitOfRow[];
  /** Every slot's warnings, each once: what must be accepted before the file is sent. */
  warnings: readonly string[];
}

export interface SlotFitOfRow {
  id: ImageSlotId;
  /** How the file would look there: too small, shaped unlike the frame. */
  warnings: readonly string[];
}

export const reasons = {
  unmatched: "No registered image has this filename",
  skippedByUser: "Skipped",
  duplicate: (winner: string, target: string) => `Duplicate: ${winner} also matches ${target}`,
  notConfirmed: (file: string, target: string) => `Not confirmed: ${file} would replace ${target}`,
  notAccepted: (warnings: readonly string[]) => `Not accepted: ${warnings.join("; ")}`,
  noSection: "Choose a section for new images",
} as const;

/**
 * How a file would fit each slot of the image it replaces. Only warnings: the fit check's
 * errors (over 5 MB, not an image) are the file check's refusals, which stop a file before.
 */
function slotFits(
  file: ReviewFile,
  type: SniffedType | null,
  pixels: PixelSize | null,
  slots: readonly ImageSlotId[],
): SlotFitOfRow[] {
  return slots.map((id) => ({
    id,
    warnings:
      type && pixels
        ? checkSlotFit({ byteSize: file.size, contentType: type, ...pixels }, [IMAGE_SLOTS[id]])
            .warnings
        : [],
  }));
}

const acceptedAll = (warnings: readonly string[], accepted: readonly string[] = []) =>
  warnings.every((warning) => accepted.includes(warning));

/** One row of the review table per file, in the files' order. */
export function reviewRows(state: ReviewState): ReviewRow[] {
  const matches = matchesOf(state);
  const fileByKey = new Map(state.files.map((file) => [file.key, file]));
  const confirmed = new Set(state.confirmed);
  const skipped = new Set(state.skipped);
  const createNew = new Set(state.createNew);
  return matches.map((match): ReviewRow => {
    const file = fileByKey.get(match.key)!;
    const check = state.checks[match.key] ?? null;
    const type = check?.ok ? check.type : null;
    const pixels = state.pixels[match.key] ?? null;
    const slots = slotFits(
      file,
      type,
      pixels,
      (match.image && state.slotsByImage?.get(match.image.id)) || [],
    );
    const warnings = [...new Set(slots.flatMap((slot) => slot.warnings))];
    const row = (status: RowStatus, reason: string | null = null): ReviewRow => ({
      file,
      match,
      check,
      status,
      reason,
      type,
      pixels,
      slots,
      warnings,
    });
    if (!check) return row("checking");
    if (!check.ok) return row("refused", refusalText(check.message));
    if (match.duplicateOf) {
      const winner = fileByKey.get(match.duplicateOf)!;
      return row(
        "duplicate",
        reasons.duplicate(winner.relativePath, match.image?.filename ?? file.name),
      );
    }
    if (skipped.has(match.key)) return row("skip", reasons.skippedByUser);
    if (match.image) {
      // A measured picture cannot be judged before the server has said where its image shows.
      if (pixels && !state.slotsByImage) return row("checking");
      if (match.kind === "extension" && !confirmed.has(match.key)) {
        return row("needs-confirmation", reasons.notConfirmed(file.name, match.image.filename));
      }
      return acceptedAll(warnings, state.accepted[match.key])
        ? row("replace")
        : row("needs-acceptance", reasons.notAccepted(warnings));
    }
    if (!createNew.has(match.key)) return row("skip", reasons.unmatched);
    return state.newSection.trim() ? row("create") : row("skip", reasons.noSection);
  });
}

/** Accepts the warnings a file has now (or withdraws the acceptance). */
export function setAccepted(state: ReviewState, key: string, on: boolean): ReviewState {
  const { [key]: _previous, ...accepted } = state.accepted;
  const row = on ? reviewRows(state).find((r) => r.file.key === key) : undefined;
  return { ...state, accepted: row ? { ...accepted, [key]: row.warnings } : accepted };
}

/** Accepts the warnings of every file that waits for an acceptance. */
/**
 * Confirms every match made by a name with another extension (`hero.jpg` for `hero.svg`):
 * what replacing illustrations with photographs asks of every file.
 */
export function confirmAllExtensionMatches(state: ReviewState): ReviewState {
  const waiting = reviewRows(state)
    .filter((row) => row.status === "needs-confirmation")
    .map((row) => row.file.key);
  return { ...state, confirmed: [...new Set([...state.confirmed, ...waiting])] };
}

export function acceptAllWarnings(state: ReviewState): ReviewState {
  const accepted = { ...state.accepted };
  for (const row of reviewRows(state)) {
    if (row.status === "needs-acceptance") accepted[row.file.key] = row.warnings;
  }
  return { ...state, accepted };
}

/** One upload the batch will make. */
export interface PlannedUpload {
  key: string;
  file: ReviewFile;
  kind: "replace" | "create";
  type: SniffedType;
  /** For a replacement: the image and the version the admin reviewed. */
  image: WebsiteImage | null;
  /** For a new image. */
  section: string | null;
  name: string | null;
}

export interface BatchPlan {
  uploads: PlannedUpload[];
  skipped: { file: ReviewFile; reason: string; refused: boolean }[];
  /** Files still being checked: the batch cannot start yet. */
  pending: number;
}

/** What Replace All will do with the review as it stands. */
export function planBatch(state: ReviewState): BatchPlan {
  const plan: BatchPlan = { uploads: [], skipped: [], pending: 0 };
  for (const row of reviewRows(state)) {
    if (row.status === "checking") plan.pending++;
    else if (row.status === "replace" || row.status === "create") {
      plan.uploads.push({
        key: row.file.key,
        file: row.file,
        kind: row.status,
        type: row.type!,
        image: row.status === "replace" ? row.match.image : null,
        section: row.status === "create" ? state.newSection.trim() : null,
        name: row.status === "create" ? displayName(row.file.name) : null,
      });
    } else {
      plan.skipped.push({
        file: row.file,
        reason: row.reason ?? reasons.skippedByUser,
        refused: row.status === "refused",
      });
    }
  }
  return plan;
}

/** "team-photo_2025.jpg" -> "Team photo 2025": a readable default name for a new image. */
export function displayName(filename: string): string {
  const dot = filename.lastIndexOf(".");
  const stem = dot > 0 ? filename.slice(0, dot) : filename;
  const words = stem.replace(/[-_.]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : filename;
}
