import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { businessLocalDateTime, type WebsiteImage } from "@app/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readArchive, tableDigests, writeArchive } from "../../test/backup-support.ts";
import { createTestDatabase, drivers, type TestDatabase } from "../../test/test-database.ts";
import { gifBytes, pngBytes } from "../../test/test-images.ts";
import { pagesPdf } from "../../test/test-pdfs.ts";
import { serverForTests, startTestServer, TEST_ADMIN } from "../../test/test-server.ts";
import { type Database, openDatabase } from "../db/database.ts";
import { queryRows } from "../db/query-rows.ts";
import { sha256Hex } from "../lib/sha256.ts";
import { MANIFEST_NAME, type Manifest } from "./archive-format.ts";
import { applyMigrations, knownMigrations, lastAppliedMigration } from "./migrations.ts";
import { ArchiveError, DatabaseNotEmptyError, restoreBackup } from "./restore-backup.ts";
import { writeBackupFile } from "./write-backup.ts";

const quote = {
  name: "Dara Sok",
  email: "dara@factory.example",
  company: "Sok Garments",
  phone: "+855 12 345 678",
  service: "GOTS certification",
  standard: "gots",
  message: "We need GOTS for 2 sites. ស្ទើរតែរួចរាល់",
  page: "/certifications/gots",
};
/** A meeting asked for a month ahead: a timestamptz that must come back as the same instant. */
const contact = {
  name: "Mey Lin",
  email: "mey@brand.example",
  message: "Please meet us about an audit.",
  appointment: `${businessLocalDateTime(new Date(Date.now() + 30 * 86_400_000)).slice(0, 10)}T09:30`,
};

const ATTACHED_PDF = pagesPdf(1);

const tablesOf = async (database: Database) =>
  (
    await queryRows<{ tablename: string }>(
      database.db,
      sql`select tablename from pg_tables where schemaname = 'public' order by 1`,
    )
  ).map((row) => row.tablename);

