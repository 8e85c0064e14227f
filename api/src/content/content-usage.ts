import {
  entryPath,
  parseSectionName,
  type ReferenceTarget,
  sectionDefinition,
  sectionLinkPages,
  type Usage,
} from "@app/contract";
import { and, arrayContains, isNull } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { websiteContent } from "../db/schema.ts";
import { onTheSite } from "./content.service.ts";

/** The public pages that are no entry of a collection. */
const FIXED_PAGES = ["/", "/about"];

/** Every live entry's public path for a `/certifications/*` pattern, and so on. */
async function expandPages(db: Db, patterns: readonly string[]): Promise<string[]> {
  const pages = new Set<string>();
  let entries: string[] | undefined;
  for (const pattern of patterns) {
    if (!pattern.includes("*")) {
      pages.add(pattern);
      continue;
    }
    entries ??= (
      await db.select({ section: websiteContent.section }).from(websiteContent).where(onTheSite)
    )
      .map((row) => entryPath(row.section))
      .filter((path): path is string => path !== undefined);
    if (pattern === "*") {
      for (const path of FIXED_PAGES) pages.add(path);
      for (const path of entries) pages.add(path);
      continue;
    }
    const prefix = pattern.slice(0, pattern.indexOf("*"));
    for (const path of entries) if (path.startsWith(prefix)) pages.add(path);
  }
  return [...pages].sort();
}

/** The label the admin shows for a section: "Standard gots", "Service groups". */
export function sectionLabel(section: string): string {
  const definition = sectionDefinition(section);
  const { collection, slug } = parseSectionName(section);
  if (!definition) return section;
  return collection ? `${definition.label} ${slug}` : definition.label;
}

/**
 * Who links to a target (`certification:gots`, `image:logo.svg`) and the public pages where
 * those links show: read from the references each save recorded, never by scanning content.
 */
export async function findUsage(db: Db, target: ReferenceTarget): Promise<Usage> {
  const rows = await db
    .select({ section: websiteContent.section })
    .from(websiteContent)
    .where(and(arrayContains(websiteContent.refs, [target]), isNull(websiteContent.deletedAt)));
  const sections = rows
    .map((row) => row.section)
    .sort()
    .map((section) => ({ section, label: sectionLabel(section) }));
  const patterns = rows.flatMap((row) => sectionLinkPages(row.section));
  return { sections, pages: await expandPages(db, patterns) };
}
