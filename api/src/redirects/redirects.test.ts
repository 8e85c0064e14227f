import { fileURLToPath } from "node:url";
import {
  NOT_FOUND_KEPT_PATHS,
  type Redirect,
  type RedirectInput,
  redirectMessages,
} from "@app/contract";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { drivers, itAcrossProcesses } from "../../test/test-database.ts";
import { serverForTests, startTestServer } from "../../test/test-server.ts";
import { notFoundPaths } from "../db/schema.ts";
import { NOT_FOUND_WAITING_MAX } from "./not-found-log.ts";

const webDist = fileURLToPath(new URL("../../../web/dist", import.meta.url));

describe.each(drivers)("redirects and missing pages [%s]", (kind) => {
  const api = serverForTests(kind, { config: { webDist, notFoundFlushMs: 50 } });
  const deps = () => api.server.running.deps;

  const visit = async (
    path: string,
    headers: Record<string, string> = {},
    base = api.server.url,
  ) => {
    const res = await fetch(base + path, { redirect: "manual", headers });
    await res.arrayBuffer();
    return { status: res.status, location: res.headers.get("location") };
  };
  const add = (json: RedirectInput) =>
    api.server.request("/api/admin/redirects", {
      method: "POST",
      cookie: api.cookie,
      json,
    });
  const change = (id: string, json: Partial<RedirectInput>) =>
    api.server.request(`/api/admin/redirects/${encodeURIComponent(id)}`, {
      method: "PATCH",
      cookie: api.cookie,
      json,
    });
  const remove = (id: string) =>
    api.server.request(`/api/admin/redirects/${encodeURIComponent(id)}`, {
      method: "DELETE",
      cookie: api.cookie,
    });
  const list = async (): Promise<Redirect[]> =>
    (
      (await (await api.server.request("/api/admin/redirects", { cookie: api.cookie })).json()) as {
        redirects: Redirect[];
      }
    ).redirects;
  const made = async (json: RedirectInput): Promise<Redirect> => {
    const res = await add(json);
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { redirect: Redirect }).redirect;
  };
  const refusal = async (res: Response) => ({
    status: res.status,
    ...((await res.json()) as { error: string; fields?: Record<string, string> }),
  });
  const missing = async () =>
    (
      (await (await api.server.request("/api/admin/not-found", { cookie: api.cookie })).json()) as {
        paths: { path: string; count: number; referrer: string | null }[];
      }
    ).paths;

  it("sends an old address on in both languages, keeping the target's query, and counts the visitors", async () => {
    const redirect = await made({
      from: "/old-gots/",
      to: "/certifications/gots?from=old#top",
      status: 301,
    });
    expect(redirect).toMatchObject({
      from: "/old-gots",
      to: "/certifications/gots?from=old#top",
      status: 301,
      kind: "manual",
      hits: 0,
      lastHitAt: null,
    });
    expect(await visit("/old-gots")).toEqual({
      status: 301,
      location: "/certifications/gots?from=old#top",
    });
    expect(await visit("/km/old-gots")).toEqual({
      status: 301,
      location: "/km/certifications/gots?from=old#top",
    });
    const counted = (await list()).find((r) => r.id === redirect.id)!;
    expect(counted.hits).toBe(2);
    expect(counted.lastHitAt).not.toBeNull();

    const away = await made({
      from: "/catalogue-2019",
      to: "https://example.org/catalogue",
      status: 302,
    });
    expect(away.to).toBe("https://example.org/catalogue");
    expect(await visit("/catalogue-2019")).toEqual({
      status: 302,
      location: "https://example.org/catalogue",
    });
    // A Khmer address given as the old one is the same redirect, in both languages.
    const khmer = await made({
      from: "/km/%E1%9E%9F%E1%9F%92%E1%9E%8F%E1%9E%84%E1%9F%8B",
      to: "/about",
    });
    expect(khmer.from).toBe("/ស្តង់");
    expect(await visit("/km/%E1%9E%9F%E1%9F%92%E1%9E%8F%E1%9E%84%E1%9F%8B")).toEqual({
      status: 301,
      location: "/km/about",
    });
  });

  it("refuses addresses that are no old address of this site, and targets elsewhere but https", async () => {
    const cases: [RedirectInput, "from" | "to", string][] = [
      [{ from: "https://evil.example/x", to: "/about" }, "from", redirectMessages.fromNotPath],
      [{ from: "//evil.example/x", to: "/about" }, "from", redirectMessages.fromNotPath],
      [{ from: "/x?page=2", to: "/about" }, "from", redirectMessages.fromQuery],
      [{ from: "/", to: "/about" }, "from", redirectMessages.fromHome],
      [{ from: "/km/", to: "/about" }, "from", redirectMessages.fromHome],
      [{ from: "/admin/x", to: "/about" }, "from", redirectMessages.fromNotPage],
      [{ from: "/api/health", to: "/about" }, "from", redirectMessages.fromNotPage],
      [{ from: "/x%00y", to: "/about" }, "from", redirectMessages.fromBadCharacters],
      [{ from: "/x", to: "http://evil.example/" }, "to", redirectMessages.toNotAllowed],
      [{ from: "/x", to: "javascript:alert(1)" }, "to", redirectMessages.toNotAllowed],
      [{ from: "/x", to: "//evil.example/" }, "to", redirectMessages.toNotAllowed],
      [{ from: "/x", to: "/\\evil.example" }, "to", redirectMessages.toNotAllowed],
      [{ from: "/x", to: "https://user:pass@evil.example/" }, "to", redirectMessages.toNotAllowed],
      [{ from: "/x", to: "data:text/html,hi" }, "to", redirectMessages.toNotAllowed],
      [{ from: "/x", to: "/x" }, "to", redirectMessages.sameAddress],
      [{ from: "/x", to: "/no-such-page" }, "to", redirectMessages.toMissing("/no-such-page")],
    ];
    for (const [input, field, message] of cases) {
      const answer = await refusal(await add(input));
      expect([400, 409], JSON.stringify(input)).toContain(answer.status);
      expect(answer.fields?.[field], JSON.stringify(input)).toBe(message);
    }
    const status = await refusal(await add({ from: "/x", to: "/about", status: 307 as 301 }));
    expect(status.status).toBe(400);
    expect(status.fields?.status).toBe("Choose permanent (301) or temporary (302)");
  });

  it("keeps a redirect's status through a change of its target, and passes the visitor's query on", async () => {
    const sale = await made({ from: "/temp-sale", to: "/about", status: 302 });
    const changed = await change(sale.id, { to: "/privacy" });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { redirect: Redirect }).redirect).toMatchObject({
      to: "/privacy",
      status: 302,
    });
    expect(await visit("/temp-sale?utm_campaign=tet")).toEqual({
      status: 302,
      location: "/privacy?utm_campaign=tet",
    });
  });

  it("matches an old address however its characters were escaped", async () => {
    const guide = await made({ from: "/c%2B%2B-guide", to: "/about" });
    expect(guide.from).toBe("/c++-guide");
    expect(await visit("/c%2B%2B-guide")).toEqual({ status: 301, location: "/about" });
    expect(await visit("/c++-guide")).toEqual({ status: 301, location: "/about" });
    await visit("/a%26b-old");
    expect((await missing()).map((p) => p.path)).toContain("/a&b-old");
    for (const from of ["/100%25", "/a%3Fb", "/robots.txt", "/sitemap.xml", "/../admin"]) {
      expect((await add({ from, to: "/about" })).status, from).toBe(400);
    }
  });

  it("refuses to hide a live page, naming it", async () => {
    for (const from of ["/about", "/km/about", "/certifications/gots"]) {
      const answer = await refusal(await add({ from, to: "/privacy" }));
      expect(answer.status).toBe(409);
      const path = from.replace(/^\/km/, "");
      expect(answer.fields?.from).toBe(redirectMessages.shadows(path));
    }
  });

  it("collapses chains both ways and refuses circles", async () => {
    // A redirect leads to a page: none lives at this address.
    const nowhere = await refusal(await add({ from: "/chain-a", to: "/chain-nowhere" }));
    expect(nowhere.fields?.to).toBe(redirectMessages.toMissing("/chain-nowhere"));
    const a = await made({ from: "/chain-a", to: "/about" });
    // B to A's address leads straight to where A leads, and C to B's likewise: one hop each.
    const b = await made({ from: "/chain-b", to: "/chain-a" });
    expect(b.to).toBe("/about");
    const c = await made({ from: "/chain-c", to: "/chain-b" });
    expect(c.to).toBe("/about");
    // A redirect made for an address others led to: they now lead where it leads.
    expect((await remove(a.id)).status).toBe(204);
    const again = await made({ from: "/chain-a", to: "/terms" });
    expect(again.to).toBe("/terms");
    const byFrom = new Map((await list()).map((r) => [r.from, r.to]));
    expect(byFrom.get("/chain-b")).toBe("/about");
    expect(await visit("/chain-c")).toEqual({ status: 301, location: "/about" });
    const taken = await refusal(await add({ from: "/chain-b", to: "/about" }));
    expect(taken).toMatchObject({
      status: 409,
      fields: { from: redirectMessages.taken("/chain-b") },
    });

    // A page taken off the site, its address then sent to a redirect that led to it: a circle.
    const old = await made({ from: "/step-2019", to: "/certifications/oeko-tex-step" });
    const gone = await api.admin.admin.content[":section"].$delete({
      param: { section: "certification:oeko-tex-step" },
      query: {},
    });
    expect(gone.status).toBe(200);
    const loop = await refusal(
      await add({ from: "/certifications/oeko-tex-step", to: "/step-2019" }),
    );
    expect(loop.status).toBe(409);
    expect(loop.fields?.to).toBe(
      redirectMessages.loop([
        "/certifications/oeko-tex-step",
        "/step-2019",
        "/certifications/oeko-tex-step",
      ]),
    );
    // Sent elsewhere, the page's old address takes the old redirect with it.
    await made({ from: "/certifications/oeko-tex-step", to: "/certifications/oeko-tex-100" });
    const moved = (await list()).find((r) => r.id === old.id)!;
    expect(moved.to).toBe("/certifications/oeko-tex-100");
    expect(await visit("/km/step-2019")).toEqual({
      status: 301,
      location: "/km/certifications/oeko-tex-100",
    });
  });

  it("lists a rename's redirect, which can be deleted but not changed", async () => {
    const res = await api.admin.admin.content[":section"].rename.$post({
      param: { section: "certification:bci-custody" },
      json: { to: "certification:better-cotton-custody" },
    });
    expect(res.status).toBe(200);
    expect(await visit("/km/certifications/bci-custody")).toMatchObject({ status: 301 });
    const rename = (await list()).find((r) => r.kind === "rename")!;
    expect(rename).toMatchObject({
      id: "rename:certification:bci-custody",
      from: "/certifications/bci-custody",
      to: "/certifications/better-cotton-custody",
      status: 301,
      hits: 1,
    });
    expect((await refusal(await change(rename.id, { to: "/about" }))).status).toBe(409);
    const taken = await refusal(await add({ from: "/certifications/bci-custody", to: "/about" }));
    expect(taken.fields?.from).toBe(redirectMessages.takenByRename("/certifications/bci-custody"));
    expect((await remove(rename.id)).status).toBe(204);
    expect((await visit("/certifications/bci-custody")).status).toBe(404);
    expect((await remove(rename.id)).status).toBe(404);
  });

  it("leaves out a redirect that renames and deletions turned into a circle", async () => {
    await made({ from: "/certifications/new-rcs", to: "/certifications/rcs" });
    const renamed = await api.admin.admin.content[":section"].rename.$post({
      param: { section: "certification:rcs" },
      json: { to: "certification:new-rcs" },
    });
    expect(renamed.status).toBe(200);
    const gone = await api.admin.admin.content[":section"].$delete({
      param: { section: "certification:new-rcs" },
      query: {},
    });
    expect(gone.status).toBe(200);
    // Its way now leads back to its own address: no answer sends the browser in a circle.
    expect((await visit("/certifications/new-rcs")).status).toBe(404);
  });

  it("counts missing pages with the site that linked them, and forgets one once redirected", async () => {
    await visit("/old-services.html", { referer: "https://www.google.com/search?q=x" });
    await visit("/km/old-services.html");
    await visit("/old-services.html");
    const paths = await missing();
    expect(paths.find((p) => p.path === "/old-services.html")).toMatchObject({
      count: 2,
      referrer: "www.google.com",
    });
    expect(paths.find((p) => p.path === "/km/old-services.html")).toMatchObject({ count: 1 });
    // Files and the API are never counted as pages.
    await visit("/assets/nothing.js");
    await visit("/api/nothing");
    const after = (await missing()).map((p) => p.path);
    expect(after).not.toContain("/assets/nothing.js");
    expect(after).not.toContain("/api/nothing");

    await made({ from: "/old-services.html", to: "/about" });
    const left = (await missing()).map((p) => p.path);
    expect(left).not.toContain("/old-services.html");
    expect(left).not.toContain("/km/old-services.html");
    expect(await visit("/old-services.html")).toEqual({ status: 301, location: "/about" });
  });

  it("stays bounded under a flood of 100,000 made-up addresses, and the site still answers", async () => {
    const log = deps().notFound;
    const droppedBefore = log.dropped;
    for (let i = 0; i < 100_000; i++) log.record(`/flood/${i}-${Math.random()}`, "bots.example");
    // Memory held at most a round's worth: the rest was turned away, not kept.
    expect(log.dropped - droppedBefore).toBeGreaterThanOrEqual(100_000 - NOT_FOUND_WAITING_MAX);
    // The real visitors' missing page, asked for often, outlives the flood.
    for (let i = 0; i < 3; i++) await visit("/brochure-2020.pdf");
    await log.flush();
    for (let i = 0; i < 1_500; i++) log.record(`/flood-2/${i}`, null);
    await log.flush();
    const [{ rows } = { rows: 0 }] = await deps()
      .database.db.select({ rows: count() })
      .from(notFoundPaths);
    expect(rows).toBeLessThanOrEqual(NOT_FOUND_KEPT_PATHS);
    expect((await missing()).find((p) => p.path === "/brochure-2020.pdf")?.count).toBe(3);
    // A real page asked for once in each round, while made-up ones asked for twice fill the
    // list, still adds up.
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < NOT_FOUND_KEPT_PATHS; i++) {
        log.record(`/junk/${i}`, null);
        log.record(`/junk/${i}`, null);
      }
      // Asked for after the flood's requests of the round (not in the same millisecond).
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.record("/catalogue-2018", null);
      await log.flush();
    }
    expect((await missing()).find((p) => p.path === "/catalogue-2018")?.count).toBe(3);
    expect((await visit("/certifications/gots")).status).toBe(200);
  });

  itAcrossProcesses(kind)("applies a redirect on every process at once", async () => {
    const other = await startTestServer(kind, {
      testDb: api.server.testDb,
      config: { webDist },
    });
    try {
      expect((await visit("/two-processes", {}, other.url)).status).toBe(404);
      const redirect = await made({ from: "/two-processes", to: "/about" });
      await expect
        .poll(async () => (await visit("/two-processes", {}, other.url)).location, {
          timeout: 10_000,
        })
        .toBe("/about");
      expect((await remove(redirect.id)).status).toBe(204);
      await expect
        .poll(async () => (await visit("/two-processes", {}, other.url)).status, {
          timeout: 10_000,
        })
        .toBe(404);
    } finally {
      await other.stop();
    }
  });
});
