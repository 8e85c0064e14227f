import type { CanonicalImageType } from "./image-type.ts";

/** Extensions that fit each type; the first is the one added when a name has none that fits. */
const EXTENSIONS: Record<CanonicalImageType, readonly string[]> = {
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/gif": ["gif"],
  "image/webp": ["webp"],
  "image/svg+xml": ["svg"],
};

const MAX_STEM_LENGTH = 80;

/** The last path segment, whatever the separator. */
const basenameOf = (raw: string) => raw.split(/[/\\]/).at(-1) ?? "";

/** ASCII [a-z0-9._-] only, lower-case, accents folded ("Été" -> "ete"). */
const toSafeAscii = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-");

function splitExtension(raw: string): { stem: string; extension: string } {
  const ascii = toSafeAscii(basenameOf(raw));
  const dot = ascii.lastIndexOf(".");
  return dot >= 0
    ? { stem: ascii.slice(0, dot), extension: ascii.slice(dot + 1) }
    : { stem: ascii, extension: "" };
}

/**
 * The stem (name without extension) a file is stored under: what two uploads must not share.
 * The desktop app uses it to find name collisions before anything is sent.
 */
export function storedFilenameStem(raw: string): string {
  return (
    splitExtension(raw)
      // Dots left in the stem would make a second extension (`x.php.png`), and `..` a path.
      .stem.replace(/\./g, "-")
      .replace(/-{2,}/g, "-")
      .replace(/^[-_]+|[-_]+$/g, "")
      .slice(0, MAX_STEM_LENGTH)
      .replace(/[-_]+$/, "") || "image"
  );
}

/**
 * A safe stored filename for an upload: the last path segment whatever the separator, ASCII
 * [a-z0-9._-] only, lower-case, no leading dot, no `..`, and an extension that fits the type
 * the bytes were found to be (a wrong or missing one is replaced). Never empty.
 */
export function normalizeUploadFilename(raw: string, type: CanonicalImageType): string {
  const { extension } = splitExtension(raw);
  const fits = EXTENSIONS[type].includes(extension);
  return `${storedFilenameStem(raw)}.${fits ? extension : EXTENSIONS[type][0]}`;
}

/** A readable default name for a new image: `team-photo_2024.png` -> `Team photo 2024`. */
export function imageNameFromFilename(filename: string): string {
  const stem = filename
    .replace(/\.[^.]*$/, "")
    .replace(/[-_.]+/g, " ")
    .trim();
  return stem ? stem[0]!.toUpperCase() + stem.slice(1) : "Image";
}
