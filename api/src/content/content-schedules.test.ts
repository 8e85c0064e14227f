import { fileURLToPath } from "node:url";
import {
  ActivityPageSchema,
  AdminContentSectionSchema,
  apiErrorMessages,
  type ContentPublish,
  type ContentSave,
  ContentScheduleSchema,
  ContentSectionSchema,
  heroDefaults,
} from "@app/contract";
import { and, eq, gt, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestDatabase, drivers } from "../../test/test-database.ts";
import { serverForTests, startTestServer, type TestServer } from "../../test/test-server.ts";
import { queryRows } from "../db/query-rows.ts";
import { activityLog, contentRevisions } from "../db/schema.ts";
import { CERTIFICATIONS } from "../db/seed/content/certifications.ts";

const webDist = fileURLToPath(new URL("../../../web/dist", import.meta.url));
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

/** The same calls against any server: the admin's, signed in with `cookie`. */
function client(server: () => TestServer, cookie: () => string) {
  const admin = () => server().client(cookie()).admin;
  return {
    save: (json: ContentSave) => admin().content.$post({ json }),
    publish: (section: string, json: ContentPublish) =>
      admin().content[":section"].publish.$post({ param: { section }, json }),
    schedules: async () =>
      ContentScheduleSchema.array().parse(await (await admin().schedules.$get()).json()),
    cancel: (id: number) => admin().schedules[":id"].$delete({ param: { id: String(id) } }),
    adminRow: async (section: string) =>
      AdminContentSectionSchema.array()
        .parse(await (await admin().content.$get()).json())
        .find((row) => row.section === section),
    publicRead: async (section: string) => {
      const res = await server()
        .client()
        ["content-json"][":section"].$get({ param: { section }, query: {} });
      return res.status === 200 ? ContentSectionSchema.parse(await res.json()) : undefined;
    },
    page: async (path: string) => {
      const res = await fetch(server().url + path);
      return { status: res.status, html: await res.text() };
    },
  };
}

