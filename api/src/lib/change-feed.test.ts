import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { migratedDatabaseForTests } from "../../test/test-database.ts";
import type { Database } from "../db/database.ts";
import { websiteContent } from "../db/schema.ts";
import { readSiteVersion } from "../db/site-version.ts";
import { type Change, type ChangeFeed, createChangeFeed } from "./change-feed.ts";
import { createLogger } from "./logger.ts";

/** How often the feed under test looks for missed changes (60 s in production). */
const CHECK_EVERY_MS = 300;

const aSection = (section: string, publishedVersion: number | null) => ({
  section,
  content: { title: section },
  publishedVersion,
});

describe("the site's version and missed changes [pglite]", () => {
  const store = migratedDatabaseForTests("pglite");
  const feeds: ChangeFeed[] = [];
  afterEach(async () => {
    await Promise.all(feeds.splice(0).map((feed) => feed.close()));
  });

  async function listeningFeed(database: Database) {
    const feed = await createChangeFeed(database, createLogger("error"), CHECK_EVERY_MS);
    feeds.push(feed);
    const heard: Change[] = [];
    feed.subscribe((change) => heard.push(change));
    return { feed, heard };
  }
  const startsOver = (heard: Change[]) => heard.filter((change) => change.kind === "everything");
  /** Long enough for two looks and their grace. */
  const twoLooks = () => new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS * 3));

  it("rises with what a visitor sees, and not with drafts or entries never published", async () => {
    const { db } = store.database;
    const at = async () => readSiteVersion(db);
    const start = await at();

    await db.insert(websiteContent).values(aSection("certification:draft-only", null));
    await db
      .update(websiteContent)
      .set({ draft: { title: "Next" }, version: 2 })
      .where(sql`section = 'certification:draft-only'`);
    expect(await at()).toBe(start);

    await db.insert(websiteContent).values(aSection("certification:live", 1));
    expect(await at()).toBe(start + 1);
    // A draft saved beside what the site shows leaves the site as it was.
    await db
      .update(websiteContent)
      .set({ draft: { title: "Soon" }, version: 2, updatedAt: sql`now()` })
      .where(sql`section = 'certification:live'`);
    expect(await at()).toBe(start + 1);
    await db
      .update(websiteContent)
      .set({ content: { title: "Published" }, publishedVersion: 2 })
      .where(sql`section = 'certification:live'`);
    expect(await at()).toBe(start + 2);
    await db.delete(websiteContent).where(sql`section = 'certification:live'`);
    expect(await at()).toBe(start + 3);
    await db.execute(sql`insert into section_redirects values ('a', 'b')`);
    expect(await at()).toBe(start + 4);
  });

  it("keeps every cache when each change was announced", async () => {
    const { feed, heard } = await listeningFeed(store.database);
    await store.database.db.insert(websiteContent).values(aSection("about", 1));
    await feed.publish({ kind: "content", section: "about" });
    await twoLooks();
    expect(heard).toEqual([{ kind: "content", section: "about" }]);
  });

  it("tells every cache to start over once, after a change nobody announced", async () => {
    const { heard } = await listeningFeed(store.database);
    await store.database.db.insert(websiteContent).values(aSection("about", 1));
    await twoLooks();
    expect(startsOver(heard)).toHaveLength(1);
    await twoLooks();
    expect(startsOver(heard)).toHaveLength(1);
  });

  it("hears another process's announced change without starting over", async () => {
    const writer = await listeningFeed(store.database);
    const reader = await listeningFeed(store.database);
    await store.database.db.insert(websiteContent).values(aSection("about", 1));
    await writer.feed.publish({ kind: "content", section: "about" });
    await twoLooks();
    expect(reader.heard).toContainEqual({ kind: "content", section: "about" });
    expect(startsOver(reader.heard)).toEqual([]);
  });

  it("starts over when the database was replaced under it (its version went back)", async () => {
    const { feed, heard } = await listeningFeed(store.database);
    await store.database.db.insert(websiteContent).values(aSection("about", 1));
    await feed.publish({ kind: "content", section: "about" });
    await twoLooks();
    await store.database.db.execute(sql`update site_version set version = 0`);
    await twoLooks();
    expect(startsOver(heard)).toHaveLength(1);
  });
});