describe("backup and restore", () => {
  const dir = mkdtempSync(join(tmpdir(), "backup-test-"));
  const cleanup: (() => Promise<void>)[] = [];
  const api = serverForTests("pglite");
  let archive: string;
  let digests: Record<string, string>;
  let replacedImage: WebsiteImage;
  let replacedSha: string;

  /** A new empty database of the given kind, opened; removed after the suite. */
  const emptyDatabase = async (kind: "pglite" | "postgres") => {
    const testDb = await createTestDatabase(kind);
    const database = openDatabase(testDb.options);
    cleanup.push(async () => {
      await database.close().catch(() => {});
      await testDb.drop();
    });
    return { testDb, database };
  };

  beforeAll(async () => {
    const images = await (await api.visitor.images.$get()).json();
    const target = images.find((image) => image.filename.endsWith(".svg"))!;
    for (const [bytes, type] of [
      [pngBytes(64, 48), "image/png"],
      [gifBytes(30, 20), "image/gif"],
    ] as const) {
      const res = await api.admin.admin.upload.$post({
        // FormData sends the id as text, as a browser form would.
        form: { image: new File([bytes], "photo", { type }), imageId: target.id },
      });
      expect(res.status).toBe(200);
    }
    replacedImage = (await (await api.visitor.images.$get()).json()).find(
      (image) => image.id === target.id,
    )!;
    // The file itself, served outside /api: not in the typed client.
    const served = await api.server.request(replacedImage.filepath);
    replacedSha = sha256Hex(new Uint8Array(await served.arrayBuffer()));
    const hero = await (
      await api.visitor["content-json"][":section"].$get({ param: { section: "hero" }, query: {} })
    ).json();
    const saved = await api.admin.admin.content.$post({
      json: {
        section: "hero",
        version: hero.version,
        content: { ...hero.content, title: 'Certified, ស្តង់ដារ, "quoted" \\ and\nnew line' },
      },
    });
    expect(saved.status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const res = await api.visitor.quote.$post({
        json: { ...quote, message: `${quote.message} #${i}` },
      });
      expect(res.status).toBe(200);
    }
    // A client's document travels with its lead.
    const withFile = new FormData();
    for (const [name, value] of Object.entries(quote)) withFile.append(name, value);
    withFile.append("attachments", new File([ATTACHED_PDF], "scope.pdf"));
    expect(
      (await api.server.request("/api/quote", { method: "POST", body: withFile })).status,
    ).toBe(200);
    const met = await api.visitor.contact.$post({ json: contact });
    expect(met.status).toBe(200);
    archive = join(dir, "source.tar");
    await writeBackupFile(api.server.running.deps.database, archive);
    digests = await tableDigests(api.server.running.deps.database);
  });

  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
    rmSync(dir, { recursive: true, force: true });
  });

  it("holds every table but sessions and throttles, every file once, and a manifest last", async () => {
    const entries = await readArchive(archive);
    expect(entries.at(-1)?.name).toBe(MANIFEST_NAME);
    const manifest: Manifest = JSON.parse(entries.at(-1)!.data.toString());
    const tables = manifest.tables.map((table) => table.name);
    expect(tables).toEqual(
      expect.arrayContaining(["admin_users", "website_content", "image_files"]),
    );
    expect(tables).not.toContain("admin_sessions");
    expect(tables).not.toContain("throttle_events");
    expect(tables.indexOf("website_images")).toBeLessThan(tables.indexOf("image_files"));
    expect(manifest.tables.find((t) => t.name === "submissions")?.rows).toBe(5);
    expect(manifest.tables.find((t) => t.name === "submission_attachments")?.rows).toBe(1);
    expect(entries.some((entry) => entry.name === `files/${sha256Hex(ATTACHED_PDF)}`)).toBe(true);
    expect(entries.some((entry) => entry.name === `files/${replacedSha}`)).toBe(true);
    const files = entries.filter((entry) => entry.name.startsWith("files/"));
    expect(new Set(files.map((f) => f.name)).size).toBe(files.length);
    for (const file of files) expect(`files/${sha256Hex(file.data)}`).toBe(file.name);
    // No password or secret in plain text anywhere: only the hash travels.
    const all = entries
      .map((entry) => (entry.name.endsWith(".gz") ? gunzipSync(entry.data) : entry.data))
      .map((data) => data.toString("latin1"))
      .join("\n");
    expect(all).not.toContain(TEST_ADMIN.password);
    expect(all).toContain("$argon2");
  });

  const middleKind = drivers.includes("postgres") ? "postgres" : "pglite";
  it(`round trip PGlite -> archive -> ${middleKind} -> archive -> PGlite keeps every row and byte`, async () => {
    const middle = await emptyDatabase(middleKind);
    const first = await restoreBackup(middle.database, archive);
    expect(first.summary.tables.submissions).toBe(5);
    expect(await tableDigests(middle.database)).toEqual(digests);
    // Not only nulls made that trip: the standard and the meeting's instant came through.
    const details = await queryRows<{
      standard_name: string | null;
      appointment_at: string | null;
    }>(
      middle.database.db,
      sql`select standard_name, to_char(appointment_at at time zone 'Asia/Phnom_Penh', 'YYYY-MM-DD"T"HH24:MI') as appointment_at
          from submissions order by id`,
    );
    expect(details).toEqual([
      ...Array(3).fill({ standard_name: "GOTS", appointment_at: null }),
      { standard_name: "GOTS", appointment_at: null },
      { standard_name: null, appointment_at: contact.appointment },
    ]);

    const second = join(dir, "middle.tar");
    await writeBackupFile(middle.database, second);
    await middle.database.close();

    const last: TestDatabase = await createTestDatabase("pglite");
    const lastDb = openDatabase(last.options);
    await restoreBackup(lastDb, second);
    expect(await tableDigests(lastDb)).toEqual(digests);
    await lastDb.close();

    // The restored site serves: the password logs in, the file and the words are the same.
    const restored = await startTestServer("pglite", { testDb: last, bootstrapAdmin: false });
    cleanup.push(() => restored.dispose());
    const visitor = restored.client();
    const login = await visitor.admin.login.$post({ json: TEST_ADMIN });
    expect(login.status).toBe(200);
    const image = await restored.request(replacedImage.filepath);
    expect(sha256Hex(new Uint8Array(await image.arrayBuffer()))).toBe(replacedSha);
    const hero = await (
      await visitor["content-json"][":section"].$get({ param: { section: "hero" }, query: {} })
    ).json();
    expect(hero.content.title).toBe('Certified, ស្តង់ដារ, "quoted" \\ and\nnew line');
    const [withAttachment] = await queryRows<{ submission_id: number; id: string }>(
      restored.running.deps.database.db,
      sql`select submission_id, id from submission_attachments`,
    );
    const attached = await restored.request(
      `/api/admin/submissions/${withAttachment!.submission_id}/attachments/${withAttachment!.id}`,
      { cookie: login.headers.get("set-cookie")!.split(";")[0]! },
    );
    expect(new Uint8Array(await attached.arrayBuffer())).toEqual(ATTACHED_PDF);
    // New rows continue after the restored ids.
    const res = await visitor.quote.$post({ json: quote });
    expect(res.status).toBe(200);
  });

  it("refuses a database that holds a site unless told to replace it, then replaces all of it", async () => {
    const target = await startTestServer("pglite");
    cleanup.push(() => target.dispose());
    const before = await tableDigests(target.running.deps.database);
    await expect(restoreBackup(target.running.deps.database, archive)).rejects.toThrow(
      DatabaseNotEmptyError,
    );
    await expect(restoreBackup(target.running.deps.database, archive)).rejects.toThrow(
      /already holds a site .*--replace/,
    );
    expect(await tableDigests(target.running.deps.database)).toEqual(before);

    await restoreBackup(target.running.deps.database, archive, { replace: true });
    expect(await tableDigests(target.running.deps.database)).toEqual(digests);
  });

  it("refuses an archive with one flipped byte before writing anything", async () => {
    const bytes = readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
    const damaged = join(dir, "flipped.tar");
    writeFileSync(damaged, bytes);

    // A flip inside the data of an entry, in a well-formed tar: only the checksums see it.
    const entries = await readArchive(archive);
    const file = entries.find((entry) => entry.name.startsWith("files/"))!;
    file.data[file.data.length - 1]! ^= 0x01;
    const tampered = join(dir, "tampered.tar");
    await writeArchive(tampered, entries);

    const { database } = await emptyDatabase("pglite");
    await expect(restoreBackup(database, damaged)).rejects.toThrow(ArchiveError);
    await expect(restoreBackup(database, tampered)).rejects.toThrow(/does not match its checksum/);
    expect(await tablesOf(database)).toEqual([]);
  });

  it("refuses an archive from a newer version, or one that is not a backup", async () => {
    const entries = await readArchive(archive);
    const manifest: Manifest = JSON.parse(entries.at(-1)!.data.toString());
    manifest.migration = { tag: "0099_future", hash: "f".repeat(64), createdAt: 9e12 };
    entries[entries.length - 1] = {
      name: MANIFEST_NAME,
      data: Buffer.from(JSON.stringify(manifest)),
    };
    const newer = join(dir, "newer.tar");
    await writeArchive(newer, entries);
    const notOurs = join(dir, "other.tar");
    await writeArchive(notOurs, [{ name: "manifest.json", data: Buffer.from('{"format":"x"}') }]);

    const { database } = await emptyDatabase("pglite");
    await expect(restoreBackup(database, newer)).rejects.toThrow(/newer version .*0099_future/);
    await expect(restoreBackup(database, notOurs)).rejects.toThrow(/not a backup of this site/);
    await expect(restoreBackup(database, join(dir, "missing.tar"))).rejects.toThrow(
      /does not exist/,
    );
    expect(await tablesOf(database)).toEqual([]);
  });

  it("restores an archive from an older version: its rows, then the newer migrations", async () => {
    const migrations = knownMigrations();
    const older = migrations.findIndex((migration) => migration.tag === "0003_deleted_files");
    const { database: old } = await emptyDatabase("pglite");
    await old.db.transaction((tx) => applyMigrations(tx, migrations.slice(0, older + 1)));
    await old.db.execute(
      sql`insert into submissions (kind, name, email, message) values ('quote', 'Mey Lin', 'mey@brand.example', 'Before the outbox')`,
    );
    const oldArchive = join(dir, "older.tar");
    const { manifest } = await writeBackupFile(old, oldArchive);
    expect(manifest.migration.tag).toBe("0003_deleted_files");

    const { database } = await emptyDatabase("pglite");
    await restoreBackup(database, oldArchive);
    expect(await lastAppliedMigration(database.db)).toMatchObject({
      createdAt: migrations.at(-1)?.createdAt,
    });
    const rows = await queryRows<{ name: string; page: string | null }>(
      database.db,
      sql`select name, page from submissions`,
    );
    expect(rows).toEqual([{ name: "Mey Lin", page: null }]);
    expect(await tablesOf(database)).toContain("submission_notifications");
    // The server starts on it as on any database: nothing left to migrate.
    await database.migrate();
  });
});
