import { INSIGHTS_TOP_SEARCHES, type Insights, searchWords } from "@app/contract";
import { describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { serverForTests } from "../../test/test-server.ts";
import { searchDays } from "../db/schema.ts";
import { businessDayOf } from "./visit-calendar.ts";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
/** "Certificate": a word of the site's Khmer pages. */
const KHMER_FOUND = "វិញ្ញាបនប័ត្រ";
/** The same as search keeps it: its words (the dictionary's), a space between each. */
const KHMER_KEPT = searchWords(KHMER_FOUND, "km").join(" ");

describe.each(drivers)("insights: what visitors searched [%s]", (kind) => {
  // Behind a proxy that names each visitor: one visitor's same search within a minute is one.
  const api = serverForTests(kind, {
    config: { searchLogFlushMs: 50, searchesPerMinute: 10_000, trustProxy: true },
  });
  const db = () => api.server.running.deps.database.db;
  const today = () => businessDayOf(new Date());

  /** A visitor's search in the site's search box, as the results page asks it. */
  const search = async (q: string, lang: "en" | "km", visitor: string) => {
    const res = await api.visitor.search.$get(
      { query: { q, lang } },
      { headers: { "user-agent": CHROME, "x-forwarded-for": visitor } },
    );
    expect(res.status).toBe(200);
    return (await res.json()).results.length;
  };

  const searches = async (from = today(), to = from): Promise<Insights["searches"]> => {
    const res = await api.admin.admin.insights.$get({ query: { from, to } });
    expect(res.status).toBe(200);
    return (await res.json()).searches;
  };

  it("says nothing was searched in days without searches", async () => {
    expect(await searches("2025-03-01", "2025-03-31")).toEqual({
      total: 0,
      foundNothing: 0,
      top: [],
      nothingFound: [],
    });
  });

  it("lists today's searches at once, the most searched first, and those that found nothing", async () => {
    expect(await search("GOTS", "en", "198.51.100.1")).toBeGreaterThan(0);
    expect(await search("gots", "en", "198.51.100.2")).toBeGreaterThan(0);
    expect(await search("zebra xylophone", "en", "198.51.100.2")).toBe(0);
    expect(await search(KHMER_FOUND, "km", "198.51.100.3")).toBeGreaterThan(0);
    expect(await search("Zebra  Xylophone", "km", "198.51.100.3")).toBe(0);
    // Not a visitor: a bot's search is not counted.
    await api.visitor.search.$get(
      { query: { q: "ocs", lang: "en" } },
      { headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } },
    );

    // No wait for the search log's next write: Insights writes what is waiting first.
    expect(await searches()).toEqual({
      total: 5,
      foundNothing: 2,
      top: [
        { query: "gots", language: "en", searches: 2 },
        { query: "zebra xylophone", language: "en", searches: 1 },
        { query: "zebra xylophone", language: "km", searches: 1 },
        { query: KHMER_KEPT, language: "km", searches: 1 },
      ],
      nothingFound: [
        { query: "zebra xylophone", language: "en", searches: 1 },
        { query: "zebra xylophone", language: "km", searches: 1 },
      ],
    });
  });

  it("adds up the period's days, leaves out the others, and lists the busiest ten", async () => {
    const lines = [
      // Two days of the period: one query added up across them.
      ["2026-03-02", "en", "organic cotton", 40, 0],
      ["2026-03-03", "en", "organic cotton", 5, 0],
      ["2026-03-03", "km", "organic cotton", 3, 3],
      ["2026-03-04", "en", "bluesign", 7, 7],
      // Before and after the period.
      ["2026-03-01", "en", "earlier", 500, 500],
      ["2026-03-05", "en", "later", 500, 500],
      // Twelve queries searched a few times each: the three least searched are cut.
      ...Array.from(
        { length: 12 },
        (_, i) => ["2026-03-03", "en", `query ${String(i).padStart(2, "0")}`, 2 + i, 1] as const,
      ),
    ] as const;
    await db()
      .insert(searchDays)
      .values(
        lines.map(([day, language, query, searches, foundNothing]) => ({
          day,
          language,
          query,
          searches,
          foundNothing,
        })),
      );
    const answer = await searches("2026-03-02", "2026-03-04");
    const allSearches =
      40 + 5 + 3 + 7 + Array.from({ length: 12 }, (_, i) => 2 + i).reduce((a, b) => a + b);
    expect(answer.total).toBe(allSearches);
    expect(answer.foundNothing).toBe(3 + 7 + 12);
    expect(answer.top).toHaveLength(INSIGHTS_TOP_SEARCHES);
    expect(answer.top.slice(0, 3)).toEqual([
      { query: "organic cotton", language: "en", searches: 45 },
      { query: "query 11", language: "en", searches: 13 },
      { query: "query 10", language: "en", searches: 12 },
    ]);
    expect(answer.top.map((line) => line.query)).toContain("bluesign");
    expect(answer.top.map((line) => line.query)).not.toContain("query 00");
    expect(answer.nothingFound.slice(0, 2)).toEqual([
      { query: "bluesign", language: "en", searches: 7 },
      { query: "organic cotton", language: "km", searches: 3 },
    ]);
    // Then the queries that found nothing once, in the order of their words.
    expect(answer.nothingFound.slice(2).map((line) => line.query)).toEqual(
      Array.from({ length: 8 }, (_, i) => `query 0${i}`),
    );
    expect(JSON.stringify(answer)).not.toMatch(/earlier|later/);
  });
});
