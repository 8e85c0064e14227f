import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import {
  ARCHIVE_FORMAT,
  fileEntryName,
  MANIFEST_NAME,
  MAX_ENTRY_BYTES,
  type Manifest,
  ManifestSchema,
  tableEntryName,
} from "./archive-format.ts";
import { EXCLUDED_TABLES } from "./backup-tables.ts";
import { knownMigrations, type Migration } from "./migrations.ts";
import { readTar, type TarEntry, TarFormatError } from "./tar.ts";

/** An archive that cannot be restored, with a sentence saying why. */
export class ArchiveError extends Error {}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** The archive's entries in order, each checked against the manifest's checksum. */
export async function* archiveEntries(path: string, manifest: Manifest): AsyncGenerator<TarEntry> {
  let index = 0;
  for await (const entry of tarEntries(path)) {
    if (entry.name === MANIFEST_NAME) return;
    const expected = manifest.entries[index++];
    if (entry.name !== expected?.name || sha256(entry.data) !== expected.sha256) {
      throw new ArchiveError(`${entry.name} changed since the archive was checked`);
    }
    yield entry;
  }
}

/**
 * Reads the whole archive once and checks it before anything is written: every entry's SHA-256
 * against the manifest, nothing missing or extra, and a schema this version can migrate from.
 */
export async function verifyArchive(
  path: string,
): Promise<{ manifest: Manifest; migrationIndex: number; migrations: Migration[] }> {
  const seen: Manifest["entries"] = [];
  let manifestText: string | undefined;
  for await (const entry of tarEntries(path)) {
    if (manifestText !== undefined) throw new ArchiveError("entries follow the manifest");
    if (entry.name === MANIFEST_NAME) manifestText = entry.data.toString("utf8");
    else seen.push({ name: entry.name, bytes: entry.data.byteLength, sha256: sha256(entry.data) });
  }
  if (manifestText === undefined) throw new ArchiveError("it has no manifest (cut short?)");
  const manifest = parseManifest(manifestText);

  const listed = manifest.entries;
  if (listed.length !== seen.length) {
    throw new ArchiveError(
      `it holds ${seen.length} entries where its manifest lists ${listed.length}`,
    );
  }
  listed.forEach((expected, i) => {
    const actual = seen[i] as Manifest["entries"][number];
    if (actual.name !== expected.name) {
      throw new ArchiveError(
        `entry ${i + 1} is ${actual.name} where the manifest lists ${expected.name}`,
      );
    }
    if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes) {
      throw new ArchiveError(`${actual.name} does not match its checksum (damaged)`);
    }
    if (actual.name.startsWith("files/") && actual.name !== fileEntryName(actual.sha256)) {
      throw new ArchiveError(`${actual.name} does not hold the file its name promises`);
    }
  });
  const tableNames = new Set(manifest.tables.map((table) => table.name));
  const excluded = manifest.tables.find((table) => EXCLUDED_TABLES.includes(table.name));
  if (excluded || tableNames.size !== manifest.tables.length) {
    throw new ArchiveError(
      `its manifest lists ${excluded?.name ?? "a table twice"}, which no backup holds`,
    );
  }
  for (const { name } of listed) {
    const table = /^tables\/([^/]+)\/\d{5}\.jsonl\.gz$/.exec(name)?.[1];
    if (!name.startsWith("files/") && !(table && tableNames.has(table))) {
      throw new ArchiveError(`it holds ${name}, which is not part of a backup`);
    }
  }
  for (const table of manifest.tables) {
    if (table.rows > 0 && !listed.some((entry) => entry.name === tableEntryName(table.name, 1))) {
      throw new ArchiveError(`the rows of ${table.name} are missing`);
    }
  }

  const migrations = knownMigrations();
  const migrationIndex = migrations.findIndex(
    (known) =>
      known.hash === manifest.migration.hash && known.createdAt === manifest.migration.createdAt,
  );
  if (migrationIndex === -1) {
    throw new ArchiveError(
      `it was made by a newer version of the site (database migration ${manifest.migration.tag}); update this installation first`,
    );
  }
  return { manifest, migrationIndex, migrations };
}

function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ArchiveError("its manifest is not valid JSON");
  }
  if ((json as { format?: unknown } | null)?.format !== ARCHIVE_FORMAT) {
    throw new ArchiveError("it is not a backup of this site");
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new ArchiveError(
      `its manifest is not one this version reads (${parsed.error.issues[0]?.path.join(".")}: ${parsed.error.issues[0]?.message})`,
    );
  }
  return parsed.data;
}

/** The tar entries of an archive file, with damage reported as ArchiveError. */
async function* tarEntries(path: string): AsyncGenerator<TarEntry> {
  const file = createReadStream(path);
  try {
    yield* readTar(file, MAX_ENTRY_BYTES);
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    if (error instanceof TarFormatError) throw new ArchiveError(error.message);
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new ArchiveError("the file does not exist");
    }
    throw error;
  } finally {
    file.destroy();
  }
}
