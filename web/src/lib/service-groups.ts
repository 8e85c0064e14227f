import type { ServiceGroup } from "@app/contract";
import type { CertificationSummary } from "./site-store.ts";

/** A group's standards in the group's order; slugs with no standard (deleted) are left out. */
export function groupStandards(
  group: ServiceGroup,
  all: readonly CertificationSummary[],
): CertificationSummary[] {
  const bySlug = new Map(all.map((c) => [c.slug, c]));
  return group.standards.flatMap((slug) => bySlug.get(slug) ?? []);
}
