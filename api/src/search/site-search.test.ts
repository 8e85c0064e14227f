import type { ContentSave, SearchResult } from "@app/contract";
import { SEARCH_QUERY_MAX } from "@app/contract";
import { describe, expect, it } from "vitest";
import { drivers, itAcrossProcesses } from "../../test/test-database.ts";
import { serverForTests, startTestServer, type TestServer } from "../../test/test-server.ts";
import { searchDays } from "../db/schema.ts";

/** A Khmer sentence whose third word, ស្រូវ ("rice"), is found nowhere else on the site. */
const KHMER_SENTENCE = "ស្តង់ដារនេះការពារស្រូវនិងកប្បាសសរីរាង្គនៅក្នុងរោងចក្រ";
const KHMER_WORD = "ស្រូវ";

describe.each(drivers)("site search [%s]", (kind) => {
  const api = serverForTests(kind, {
    config: { searchLogFlushMs: 50, searchesPerMinute: 10_000, trustProxy: true },
  });

  const search = async (
    q: string,
    lang = "en",
    server: TestServer = api.server,
    visitor = "203.0.113.1",
  ) => {
    const res = await server.request(`/api/search?${new URLSearchParams({ q, lang })}`, {
      headers: {
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140",
        "x-forwarded-for": visitor,
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { results: SearchResult[] }).results;
  };
  const paths = async (q: string, lang = "en", server?: TestServer) =>
    (await search(q, lang, server)).map((result) => result.path);
  const save = async (json: ContentSave, server: TestServer = api.server) => {
    const res = await server.request("/api/admin/content", {
      method: "POST",
      cookie: api.cookie,
      json,
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
  };
  const read = async (section: string) =>
    (await (await api.server.request(`/api/content-json/${section}`)).json()) as {
      content: Record<string, unknown>;
      version: number;
    };

  it.each([
    ["iso9001", "/certifications/iso-9001"],
    ["ISO 9001", "/certifications/iso-9001"],
    ["iso-9001", "/certifications/iso-9001"],
    ["ISO9001", "/certifications/iso-9001"],
    ["gots", "/certifications/gots"],
    ["GOTS", "/certifications/gots"],
    ["Global Organic Textile", "/certifications/gots"],
    ["oeko-tex 100", "/certifications/oeko-tex-100"],
    ["iso 14001", "/certifications/iso-14001"],
  ])("finds %s first: %s", async (query, first) => {
    expect((await paths(query))[0]).toBe(first);
  });

  it("finds words by their stem and by the start of a word", async () => {
    // "factories" and "factory" are one stem; "certif" starts "certification".
    expect(await paths("factories")).toContain("/certifications/factory-capability");
    expect((await paths("certif")).length).toBeGreaterThan(3);
  });

  it("answers every kind: standards, pillars, pages, services and documents", async () => {
    const kinds = new Set<string>();
    for (const query of ["privacy", "training", "textile", "capacity building", "guide"]) {
      for (const result of await search(query)) kinds.add(result.kind);
    }
    expect([...kinds].sort()).toEqual(["page", "pillar", "resource", "service", "standard"]);
    const [privacy] = await search("privacy policy");
    expect(privacy).toMatchObject({ kind: "page", path: "/privacy" });
  });

  it("marks the matched words in a snippet of the text", async () => {
    const [gots] = await search("organic textile");
    expect(gots?.snippet).toMatch(/<mark>organic/i);
    const [iso] = await search("iso9001");
    expect(iso?.snippet).toContain("<mark>ISO 9001</mark>");
    // Text pages' {brandName} and the like are filled in as the page fills them.
    for (const result of await search("terms website"))
      expect(result.snippet).not.toMatch(/\{\w+\}/);
    const factory = (await search("factories")).find((r) => r.path.includes("factory-capability"));
    expect(factory?.snippet).toMatch(/<mark>factor(y|ies)<\/mark>/i);
  });

  it("finds nothing for words the site does not have, and says so in an empty list", async () => {
    expect(await search("zebra xylophone")).toEqual([]);
    expect(await search("")).toEqual([]);
    expect(await search("   ")).toEqual([]);
  });

  it("answers a query some of whose words the site lacks with what holds the others", async () => {
    expect((await paths("gots zebra"))[0]).toBe("/certifications/gots");
  });

  it("finds a Khmer word inside a sentence on /km/, first, and a query of two Khmer words", async () => {
    const gots = await read("certification:gots");
    await save({
      section: "certification:gots@km",
      content: { ...gots.content, description: KHMER_SENTENCE },
      create: true,
    });
    const results = await search(KHMER_WORD, "km");
    expect(results.map((r) => r.path)).toEqual(["/km/certifications/gots"]);
    expect(results[0]!.snippet).toContain(`<mark>${KHMER_WORD}</mark>`);
    // Two words of the sentence, typed with or without a space between them.
    expect((await paths(`${KHMER_WORD} កប្បាស`, "km"))[0]).toBe("/km/certifications/gots");
    expect((await paths(`${KHMER_WORD}កប្បាស`, "km"))[0]).toBe("/km/certifications/gots");
    // English pages do not hold the Khmer words; Khmer pages show English not yet translated.
    expect(await search(KHMER_WORD, "en")).toEqual([]);
    expect((await paths("iso9001", "km"))[0]).toBe("/km/certifications/iso-9001");
  });

  /**
   * A save, a rename, a delete and a restore made on this process, each seen at once by a
   * search on `seenOn` (this process, or another one on the same database).
   */
  async function followsEveryChange(
    seenOn: TestServer,
    slug: string,
    [first, second, code]: [string, string, string],
  ) {
    const found = (query: string) => paths(query, "en", seenOn);
    const base = await read("certification:gots");
    await save({
      section: `certification:${slug}`,
      content: { ...base.content, name: code, fullName: `${first} Wool Exchange` },
      create: true,
    });
    expect((await found(first))[0]).toBe(`/certifications/${slug}`);
    expect((await found(code.replace(" ", "")))[0]).toBe(`/certifications/${slug}`);
    const saved = await read(`certification:${slug}`);
    await save({
      section: `certification:${slug}`,
      content: { ...saved.content, fullName: `${second} Wool Exchange` },
      version: saved.version,
    });
    expect(await found(first)).toEqual([]);
    expect((await found(second))[0]).toBe(`/certifications/${slug}`);
    const renamed = await api.server.request(`/api/admin/content/certification:${slug}/rename`, {
      method: "POST",
      cookie: api.cookie,
      json: { to: `certification:${slug}-2` },
    });
    expect(renamed.status).toBe(200);
    expect(await found(second)).toEqual([`/certifications/${slug}-2`]);
    const removed = await api.server.request(`/api/admin/content/certification:${slug}-2`, {
      method: "DELETE",
      cookie: api.cookie,
    });
    expect(removed.status).toBe(200);
    expect(await found(second)).toEqual([]);
    const restored = await api.server.request(
      `/api/admin/content/certification:${slug}-2/revisions/${saved.version + 1}/restore`,
      { method: "POST", cookie: api.cookie },
    );
    expect(restored.status, await restored.clone().text()).toBe(200);
    expect(await found(second)).toEqual([`/certifications/${slug}-2`]);
  }

  it("follows a save, a rename, a delete and a restore", async () => {
    await followsEveryChange(api.server, "search-follow", ["Quixotic", "Zanzibar", "QWX 77"]);
  });

  itAcrossProcesses(kind)("follows them made on another process, at once", async () => {
    const other = await startTestServer(kind, {
      testDb: api.server.testDb,
      config: { searchesPerMinute: 10_000 },
    });
    try {
      // Each asked on the other process right after the change answered: no notification waited for.
      await followsEveryChange(other, "search-elsewhere", ["Quokka", "Yodelling", "QKY 88"]);
      // And the other way round: a save there is found here.
      const ocs = await read("certification:ocs");
      await save(
        {
          section: "certification:ocs",
          content: { ...ocs.content, description: "Marmalade of organic content." },
          version: ocs.version,
        },
        other,
      );
      expect(await paths("marmalade")).toEqual(["/certifications/ocs"]);
    } finally {
      await other.stop();
    }
  });

  it.each([
    ["SQL", "gots'; drop table search_documents; --"],
    ["full-text operators", "gots & !(ocs | grs) <-> rcs:* <2>"],
    ["quotes and backslashes", `gots \\' '' \\\\ "`],
    ["format characters and lone surrogates", "\u200bgots\u202e \ud800"],
  ])("answers %s safely", async (_, query) => {
    const results = await search(query);
    expect(results.map((result) => result.path)).toContain("/certifications/gots");
    for (const result of results) expect(result.snippet).not.toMatch(/<(?!\/?mark>)/);
  });

  it("keeps searching when a text holds a word no index takes, or a document twice", async () => {
    const terms = await read("page:terms");
    const content = structuredClone(terms.content) as {
      blocks: { paragraphs: string[] }[];
    };
    content.blocks[0]!.paragraphs.push(
      `Reference ${"x".repeat(2100)} 1 and ${"០១២៣៤៥៦៧៨៩".repeat(70)}`,
    );
    await save({ section: "page:terms", content, version: terms.version });
    const resources = await read("resources");
    const listed = structuredClone(resources.content) as { items: Record<string, unknown>[] };
    listed.items.push({ ...listed.items[0]!, title: "The same document again" });
    await save({ section: "resources", content: listed, version: resources.version });
    try {
      expect((await paths("gots"))[0]).toBe("/certifications/gots");
      expect(await paths("reference")).toContain("/terms");
    } finally {
      const now = await read("page:terms");
      await save({ section: "page:terms", content: terms.content, version: now.version });
      const after = await read("resources");
      await save({ section: "resources", content: resources.content, version: after.version });
    }
  });

  it("refuses control characters in words", async () => {
    const res = await api.server.request(`/api/search?q=${encodeURIComponent("\u0000gots\u001b")}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/control characters/);
  });

  it("refuses a query too long, or a language it does not have, in words", async () => {
    const long = await api.server.request(`/api/search?q=${"a".repeat(SEARCH_QUERY_MAX + 1)}`);
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: string }).error).toBe(
      `Please search with at most ${SEARCH_QUERY_MAX} characters.`,
    );
    const km = await api.server.request(
      `/api/search?lang=km&q=${"ក".repeat(SEARCH_QUERY_MAX + 1)}`,
    );
    expect(((await km.json()) as { error: string }).error).toContain(String(SEARCH_QUERY_MAX));
    expect((await api.server.request("/api/search?q=gots&lang=fr")).status).toBe(400);
    expect(await search("a".repeat(SEARCH_QUERY_MAX))).toEqual([]);
  });

  it("keeps what visitors searched by day, never a bot's or the team's, an address or a phone number", async () => {
    const db = api.server.running.deps.database.db;
    await api.server.running.deps.search.log.flush();
    await db.delete(searchDays);
    // Two visitors; the second asks again (a reload): counted once for each.
    await search("GOTS", "en", api.server, "198.51.100.7");
    await search("gots", "en", api.server, "198.51.100.8");
    await search(" gots ", "en", api.server, "198.51.100.8");
    await search("zebra xylophone", "en", api.server, "198.51.100.9");
    await search("me@example.com");
    await search("+855 12 345 678");
    await api.server.request("/api/search?q=ocs", {
      headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    });
    // The owner opening a query from Insights is no visitor's search.
    await api.server.request("/api/search?q=fsc", {
      cookie: api.cookie,
      headers: { "user-agent": "Mozilla/5.0 Chrome/140", "x-forwarded-for": "198.51.100.10" },
    });
    await api.server.running.deps.search.log.flush();
    const rows = await db.select().from(searchDays);
    expect(
      rows.map(({ query, searches, foundNothing }) => ({ query, searches, foundNothing })),
    ).toEqual(
      expect.arrayContaining([
        { query: "gots", searches: 2, foundNothing: 0 },
        { query: "zebra xylophone", searches: 1, foundNothing: 1 },
      ]),
    );
    expect(rows).toHaveLength(2);
  });
});

describe.each(drivers)("site search allowance [%s]", (kind) => {
  const api = serverForTests(kind, { config: { searchesPerMinute: 3 } });

  it("tells a visitor past their searches a minute to wait, in their language", async () => {
    // A query refused as too long takes from the allowance too.
    expect((await api.server.request(`/api/search?q=${"a".repeat(500)}`)).status).toBe(400);
    for (let n = 0; n < 2; n++) {
      expect((await api.server.request("/api/search?q=gots")).status).toBe(200);
    }
    const refused = await api.server.request("/api/search?q=gots&lang=km");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(((await refused.json()) as { error: string }).error).toContain("សូមរង់ចាំ");
  });
});
