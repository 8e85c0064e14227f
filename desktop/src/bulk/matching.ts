import type { WebsiteImage } from "@app/contract";
import { depthOf, extensionOf, storedStem } from "./local-file.ts";

/** The part of a file matching needs. */
export interface MatchableFile {
  key: string;
  name: string;
  relativePath: string;
}

export type MatchKind =
  /** Same filename, ignoring case. */
  | "exact"
  /**
   * The same name once stored the way the server stores names, but not the same filename:
   * another extension (logo.png for logo.svg) or other spelling ("Hero Factory.svg" for
   * hero-factory.svg). Needs a confirmation.
   */
  | "extension"
  /** Matched by no name; the user pointed it at the image it replaces (pointing.ts). */
  | "pointed"
  | "unmatched";

export interface FileMatch {
  key: string;
  kind: MatchKind;
  /** The image this file would replace (for "extension" with several candidates, the first). */
  image: WebsiteImage | null;
  /** Every image with the same name but another extension, when kind is "extension". */
  candidates: WebsiteImage[];
  /**
   * Set when another file in the batch targets the same image (or, unmatched, has the same
   * name) and wins: an exact match beats an extension match, then the file nearest the top
   * of the dropped folder wins, then the first by path.
   */
  duplicateOf: string | null;
}

/**
 * Matches each file to a registered image by filename, case-insensitively. A file whose name
 * matches but whose extension differs is an "extension" match; anything else is unmatched.
 * When several files target one image, one wins and the others are marked `duplicateOf`.
 */
export function matchFiles(
  files: readonly MatchableFile[],
  images: readonly WebsiteImage[],
): FileMatch[] {
  const byFilename = new Map<string, WebsiteImage>();
  const byStem = new Map<string, WebsiteImage[]>();
  for (const image of [...images].sort((a, b) => a.id - b.id)) {
    const lower = image.filename.toLowerCase();
    if (!byFilename.has(lower)) byFilename.set(lower, image);
    const stem = storedStem(image.filename);
    byStem.set(stem, [...(byStem.get(stem) ?? []), image]);
  }

  const matches = files.map((file): FileMatch => {
    const exact = byFilename.get(file.name.toLowerCase());
    if (exact)
      return { key: file.key, kind: "exact", image: exact, candidates: [], duplicateOf: null };
    const candidates = byStem.get(storedStem(file.name)) ?? [];
    if (candidates.length > 0) {
      return {
        key: file.key,
        kind: "extension",
        image: candidates[0]!,
        candidates,
        duplicateOf: null,
      };
    }
    return { key: file.key, kind: "unmatched", image: null, candidates: [], duplicateOf: null };
  });
  return markDuplicates(files, matches);
}

/** What a file would write to: an image it replaces, or the filename of a new image. */
export const targetOf = (match: FileMatch, filename: string): string =>
  match.image ? `image:${match.image.id}` : `new:${storedStem(filename)}.${extensionOf(filename)}`;

/** Among files that target one image, keeps one and marks the rest as its duplicates. */
export function markDuplicates(
  files: readonly MatchableFile[],
  matches: readonly FileMatch[],
  /** Files the user picked to win their group. */
  preferredKeys: ReadonlySet<string> = new Set(),
): FileMatch[] {
  const fileByKey = new Map(files.map((file) => [file.key, file]));
  // Files that would replace the same image, or create images with the same filename.
  const groups = new Map<string, FileMatch[]>();
  for (const match of matches) {
    const target = targetOf(match, fileByKey.get(match.key)?.name ?? "");
    groups.set(target, [...(groups.get(target) ?? []), match]);
  }
  const loserOf = new Map<string, string>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const ranked = [...group].sort((a, b) => {
      const preferred = Number(preferredKeys.has(b.key)) - Number(preferredKeys.has(a.key));
      if (preferred !== 0) return preferred;
      const kind = Number(b.kind === "exact") - Number(a.kind === "exact");
      if (kind !== 0) return kind;
      const fa = fileByKey.get(a.key)!;
      const fb = fileByKey.get(b.key)!;
      const depth = depthOf(fa.relativePath) - depthOf(fb.relativePath);
      if (depth !== 0) return depth;
      return fa.relativePath < fb.relativePath ? -1 : fa.relativePath > fb.relativePath ? 1 : 0;
    });
    for (const loser of ranked.slice(1)) loserOf.set(loser.key, ranked[0]!.key);
  }
  return matches.map((match) => ({ ...match, duplicateOf: loserOf.get(match.key) ?? null }));
}

/**
 * The same file, whatever token it was handed out with: a file dropped again from the same
 * place, unchanged since (same size, same time of last change), keeps what was chosen for it.
 */
export const fileIdentity = (file: {
  relativePath: string;
  size: number;
  modified?: number;
}): string => `${file.relativePath.toLowerCase()}|${file.size}|${file.modified ?? ""}`;

/** Turns an unmatched file into a replacement of the image the user pointed it at. */
export function withPointed(match: FileMatch, image: WebsiteImage | undefined): FileMatch {
  if (!image || match.kind !== "unmatched") return match;
  return { ...match, kind: "pointed", image, candidates: [] };
}

/** Whether an extension match differs by its extension (else only by spelling). */
export const differsByExtension = (filename: string, image: WebsiteImage): boolean =>
  extensionOf(filename) !== extensionOf(image.filename);

/** Points an extension match at another of its candidates (several images share the name). */
export function withCandidate(match: FileMatch, imageId: number | undefined): FileMatch {
  if (imageId === undefined || match.kind !== "extension") return match;
  const image = match.candidates.find((candidate) => candidate.id === imageId);
  return image ? { ...match, image } : match;
}
