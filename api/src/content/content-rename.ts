import {
  type AdminContentSection,
  apiErrorMessages,
  parseSectionName,
  sectionDefinition,
  sectionReferences,
  TRANSLATED_LANGUAGES,
  translationName,
} from "@app/contract";
import { and, arrayContains, eq, isNull, ne } from "drizzle-orm";
import type { InTransaction } from "../activity/activity-log.ts";
import type { Db, Tx } from "../db/database.ts";
import { contentRevisions, sectionRedirects, websiteContent } from "../db/schema.ts";
import { HttpError } from "../lib/http-error.ts";
import { toAdminSection, type VersionChange, writeNextVersion } from "./content.service.ts";
import { moveSchedules } from "./content-schedules.ts";
import { assertSectionName } from "./content-validation.ts";
import { movePreviewLinks } from "./preview-links.ts";

type ContentObject = Record<string, unknown>;

/** A copy of `content` with the value at each path replaced. */
function replaceAt(content: ContentObject, paths: (string | number)[][], value: string) {
  const copy = structuredClone(content);
  for (const path of paths) {
    let node: unknown = copy;
    for (const step of path.slice(0, -1)) node = (node as Record<string | number, unknown>)[step];
    (node as Record<string | number, unknown>)[path.at(-1)!] = value;
  }
  return copy;
}

/** An entry's translations, with their history, follow it to its new name. */
async function moveTranslations(tx: Tx, from: string, to: string): Promise<void> {
  for (const language of TRANSLATED_LANGUAGES) {
    const [oldName, newName] = [translationName(from, language), translationName(to, language)];
    const [taken] = await tx
      .select({ id: websiteContent.id })
      .from(websiteContent)
      .where(eq(websiteContent.section, newName));
    if (taken) throw new HttpError(409, apiErrorMessages.sectionExists(newName));
    await tx
      .update(websiteContent)
      .set({ section: newName })
      .where(eq(websiteContent.section, oldName));
    await tx
      .update(contentRevisions)
      .set({ section: newName })
      .where(eq(contentRevisions.section, oldName));
    await moveSchedules(tx, oldName, newName);
    await movePreviewLinks(tx, oldName, newName);
  }
}

export interface RenameRequest {
  from: string;
  to: string;
  expectedVersion: number | undefined;
  author: string;
  audit?: InTransaction<{ renamed: AdminContentSection; rewritten: string[] }>;
}

/**
 * Renames an entry within its collection: the row and its history move to the new name, the
 * old name answers with a redirect (and older names that led to it now lead to the new one),
 * and every section that linked to the old slug links to the new one, as a new version.
 */
export async function renameSection(
  db: Db,
  { from, to, expectedVersion, author, audit }: RenameRequest,
): Promise<{ renamed: AdminContentSection; rewritten: string[] }> {
  const source = parseSectionName(from);
  const target = parseSectionName(to);
  if (source.collection === undefined) throw new HttpError(400, apiErrorMessages.renameSingle);
  if (source.language || target.language) {
    throw new HttpError(400, apiErrorMessages.renameTranslation);
  }
  if (target.collection !== source.collection) {
    throw new HttpError(400, apiErrorMessages.renameAcrossKinds, {
      to: apiErrorMessages.renameAcrossKinds,
    });
  }
  // The footer links to the required entries by their names.
  if (sectionDefinition(from)?.required) {
    throw new HttpError(409, apiErrorMessages.sectionRequired(from));
  }
  assertSectionName(to);
  return db.transaction(async (tx: Tx) => {
    const [current] = await tx
      .select()
      .from(websiteContent)
      .where(eq(websiteContent.section, from))
      .for("update");
    if (!current || current.deletedAt) {
      throw new HttpError(404, apiErrorMessages.sectionNotFound(from));
    }
    if (expectedVersion !== undefined && expectedVersion !== current.version) {
      throw new HttpError(409, apiErrorMessages.staleVersion);
    }
    const [taken] = await tx
      .select({ id: websiteContent.id })
      .from(websiteContent)
      .where(eq(websiteContent.section, to));
    if (taken) throw new HttpError(409, apiErrorMessages.sectionExists(to));

    const [renamed] = await tx
      .update(websiteContent)
      .set({ section: to })
      .where(eq(websiteContent.id, current.id))
      .returning();
    await tx
      .update(contentRevisions)
      .set({ section: to })
      .where(eq(contentRevisions.section, from));
    await tx.delete(sectionRedirects).where(eq(sectionRedirects.fromSection, to));
    await tx
      .update(sectionRedirects)
      .set({ toSection: to })
      .where(eq(sectionRedirects.toSection, from));
    await tx.insert(sectionRedirects).values({ fromSection: from, toSection: to });
    await moveTranslations(tx, from, to);
    await moveSchedules(tx, from, to);
    await movePreviewLinks(tx, from, to);

    const oldTarget = `${source.collection}:${source.slug}`;
    const linking = await tx
      .select()
      .from(websiteContent)
      .where(
        and(
          arrayContains(websiteContent.refs, [oldTarget]),
          isNull(websiteContent.deletedAt),
          ne(websiteContent.id, current.id),
        ),
      )
      .for("update");
    const rewritten: string[] = [];
    const relinked = (section: string, content: ContentObject) => {
      const paths = sectionReferences(section, content)
        .filter((reference) => reference.target === oldTarget)
        .map((reference) => reference.path);
      return paths.length === 0 ? content : replaceAt(content, paths, target.slug);
    };
    for (const row of linking) {
      // A draft's links follow too, so publishing it later links to the new name.
      const content = relinked(row.section, row.content);
      const draft = row.draft && relinked(row.section, row.draft);
      if (content === row.content && draft === row.draft) continue;
      const change: VersionChange =
        row.publishedVersion === null ? { draft: draft ?? content } : { live: content, draft };
      await writeNextVersion(tx, row, change, author, null);
      rewritten.push(row.section);
    }
    const outcome = { renamed: toAdminSection(renamed!), rewritten };
    await audit?.(tx, outcome);
    return outcome;
  });
}
