import { z } from "zod";

/**
 * A backup is a tar (any `tar -xf` opens it):
 *   files/<sha256>                     a stored file's bytes, once however many versions share
 *                                      them, before the first rows that refer to it
 *   tables/<table>/<00001>.jsonl.gz    rows as PostgreSQL's own JSON, gzipped, tables parents first
 *   manifest.json                      last: what the archive holds, the SHA-256 of every entry
 * Photos and PDFs are compressed already; only the rows are worth gzipping. Decision 015.
 */
export const ARCHIVE_FORMAT = "standards-site-backup";
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_NAME = "manifest.json";

export const fileEntryName = (sha256: string) => `files/${sha256}`;
export const tableEntryName = (table: string, chunk: number) =>
  `tables/${table}/${String(chunk).padStart(5, "0")}.jsonl.gz`;

/**
 * No entry of a genuine archive comes near this: files are at most a 20 MB PDF, row chunks
 * about 4 MB. Reading refuses larger ones, and a row chunk that inflates beyond it.
 */
export const MAX_ENTRY_BYTES = 256 * 1024 * 1024;

/** Rows refer to their bytea values by SHA-256 under this key; the column itself is null. */
export const FILE_REFS_KEY = "$files";

const Sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);

export const ManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(ARCHIVE_FORMAT_VERSION),
  createdAt: z.string(),
  /** The database it was taken from: "pglite" or "postgres". */
  source: z.enum(["pglite", "postgres"]),
  /** The last schema migration applied when the snapshot was taken. */
  migration: z.object({ tag: z.string(), hash: z.string(), createdAt: z.number() }),
  /** In restore order (parents before children). */
  tables: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      columns: z.array(z.string().regex(/^[a-z_][a-z0-9_]*$/)),
      rows: z.number().int().nonnegative(),
    }),
  ),
  /** Every entry but the manifest, in archive order. */
  entries: z.array(
    z.object({ name: z.string(), bytes: z.number().int().nonnegative(), sha256: Sha256Schema }),
  ),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** What an archive holds, for messages and the admin. */
export interface ArchiveSummary {
  tables: Record<string, number>;
  files: number;
  fileBytes: number;
}

export function summarize(manifest: Manifest): ArchiveSummary {
  const files = manifest.entries.filter((entry) => entry.name.startsWith("files/"));
  return {
    tables: Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows])),
    files: files.length,
    fileBytes: files.reduce((sum, entry) => sum + entry.bytes, 0),
  };
}
