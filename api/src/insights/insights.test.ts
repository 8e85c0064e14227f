import {
  apiErrorMessages,
  INSIGHTS_DAY_PAGES,
  INSIGHTS_OTHER,
  type Insights,
  roleRefusal,
  VISIT_BEACON_MAX_BYTES,
  type VisitBeacon,
} from "@app/contract";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { serverForTests } from "../../test/test-server.ts";
import { createSession, generateSessionToken } from "../auth/session.ts";
import { SESSION_COOKIE } from "../auth/session-cookie.ts";
import { adminUsers, pageViews, visitDays, visitSalts } from "../db/schema.ts";
import { businessDayOf } from "./visit-calendar.ts";
import { upkeepVisits } from "./visit-upkeep.ts";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36";

const view = (fields: Partial<VisitBeacon> = {}): VisitBeacon => ({
  path: "/",
  lang: "en",
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  device: "desktop",
  ...fields,
});

describe.each(drivers)("insights without cookies [%s]", (kind) => {
  /** The visits' clock: real time unless a test sets a day. */
  let clock: Date | undefined;
  const api = serverForTests(kind, {
    config: { visitFlushMs: 20, visitClock: () => clock ?? new Date() },
  });
  const db = () => api.server.running.deps.database.db;
  const today = () => businessDayOf(new Date());

  /** A beacon as navigator.sendBeacon sends it: text/plain JSON, same origin. */
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    api.server.request("/api/v", {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": CHROME, ...headers },
    });

  const insights = async (from = today(), to = from): Promise<Insights> => {
    const res = await api.admin.admin.insights.$get({ query: { from, to } });
    expect(res.status).toBe(200);
    return res.json();
  };

  // The visits' clock only goes forward, as a day's salt is made once: the tests that set a
  // day come first, in order.
  it("rotates the salt each day: the same browser is a new visitor, and yesterday's salt is gone", async () => {
    clock = new Date("2026-01-10T10:00:00+07:00");
    await send(view({ path: "/about" }));
    await api.server.running.deps.visits.flush();
    clock = new Date("2026-01-11T09:00:00+07:00");
    await send(view({ path: "/about" }));
    await api.server.running.deps.visits.flush();
    clock = undefined;

    const { series, totals } = await insights("2026-01-10", "2026-01-11");
    expect(series.map((day) => day.visitors)).toEqual([1, 1]);
    expect(totals.visitors).toBe(2);
    const hashes = await db()
      .select({ visitor: pageViews.visitor })
      .from(pageViews)
      .where(sql`${pageViews.day} in ('2026-01-10', '2026-01-11')`);
    expect(new Set(hashes.map((row) => row.visitor)).size).toBe(2);
    const salts = await db().select({ day: visitSalts.day }).from(visitSalts);
    expect(salts.map((salt) => salt.day)).not.toContain("2026-01-10");
  });

  it("keeps each finished day's figures equal to its raw counts, and deletes raw visits after the retention", async () => {
    clock = new Date("2026-02-03T11:00:00+07:00");
    const agents = [CHROME, PHONE, `${CHROME} Edg/142.0.0.0`];
    for (const [i, agent] of agents.entries()) {
      for (const path of ["/", "/certifications/gots", "/services"].slice(0, i + 1)) {
        await send(
          view({
            path,
            referrer: i === 0 ? "google.com" : null,
            utmCampaign: i === 2 ? "spring" : null,
            device: i === 1 ? "phone" : "desktop",
          }),
          { "user-agent": agent },
        );
      }
    }
    // Written within their day, as views are (every 2 s).
    await api.server.running.deps.visits.flush();
    clock = new Date("2026-04-01T08:00:00+07:00");
    await send(view({ path: "/contact" }));
    await api.server.running.deps.visits.flush();
    clock = undefined;
    const counted = await insights("2026-02-03");
    expect(counted.totals).toMatchObject({ visitors: 3, pageViews: 6 });

    // Ninety days on: the day is rolled up, then its visits deleted; its figures stay the same.
    const { rolledUp, deleted } = await upkeepVisits(db(), "2026-05-20", 90);
    expect(rolledUp).toBeGreaterThanOrEqual(1);
    expect(deleted).toBeGreaterThanOrEqual(6);
    const left = await db().select().from(pageViews).where(eq(pageViews.day, "2026-02-03"));
    expect(left).toEqual([]);
    const kept = await db().select().from(visitDays).where(eq(visitDays.day, "2026-02-03"));
    expect(kept.find((row) => row.dimension === "total")).toMatchObject({
      visitors: 3,
      pageViews: 6,
    });
    expect(await insights("2026-02-03")).toEqual(counted);
    // Visits younger than the retention are kept.
    const april = await db().select().from(pageViews).where(eq(pageViews.day, "2026-04-01"));
    expect(april.length).toBe(1);
    // A second process doing the same adds nothing.
    expect(await upkeepVisits(db(), "2026-05-20", 90)).toEqual({ rolledUp: 0, deleted: 0 });
  });

  it("takes a lead's source from the visit it belongs to: the views since the last long pause", async () => {
    const agent = `${PHONE} Visit/1`;
    clock = new Date("2026-04-02T08:00:00+07:00");
    await send(view({ path: "/certifications/grs", utmCampaign: "morning" }), {
      "user-agent": agent,
    });
    await api.server.running.deps.visits.flush();
    clock = new Date("2026-04-02T10:00:00+07:00");
    await send(view({ path: "/certifications/gots", utmCampaign: "noon" }), {
      "user-agent": agent,
    });
    clock = new Date("2026-04-02T10:20:00+07:00");
    await send(view({ path: "/quote" }), { "user-agent": agent });
    const { visits } = api.server.running.deps;
    expect(await visits.entryOf({ address: "127.0.0.1", userAgent: agent })).toMatchObject({
      landingPage: "/certifications/gots",
      utmCampaign: "noon",
    });
    expect(
      await visits.entryOf({ address: "127.0.0.1", userAgent: `${agent} other` }),
    ).toBeUndefined();
    clock = undefined;
  });

  it("keeps a day's busiest pages and adds up the rest, so made-up addresses cannot grow the figures", async () => {
    await db().execute(sql`
      insert into ${pageViews} (day, at, visitor, path, lang, device)
      select '2026-04-03', '2026-04-03T10:00:00+07:00', 'v' || i, '/made-up/' || i, 'en', 'desktop'
      from generate_series(1, ${INSIGHTS_DAY_PAGES + 60}) as i`);
    await db().execute(sql`
      insert into ${pageViews} (day, at, visitor, path, lang, device)
      select '2026-04-03', '2026-04-03T10:00:00+07:00', 'w' || i, '/about', 'en', 'phone'
      from generate_series(1, 5) as i`);
    await upkeepVisits(db(), "2026-04-10", 90);
    const pages = await db()
      .select()
      .from(visitDays)
      .where(sql`${visitDays.day} = '2026-04-03' and ${visitDays.dimension} = 'page'`);
    expect(pages).toHaveLength(INSIGHTS_DAY_PAGES + 1);
    expect(pages.find((row) => row.name === "/about")).toMatchObject({ visitors: 5 });
    expect(pages.find((row) => row.name === INSIGHTS_OTHER)).toMatchObject({
      visitors: 61,
      pageViews: 61,
    });
    const { totals } = await insights("2026-04-03");
    expect(totals).toMatchObject({
      visitors: INSIGHTS_DAY_PAGES + 65,
      pageViews: INSIGHTS_DAY_PAGES + 65,
    });
    // The salts of days over are gone, whether or not anything was counted since.
    const salts = await db().select({ day: visitSalts.day }).from(visitSalts);
    expect(salts.every((salt) => salt.day >= "2026-04-10")).toBe(true);
  });

  it("counts a visit: a second page and a reload are the same visitor, another browser another; no cookie", async () => {
    const first = await send(view({ path: "/certifications/gots", referrer: "facebook.com" }));
    expect(first.status).toBe(202);
    expect(first.headers.get("set-cookie")).toBeNull();
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect((await send(view({ path: "/quote" }))).status).toBe(202);
    expect((await send(view({ path: "/quote" }))).status).toBe(202);
    expect(
      (await send(view({ path: "/km/", lang: "km", device: "phone" }), { "user-agent": PHONE }))
        .status,
    ).toBe(202);

    const { totals, series, pages, referrers, languages, devices } = await insights();
    expect(totals).toMatchObject({
      visitors: 2,
      pageViews: 4,
      leads: 0,
      won: 0,
      conversionRate: 0,
    });
    expect(series).toEqual([{ day: today(), visitors: 2, pageViews: 4, leads: 0 }]);
    expect(pages).toEqual([
      { path: "/quote", visitors: 1, pageViews: 2, leads: 0, won: 0 },
      { path: "/certifications/gots", visitors: 1, pageViews: 1, leads: 0, won: 0 },
      { path: "/km/", visitors: 1, pageViews: 1, leads: 0, won: 0 },
    ]);
    // Where each visitor's day began.
    expect(referrers).toEqual([
      { name: null, visitors: 1, leads: 0, won: 0 },
      { name: "facebook.com", visitors: 1, leads: 0, won: 0 },
    ]);
    expect(languages).toEqual([
      { name: "en", visitors: 1, leads: 0, won: 0 },
      { name: "km", visitors: 1, leads: 0, won: 0 },
    ]);
    expect(devices).toEqual([
      { name: "desktop", visitors: 1, leads: 0, won: 0 },
      { name: "phone", visitors: 1, leads: 0, won: 0 },
    ]);
    // What is kept of a visitor: the day's hash, never the address or the browser.
    const kept = await db().select().from(pageViews).where(eq(pageViews.day, today()));
    expect(new Set(kept.map((row) => row.visitor)).size).toBe(2);
    expect(JSON.stringify(kept)).not.toMatch(/127\.0\.0\.1|Chrome|Android/);
  });

  it("does not count bots, a browser that asks not to be tracked, or a beacon that is not one", async () => {
    const before = (await insights()).totals.pageViews;
    const bots = [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "TelegramBot (like TwitterBot)",
      "",
    ];
    for (const agent of bots)
      expect((await send(view(), { "user-agent": agent })).status).toBe(202);
    expect((await send(view(), { "sec-gpc": "1" })).status).toBe(202);

    const malformed = await send("{not json");
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toBe(apiErrorMessages.invalidJsonBody);
    for (const wrong of [
      view({ path: "https://evil.example/" }),
      view({ path: "//evil.example" }),
      { ...view(), lang: "fr" },
      { ...view(), device: "watch" },
      { path: "/" },
    ]) {
      const res = await send(wrong);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(apiErrorMessages.badVisitBeacon);
    }
    const big = await send(view({ utmContent: "x".repeat(VISIT_BEACON_MAX_BYTES) }));
    expect(big.status).toBe(413);
    // Another site's page cannot count visits here.
    const forged = await api.server.request("/api/v", {
      method: "POST",
      body: JSON.stringify(view()),
      headers: { origin: "https://elsewhere.example", "user-agent": CHROME },
    });
    expect(forged.status).toBe(403);
    expect((await insights()).totals.pageViews).toBe(before);
  });

  it("joins leads to where their visit began, and counts the won audits", async () => {
    const campaign = {
      referrer: "facebook.com",
      utmSource: "facebook",
      utmMedium: "social",
      utmCampaign: "gots-2027",
    };
    const buyer =
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
    await send(view({ path: "/certifications/gots", device: "phone", ...campaign }), {
      "user-agent": buyer,
    });
    await send(view({ path: "/quote", device: "phone" }), { "user-agent": buyer });
    const quote = await api.visitor.quote.$post({
      json: {
        name: "Sreymom Keo",
        email: "sreymom@factory.example",
        service: "GOTS certification",
        message: "We would like a quotation for GOTS at our two factories.",
        source: {
          landingPage: "/certifications/gots",
          device: "phone",
          ...campaign,
          utmTerm: null,
          utmContent: null,
        },
      },
    });
    expect(quote.status).toBe(200);
    // A message whose page did not say (reached by a plain link): the visit's first page counts.
    const contact = await api.server.request("/api/contact", {
      method: "POST",
      json: {
        name: "Dara Sok",
        email: "dara@factory.example",
        message: "Can you also audit our dye house next month?",
      },
      headers: { "user-agent": buyer },
    });
    expect(contact.status).toBe(200);
    const leads = (await (await api.admin.admin.submissions.$get({ query: {} })).json()).items;
    const dara = leads.find((lead) => lead.name === "Dara Sok")!;
    expect(dara.source).toMatchObject({
      landingPage: "/certifications/gots",
      utmCampaign: "gots-2027",
      device: "phone",
    });
    const won = await api.admin.admin.submissions[":id"].$patch({
      param: { id: String(dara.id) },
      json: { stage: "won" },
    });
    expect(won.status).toBe(200);

    const { totals, series, pages, campaigns, referrers, devices } = await insights();
    expect(totals.leads).toBe(2);
    expect(totals.won).toBe(1);
    expect(totals.conversionRate).toBeCloseTo(2 / totals.visitors, 4);
    expect(series.at(-1)!.leads).toBe(2);
    expect(pages.find((page) => page.path === "/certifications/gots")).toEqual({
      path: "/certifications/gots",
      visitors: 2,
      pageViews: 2,
      leads: 2,
      won: 1,
    });
    expect(campaigns).toContainEqual({ name: "gots-2027", visitors: 1, leads: 2, won: 1 });
    expect(referrers).toContainEqual({ name: "facebook.com", visitors: 2, leads: 2, won: 1 });
    expect(devices).toContainEqual({ name: "phone", visitors: 2, leads: 2, won: 1 });
  });

  it("answers the owner, editors and sales; not translators or visitors; and says what is wrong with a period", async () => {
    const cookieOf = async (role: "editor" | "sales" | "translator") => {
      const id = crypto.randomUUID();
      await db()
        .insert(adminUsers)
        .values({
          id,
          email: `${role}@insights.example`,
          name: `The ${role}`,
          role,
          passwordHash: "not used: the session is opened directly",
        });
      const token = generateSessionToken();
      await createSession(db(), token, id);
      return `${SESSION_COOKIE}=${token}`;
    };
    const path = `/api/admin/insights?from=${today()}&to=${today()}`;
    for (const role of ["editor", "sales"] as const) {
      expect((await api.server.request(path, { cookie: await cookieOf(role) })).status).toBe(200);
    }
    const translator = await api.server.request(path, { cookie: await cookieOf("translator") });
    expect(translator.status).toBe(403);
    expect((await translator.json()).error).toBe(roleRefusal("translator", "insights"));
    expect(
      (await api.visitor.admin.insights.$get({ query: { from: today(), to: today() } })).status,
    ).toBe(401);

    for (const [from, to, field] of [
      ["2026-11-30", "2026-11-01", "to"],
      ["2026-13-01", "2026-12-01", "from"],
      ["yesterday", "2026-12-01", "from"],
      ["2020-01-01", "2026-12-01", "from"],
    ] as const) {
      const res = await api.admin.admin.insights.$get({ query: { from, to } });
      expect(res.status).toBe(400);
      const body = (await res.json()) as unknown as { fields: Record<string, string> };
      expect(Object.keys(body.fields)).toContain(field);
    }
  });

  it("drops a view the database cannot take without holding back the views after it", async () => {
    const before = (await insights()).totals.pageViews;
    const { visits } = api.server.running.deps;
    const viewer = { address: "192.0.2.7", userAgent: CHROME };
    // A value no schema lets through (a NUL), counted directly: the database refuses it.
    visits.count(view({ path: "/", utmCampaign: "bad\u0000" }), viewer);
    visits.count(view({ path: "/about" }), viewer);
    await visits.flush().catch(() => {});
    visits.count(view({ path: "/privacy" }), viewer);
    await visits.flush();
    expect((await insights()).totals.pageViews).toBe(before + 2);
    // Through the beacon the NUL is dropped, and the campaign counted.
    expect(
      (
        await send(view({ path: "/terms", utmCampaign: "\u0000clean" }), {
          "user-agent": `${PHONE} Fresh/1`,
        })
      ).status,
    ).toBe(202);
    expect((await insights()).campaigns).toContainEqual({
      name: "clean",
      visitors: 1,
      leads: 0,
      won: 0,
    });
  });

  it("lets one address count a page a second at most, and tells it to wait", async () => {
    const answers = [];
    for (let i = 0; i < 70; i++) answers.push((await send(view({ path: "/contact" }))).status);
    expect(answers.filter((status) => status === 202).length).toBeLessThanOrEqual(60);
    const refused = await send(view({ path: "/contact" }));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
  });
});
