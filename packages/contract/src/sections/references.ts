/**
 * What a section's content links to: other sections (standards, pillars), images and PDFs.
 * Found from the content when it is saved, so "where is this used" is a lookup, not a scan.
 */

export type ReferenceKind = "certification" | "pillar" | "image" | "document";

/** `certification:gots`, `pillar:capacity-building`, `image:logo.svg`, `document:guide.pdf`. */
export type ReferenceTarget = `${ReferenceKind}:${string}`;

export interface Reference {
  target: ReferenceTarget;
  /** Where in the content the reference stands, e.g. ["groups", 0, "standards", 3]. */
  path: (string | number)[];
}

/** A path pattern into the content; `*` matches every index of a list. */
export type ReferencePattern = readonly [ReferenceKind, ...(string | "*")[]];

export function findReferences(
  content: unknown,
  patterns: readonly ReferencePattern[],
): Reference[] {
  const found: Reference[] = [];
  const walk = (
    value: unknown,
    rest: readonly string[],
    path: (string | number)[],
    kind: ReferenceKind,
  ) => {
    if (rest.length === 0) {
      if (typeof value === "string" && value !== "") {
        found.push({ target: `${kind}:${value}`, path });
      }
      return;
    }
    const [step, ...tail] = rest as [string, ...string[]];
    if (step === "*") {
      if (Array.isArray(value)) {
        value.forEach((item, i) => {
          walk(item, tail, [...path, i], kind);
        });
      }
    } else if (value && typeof value === "object" && !Array.isArray(value)) {
      if (Object.hasOwn(value, step)) {
        walk((value as Record<string, unknown>)[step], tail, [...path, step], kind);
      }
    }
  };
  for (const [kind, ...steps] of patterns) walk(content, steps, [], kind);
  return found;
}

/** The distinct targets of a set of references, sorted. */
export const referenceTargets = (references: readonly Reference[]): ReferenceTarget[] =>
  [...new Set(references.map((r) => r.target))].sort();
