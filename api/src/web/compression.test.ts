import { fileURLToPath } from "node:url";
import { entryScriptPath } from "@app/testing/page-scripts";
import { beforeAll, describe, expect, it } from "vitest";
import { decodedBody as decode, rawRequest as raw } from "../../test/raw-request.ts";
import { serverForTests } from "../../test/test-server.ts";

/** The built site (`pnpm test` builds it first). */
const webDist = fileURLToPath(new URL("../../../web/dist", import.meta.url));
const CHROMIUM_ACCEPT = "gzip, deflate, br, zstd";

const api = serverForTests("pglite", { config: { webDist }, login: false });
const compressible: Record<string, string> = {};

beforeAll(async () => {
  const html = (await raw(`${api.server.url}/`)).body.toString();
  compressible.html = "/";
  // The entry itself is under the compression threshold: one of the chunks it loads is not.
  const entry = (await raw(`${api.server.url}${entryScriptPath(html)}`)).body.toString();
  compressible.js = `/assets/${/assets\/(vendor-[\w-]+\.js)/.exec(entry)![1]}`;
  compressible.css = html.match(
    /<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/,
  )![1]!;
  compressible.json = "/api/content-json/services";
  compressible.pageData = "/api/page-data?path=/about";
  compressible.svg = "/images/hero-factory.svg";
  compressible.sitemap = "/sitemap.xml";
});

describe("compressed answers", () => {
  it.each(["html", "js", "css", "json", "pageData", "svg", "sitemap"])(
    "%s goes out as brotli, gzip or plain bytes as asked, the same content each time",
    async (kind) => {
      const url = api.server.url + compressible[kind];
      const plain = await raw(url);
      expect(plain.status).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toBe("Accept-Encoding");
      // Twice each, in turns: the second of each comes from the hot cache, which must not
      // hand one client's coding to another.
      for (const round of [1, 2]) {
        for (const [accept, coding] of [
          [CHROMIUM_ACCEPT, "br"],
          ["gzip", "gzip"],
          ["identity", undefined],
          ["br;q=0.5, gzip;q=0.9", "gzip"],
        ] as const) {
          const answer = await raw(url, { "accept-encoding": accept });
          expect(answer.status, `${accept} round ${round}`).toBe(200);
          expect(answer.headers["content-encoding"], `${accept} round ${round}`).toBe(coding);
          expect(answer.headers.vary).toBe("Accept-Encoding");
          expect(Number(answer.headers["content-length"])).toBe(answer.body.byteLength);
          expect(decode(answer).equals(plain.body)).toBe(true);
          if (coding) expect(answer.body.byteLength).toBeLessThan(plain.body.byteLength);
        }
      }
    },
  );

  it("gives each coding its own ETag and answers 304 for the one the client holds", async () => {
    const url = `${api.server.url}/`;
    const br = await raw(url, { "accept-encoding": "br" });
    const gzip = await raw(url, { "accept-encoding": "gzip" });
    const plain = await raw(url);
    const tags = [br, gzip, plain].map((answer) => answer.headers.etag);
    expect(new Set(tags).size).toBe(3);

    for (const [accept, held] of [
      ["br", br],
      ["gzip", gzip],
      ["identity", plain],
    ] as const) {
      const revalidated = await raw(url, {
        "accept-encoding": accept,
        "if-none-match": String(held.headers.etag),
      });
      expect(revalidated.status, accept).toBe(304);
      expect(revalidated.body.byteLength).toBe(0);
      expect(revalidated.headers.etag).toBe(held.headers.etag);
      expect(revalidated.headers.vary).toBe("Accept-Encoding");
      expect(revalidated.headers["content-encoding"]).toBeUndefined();
    }
    // A client that now asks for another coding than the copy it holds gets the full answer.
    const switched = await raw(url, {
      "accept-encoding": "gzip",
      "if-none-match": String(br.headers.etag),
    });
    expect(switched.status).toBe(200);
    expect(switched.headers["content-encoding"]).toBe("gzip");
  });

  it("answers HEAD with the headers of the GET it stands for, and no body", async () => {
    const url = api.server.url + compressible.js;
    const get = await raw(url, { "accept-encoding": CHROMIUM_ACCEPT });
    for (const attempt of [1, 2]) {
      const head = await raw(url, { "accept-encoding": CHROMIUM_ACCEPT }, "HEAD");
      expect(head.status, `attempt ${attempt}`).toBe(200);
      expect(head.body.byteLength).toBe(0);
      expect(head.headers["content-encoding"]).toBe("br");
      expect(head.headers["content-length"]).toBe(String(get.body.byteLength));
      expect(head.headers.etag).toBe(get.headers.etag);
    }
  });

  it("sends the whole body to a range request instead of a byte range of compressed bytes", async () => {
    const url = api.server.url + compressible.css;
    const full = await raw(url, { "accept-encoding": "br" });
    const ranged = await raw(url, { "accept-encoding": "br", range: "bytes=0-99" });
    expect(ranged.status).toBe(200);
    expect(ranged.headers["content-range"]).toBeUndefined();
    expect(ranged.body.equals(full.body)).toBe(true);
  });

  it("sends small bodies and compressed formats as they are", async () => {
    const documents = await (await api.visitor.documents.$get()).json();
    for (const path of [
      "/robots.txt",
      "/images/logo.svg",
      "/favicon.svg",
      documents[0]!.filepath,
    ]) {
      const answer = await raw(api.server.url + path, { "accept-encoding": CHROMIUM_ACCEPT });
      expect(answer.status, path).toBe(200);
      expect(answer.headers["content-encoding"], path).toBeUndefined();
      expect(answer.headers.vary, path).toBeUndefined();
    }
  });

  it("does not compress a 404 page per request", async () => {
    const missing = await raw(`${api.server.url}/no-such-page-${Date.now()}`, {
      "accept-encoding": CHROMIUM_ACCEPT,
    });
    expect(missing.status).toBe(404);
    expect(missing.headers["content-encoding"]).toBeUndefined();
  });

  it("renders and compresses a page once however many ask for it at the same time", async () => {
    const renderer = api.server.running.deps.caches.pages!;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => renderer.page("/terms", api.server.url)),
    );
    for (const answer of answers) expect(answer).toBe(answers[0]);
    expect(answers[0]!.encoded?.html.br).toBeDefined();
  });

  it("builds the sitemap once, whatever query string or method asks for it", async () => {
    const first = await raw(`${api.server.url}/sitemap.xml`, { "accept-encoding": "br" });
    for (const [path, method] of [
      ["/sitemap.xml?x=1", "GET"],
      ["/sitemap.xml?x=2", "GET"],
      ["/sitemap.xml", "HEAD"],
    ] as const) {
      const again = await raw(api.server.url + path, { "accept-encoding": "br" }, method);
      expect(again.headers.etag, path).toBe(first.headers.etag);
    }
  });
});
