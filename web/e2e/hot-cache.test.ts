import type { TestServer } from "@app/api/testing";
import { entryScriptPath } from "@app/testing/page-scripts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSiteServer } from "./helpers.ts";

let server: TestServer;
/** Requests the hot cache answered without running the app. */
let replays = 0;

beforeAll(async () => {
  // Behind a trusted proxy, so the forwarded-header guard is exercised too.
  server = await startSiteServer({ trustProxy: true });
  const cache = server.running.hotCache;
  const tryServe = cache.tryServe.bind(cache);
  cache.tryServe = (req, res) => {
    const served = tryServe(req, res);
    if (served) replays++;
    return served;
  };
});
afterAll(async () => {
  await server?.dispose();
});

const headersOf = (response: Response) => {
  const headers = Object.fromEntries(response.headers);
  delete headers.date;
  delete headers["x-request-id"];
  return headers;
};

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + path, { headers });
  return { response, body: await response.text() };
}

describe("rendered pages and built files in the hot cache", () => {
  it.each(["/", "/pillars/capacity-building"])(
    "%s is rendered once, then replayed byte for byte, and revalidates with a 304",
    async (path) => {
      server.running.hotCache.clear();
      const before = replays;
      const first = await get(path);
      expect(first.response.status).toBe(200);
      expect(replays).toBe(before);
      const second = await get(path);
      expect(replays).toBe(before + 1);
      expect(second.body).toBe(first.body);
      expect(headersOf(second.response)).toEqual(headersOf(first.response));
      expect(second.response.headers.get("x-hot-cache")).toBeNull();
      expect(second.response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(second.response.headers.get("cache-control")).toBe("no-cache");
      expect(second.response.headers.get("content-security-policy")).toContain("object-src 'none'");
      expect(second.response.headers.get("set-cookie")).toBeNull();

      const etag = second.response.headers.get("etag")!;
      expect(etag).toMatch(/^"[\w-]{27}(\.(br|gzip))?"$/);
      const revalidated = await get(path, { "if-none-match": etag });
      expect(revalidated.response.status).toBe(304);
      expect(revalidated.body).toBe("");
    },
  );

  it("replays hashed assets as they were first served, and never a PDF (each download is counted, decision 029)", async () => {
    server.running.hotCache.clear();
    const pdf = "/pdfs/training-social-compliance.pdf";
    const pdfBytes = Buffer.from(await (await fetch(server.url + pdf)).arrayBuffer());
    const beforePdf = replays;
    const pdfAgain = await fetch(server.url + pdf);
    expect(replays, pdf).toBe(beforePdf);
    expect(Buffer.from(await pdfAgain.arrayBuffer()).equals(pdfBytes), pdf).toBe(true);

    const html = (await get("/")).body;
    const script = entryScriptPath(html);
    for (const path of [script, "/favicon.svg"]) {
      const first = await fetch(server.url + path);
      const firstBytes = Buffer.from(await first.arrayBuffer());
      const before = replays;
      const second = await fetch(server.url + path);
      expect(replays, path).toBe(before + 1);
      expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes), path).toBe(true);
      expect(headersOf(second), path).toEqual(headersOf(first));
    }
  });

  it("never keeps 404s or redirects, and keeps forwarded-header answers apart", async () => {
    server.running.hotCache.clear();
    await get("/no/such/page");
    await get("/certifications/not-a-standard");
    await fetch(`${server.url}/services`, { redirect: "manual" });
    await fetch(`${server.url}/assets/missing.js`);
    expect(server.running.hotCache.size).toBe(0);

    // A forged host reaches its own answer (the proxy is trusted), never kept: a host that is
    // neither PUBLIC_URL's nor this machine's is made up (decision 031). The forwarded headers
    // are part of the cache key, so a kept answer only goes to requests sending the same.
    const forged = await get("/", { "x-forwarded-host": "evil.example" });
    expect(forged.body).toContain('href="http://evil.example/"');
    const forwardedProto = await get("/", { "x-forwarded-proto": "https" });
    expect(forwardedProto.body).toContain(`href="https://${new URL(server.url).host}/"`);
    const plain = await get("/");
    expect(plain.body).not.toContain("evil.example");
    expect(plain.body).toContain(`<link rel="canonical" href="${server.url}/"`);
    const plainAgain = await get("/");
    expect(plainAgain.body).not.toContain("evil.example");
    expect(plainAgain.body).toContain(`<link rel="canonical" href="${server.url}/"`);
    expect(server.running.hotCache.size).toBe(2);
  });

  it("shows a content save on the very next request", async () => {
    const cookie = await server.login();
    const current = (await (await server.request("/api/content-json/hero")).json()) as {
      content: Record<string, unknown>;
      version: number;
    };
    // Cached and replayed before the save.
    await get("/");
    const before = replays;
    const cached = await get("/");
    expect(replays).toBe(before + 1);
    expect(cached.body).toContain(String(current.content.title));

    const title = "Audits booked within one week";
    const save = await server.request("/api/admin/content", {
      method: "POST",
      cookie,
      json: { section: "hero", content: { ...current.content, title }, version: current.version },
    });
    expect(save.status).toBe(200);
    // No waiting, no retry: the save dropped both the HTML cache and the hot cache.
    const after = await get("/");
    expect(after.body).toContain(`>${title}</h1>`);
    expect(after.response.headers.get("etag")).not.toBe(cached.response.headers.get("etag"));
    const pillar = await get("/pillars/capacity-building");
    expect(pillar.response.status).toBe(200);

    const saved = (await (await server.request("/api/content-json/hero")).json()) as {
      version: number;
    };
    const restore = await server.request("/api/admin/content", {
      method: "POST",
      cookie,
      json: { section: "hero", content: current.content, version: saved.version },
    });
    expect(restore.status).toBe(200);
    expect((await get("/")).body).toContain(String(current.content.title));
  });
});