/** Polls until `check` holds; fails after `withinMs`. */
async function eventually(check: () => Promise<boolean>, withinMs: number, what: string) {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not within ${withinMs} ms`);
}

describe.each(drivers)("scheduled publishing [%s]", (kind) => {
  const api = serverForTests(kind, { config: { webDist } });
  const c = client(
    () => api.server,
    () => api.cookie,
  );

  const heroDraft = async (title: string) => {
    const live = (await c.adminRow("hero"))!;
    const res = await c.save({
      section: "hero",
      content: { ...heroDefaults, title },
      version: live.version,
      publish: false,
    });
    expect(res.status).toBe(200);
    return AdminContentSectionSchema.parse(await res.json());
  };

  it("publishes a draft at its time, not before, and records who set it", async () => {
    // The site's first render (seconds on a busy machine) is not what the wait below measures.
    expect((await c.page("/")).status).toBe(200);
    const draft = await heroDraft("Live at the time set");
    const res = await c.publish("hero", { version: draft.version, at: inMs(1500) });
    expect(res.status).toBe(202);
    const schedule = ContentScheduleSchema.parse(await res.json());
    expect(schedule).toMatchObject({ section: "hero", action: "publish", doneAt: null });
    expect((await c.publicRead("hero"))?.content.title).not.toBe("Live at the time set");
    expect((await c.schedules()).find((s) => s.id === schedule.id)?.doneAt).toBeNull();

    await eventually(
      async () => (await c.page("/")).html.includes("Live at the time set"),
      10_000,
      "the home page shows the scheduled title",
    );
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(schedule.at));
    expect((await c.publicRead("hero"))?.content.title).toBe("Live at the time set");
    expect(await c.adminRow("hero")).toMatchObject({ draft: false });
    const done = (await c.schedules()).find((s) => s.id === schedule.id)!;
    expect(done).toMatchObject({ failure: null, cancelledAt: null, doneAt: expect.any(String) });

    const activity = ActivityPageSchema.parse(
      await (await api.admin.admin.activity.$get({ query: {} })).json(),
    );
    const entries = activity.items.filter((entry) => entry.target === "hero");
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["content.scheduled", "content.published"]),
    );
    const publishedEntry = entries.find((entry) => entry.action === "content.published")!;
    expect(publishedEntry.detail).toMatch(/^as scheduled for .+ \(Phnom Penh time\)$/);
    expect(publishedEntry.actor).toBe(schedule.createdBy);
  });

  it("refuses a time that has passed or is over a year ahead, a stale version and nothing to publish", async () => {
    const draft = await heroDraft("Refused times");
    const past = await c.publish("hero", { version: draft.version, at: inMs(-10 * 60_000) });
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({
      fields: { at: apiErrorMessages.scheduleInThePast },
    });
    const far = await c.publish("hero", { version: draft.version, at: inMs(400 * 86_400_000) });
    expect(far.status).toBe(400);
    const unreadable = await c.publish("hero", { version: draft.version, at: "next Monday" });
    expect(unreadable.status).toBe(400);
    expect((await c.publish("hero", { version: draft.version - 1, at: inMs(60_000) })).status).toBe(
      409,
    );
    const noDraft = await c.publish("about", {
      version: (await c.adminRow("about"))!.version,
      at: inMs(60_000),
    });
    expect(noDraft.status).toBe(409);
    expect((await c.schedules()).filter((s) => s.doneAt === null && !s.cancelledAt)).toEqual([]);
  });

  it("cancels a waiting change once; publishing now or discarding cancels it too", async () => {
    const draft = await heroDraft("Cancelled later");
    const set = ContentScheduleSchema.parse(
      await (await c.publish("hero", { version: draft.version, at: inMs(3_600_000) })).json(),
    );
    // A second time replaces the first.
    const again = ContentScheduleSchema.parse(
      await (await c.publish("hero", { version: draft.version, at: inMs(7_200_000) })).json(),
    );
    const list = await c.schedules();
    expect(list.find((s) => s.id === set.id)?.cancelledAt).toEqual(expect.any(String));
    expect((await c.cancel(again.id)).status).toBe(200);
    expect((await c.cancel(again.id)).status).toBe(409);
    expect((await c.cancel(999_999)).status).toBe(404);

    const third = ContentScheduleSchema.parse(
      await (await c.publish("hero", { version: draft.version, at: inMs(3_600_000) })).json(),
    );
    expect((await c.publish("hero", { version: draft.version })).status).toBe(200);
    expect((await c.schedules()).find((s) => s.id === third.id)?.cancelledAt).toEqual(
      expect.any(String),
    );
  });

  /**
   * Runs `run` while publishing the hero fails as a conflicting transaction would make it
   * fail (a serialization failure): on the first try only, or on every try. A sequence counts
   * the tries, as it is not rolled back with them.
   */
  async function whileHeroPublishingFails(
    which: "first try" | "every try",
    run: (tries: () => Promise<number>) => Promise<void>,
  ) {
    const db = api.server.running.deps.database.db;
    const failing = which === "first try" ? sql.raw("= 1") : sql.raw(">= 1");
    await db.execute(sql`create sequence hero_publish_tries`);
    await db.execute(sql`
      create function fail_hero_publish() returns trigger language plpgsql as $$
      begin
        if new.section = 'hero' and new.published_version is distinct from old.published_version
           and nextval('hero_publish_tries') ${failing} then
          raise exception 'could not serialize access' using errcode = 'serialization_failure';
        end if;
        return new;
      end $$`);
    await db.execute(sql`
      create trigger fail_hero_publish before update on website_content
      for each row execute function fail_hero_publish()`);
    const tries = async () => {
      const [counted] = await queryRows<{ tries: number }>(
        db,
        sql`select last_value::int as tries from hero_publish_tries`,
      );
      return counted?.tries ?? 0;
    };
    try {
      await run(tries);
    } finally {
      await db.execute(sql`drop trigger fail_hero_publish on website_content`);
      await db.execute(sql`drop function fail_hero_publish`);
      await db.execute(sql`drop sequence hero_publish_tries`);
    }
  }

  it("tries a change again when the database only met a passing conflict (a serialization failure)", async () => {
    await whileHeroPublishingFails("first try", async (tries) => {
      const draft = await heroDraft("Live after one more try");
      expect((await c.publish("hero", { version: draft.version, at: inMs(1000) })).status).toBe(
        202,
      );
      await eventually(
        async () => (await c.publicRead("hero"))?.content.title === "Live after one more try",
        10_000,
        "the draft goes live on the second try",
      );
      const done = (await c.schedules())
        .filter((s) => s.section === "hero")
        .sort((a, b) => b.id - a.id)[0];
      expect(done).toMatchObject({ doneAt: expect.any(String), failure: null });
      expect(await tries()).toBeGreaterThanOrEqual(2);
    });
  });

  it("marks a change failed when the passing conflict lasts, instead of trying it forever", async () => {
    await whileHeroPublishingFails("every try", async (tries) => {
      const draft = await heroDraft("Never live");
      const res = await c.publish("hero", { version: draft.version, at: inMs(800) });
      const { id } = ContentScheduleSchema.parse(await res.json());
      await eventually(
        async () => (await c.schedules()).find((s) => s.id === id)?.doneAt != null,
        15_000,
        "the change is marked done with its failure",
      );
      expect((await c.schedules()).find((s) => s.id === id)?.failure).toMatch(/error/);
      expect((await c.publicRead("hero"))?.content.title).not.toBe("Never live");
      expect(await tries()).toBe(5);
    });
  });

  it("takes an entry off the site at its unpublishAt: no page, no sitemap entry, kept as not published", async () => {
    const section = "certification:seasonal";
    const created = await c.save({
      section,
      content: { ...CERTIFICATIONS.gots!, name: "SEA", fullName: "Seasonal Standard" },
      create: true,
      unpublishAt: inMs(2500),
    });
    expect(created.status).toBe(201);
    const khmer = await c.save({
      section: `${section}@km`,
      content: { fullName: "ស្តង់ដាររដូវកាល" },
      create: true,
    });
    expect(khmer.status).toBe(201);
    expect((await c.publicRead(`${section}@km`))?.content.fullName).toBe("ស្តង់ដាររដូវកាល");
    expect((await c.page("/certifications/seasonal")).status).toBe(200);
    expect((await c.page("/sitemap.xml")).html).toContain("/certifications/seasonal");

    await eventually(
      async () => (await c.page("/certifications/seasonal")).status === 404,
      10_000,
      "the page leaves the site",
    );
    expect((await c.page("/sitemap.xml")).html).not.toContain("/certifications/seasonal");
    const left = await c.adminRow(section);
    expect(left).toMatchObject({
      version: 2,
      publishedVersion: null,
      draft: true,
      content: { fullName: "Seasonal Standard" },
    });
    // Its leaving is a version of its own: an editor still on the one before cannot publish
    // over it unseen, and the Khmer leaves with it.
    expect((await c.publish(section, { version: 1 })).status).toBe(409);
    expect(await c.publicRead(`${section}@km`)).toBeUndefined();
    // Only entries can leave the site at a time.
    expect((await c.publish("hero", { version: 1, unpublishAt: inMs(60_000) })).status).toBe(400);
    const single = await c.save({
      section: "hero",
      content: heroDefaults,
      unpublishAt: inMs(60_000),
    });
    expect(single.status).toBe(400);
  });

  it("sets when a live entry without a draft leaves the site, writing no version, and cancels it", async () => {
    const section = "certification:grs";
    const live = (await c.adminRow(section))!;
    expect(live.draft).toBe(false);
    // A version edited since is refused, as for publishing.
    const stale = await c.publish(section, {
      version: live.version + 1,
      unpublishAt: inMs(60_000),
    });
    expect(stale.status).toBe(409);
    const set = await c.publish(section, { version: live.version, unpublishAt: inMs(60_000) });
    expect(set.status).toBe(202);
    const schedule = ContentScheduleSchema.parse(await set.json());
    expect(schedule).toMatchObject({
      section,
      action: "unpublish",
      createdBy: "admin@test.example",
    });
    expect((await c.adminRow(section))?.version).toBe(live.version);
    expect(
      (await c.schedules()).filter(
        (s) => s.section === section && s.doneAt === null && s.cancelledAt === null,
      ),
    ).toHaveLength(1);
    // Cancelled the same way: nothing waits, nothing was published.
    const cancelled = await c.publish(section, { version: live.version, unpublishAt: null });
    expect(cancelled.status).toBe(204);
    expect((await c.schedules()).find((s) => s.id === schedule.id)?.cancelledAt).not.toBeNull();
    expect((await c.adminRow(section))?.version).toBe(live.version);
    const logged = await api.server.running.deps.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.target, section));
    expect(logged.map((row) => row.action)).toEqual(
      expect.arrayContaining(["content.scheduled", "content.scheduleCancelled"]),
    );
    expect(logged.map((row) => row.action)).not.toContain("content.published");
    // Cancelling again, with nothing waiting, logs no cancellation that never happened.
    const again = await c.publish(section, { version: live.version, unpublishAt: null });
    expect(again.status).toBe(204);
    const loggedAfter = await api.server.running.deps.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.target, section));
    expect(loggedAfter).toHaveLength(logged.length);
  });
});

describe.skipIf(!drivers.includes("postgres"))(
  "scheduled publishing on two processes [postgres]",
  () => {
    it("is done once by one of two processes, after a restart, and both processes' pages follow", async () => {
      const testDb = await createTestDatabase("postgres", { seeded: true });
      // Each process looks every 300 ms; the one that set the change is stopped before its time.
      const options = { testDb, config: { webDist, schedulePollMs: 300 } };
      let a = await startTestServer("postgres", options);
      const b = await startTestServer("postgres", options);
      try {
        const cookieA = await a.login();
        const ca = client(
          () => a,
          () => cookieA,
        );
        const cb = client(
          () => b,
          () => "",
        );
        expect((await cb.page("/")).html).not.toContain("Two processes, one publish");
        const live = (await ca.adminRow("hero"))!;
        const draft = AdminContentSectionSchema.parse(
          await (
            await ca.save({
              section: "hero",
              content: { ...heroDefaults, title: "Two processes, one publish" },
              version: live.version,
              publish: false,
            })
          ).json(),
        );
        const at = inMs(2500);
        expect((await ca.publish("hero", { version: draft.version, at })).status).toBe(202);
        // Warm both processes' caches with the old page, then restart the one that set it.
        expect((await ca.page("/")).html).not.toContain("Two processes, one publish");
        await a.stop();
        a = await a.restart();

        for (const cx of [
          cb,
          client(
            () => a,
            () => "",
          ),
        ]) {
          await eventually(
            async () => (await cx.page("/")).html.includes("Two processes, one publish"),
            15_000,
            "each process's home page shows the scheduled title",
          );
        }
        // Let both look a few more times: it is still done only once.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const { db } = b.running.deps.database;
        const versions = await db
          .select({ version: contentRevisions.version })
          .from(contentRevisions)
          .where(
            and(eq(contentRevisions.section, "hero"), gt(contentRevisions.version, draft.version)),
          );
        expect(versions).toHaveLength(1);
        // Done once: one publish in the log, no second try that found nothing left to publish.
        const logged = await db
          .select({ action: activityLog.action })
          .from(activityLog)
          .where(eq(activityLog.target, "hero"));
        expect(logged.filter((entry) => entry.action === "content.published")).toHaveLength(1);
        expect(logged.filter((entry) => entry.action === "content.scheduleFailed")).toEqual([]);
        expect((await ca.schedules()).filter((s) => s.section === "hero")).toEqual([
          expect.objectContaining({ doneAt: expect.any(String), failure: null, cancelledAt: null }),
        ]);
      } finally {
        await a.stop();
        await b.dispose();
      }
    });
  },
);
