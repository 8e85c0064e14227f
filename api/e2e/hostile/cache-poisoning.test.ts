import { connect } from "node:net";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { serverForTests } from "../../test/test-server.ts";

/** Sends one raw HTTP/1.1 request (any target, any headers) and returns the whole answer. */
function rawRequest(port: number, target: string, headers: Record<string, string>) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    socket.on("error", reject);
    const lines = Object.entries({ ...headers, connection: "close" }).map(
      ([name, value]) => `${name}: ${value}\r\n`,
    );
    socket.write(`GET ${target} HTTP/1.1\r\n${lines.join("")}\r\n`);
  });
}

/** The built site (`pnpm test` builds it first). */
const webDist = fileURLToPath(new URL("../../../web/dist", import.meta.url));

const PUBLIC_PATHS = ["/sitemap.xml", "/robots.txt", "/", "/about"];

describe("an absolute-form request target (no login, our Host)", () => {
  const handle = serverForTests("pglite", { config: { webDist } });

  it("never shapes the origin of its own answer or of anyone else's", async () => {
    const { port, url } = handle.server.running;
    const host = new URL(url).host;
    for (const path of PUBLIC_PATHS) {
      const poisoned = await rawRequest(port, `http://evil.example${path}`, { host });
      expect(poisoned).toMatch(/^HTTP\/1\.1 200/);
      expect(poisoned, path).not.toContain("evil.example");
      expect(poisoned, path).toContain(`http://${host}`);

      // The next visitor, asking normally, gets our own origin too (from the app or the hot cache).
      const visitor = await (await fetch(`${url}${path}`)).text();
      expect(visitor, path).not.toContain("evil.example");
    }
    const secure = await rawRequest(port, "https://evil.example/sitemap.xml", { host });
    expect(secure).not.toContain("evil.example");
    expect(secure).not.toContain("https://");
  });

  it("ignores X-Forwarded-Host and X-Forwarded-Proto without TRUST_PROXY", async () => {
    const { port, url } = handle.server.running;
    const host = new URL(url).host;
    const answer = await rawRequest(port, "/sitemap.xml", {
      host,
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    });
    expect(answer).not.toContain("evil.example");
    expect(answer).toContain(`<loc>http://${host}/</loc>`);
  });
});

describe("behind a trusted proxy (TRUST_PROXY, no PUBLIC_URL)", () => {
  const handle = serverForTests("pglite", { config: { webDist, trustProxy: true } });

  it("takes the host and protocol our proxy appended, not the ones a client sent before it", async () => {
    const { port, url } = handle.server.running;
    const answer = await rawRequest(port, "/sitemap.xml", {
      host: new URL(url).host,
      "x-forwarded-host": "evil.example, www.standards.example",
      "x-forwarded-proto": "http, https",
    });
    expect(answer).not.toContain("evil.example");
    expect(answer).toContain("<loc>https://www.standards.example/</loc>");
  });
});

describe("a path that starts with two slashes", () => {
  const handle = serverForTests("pglite", { config: { webDist } });

  it("is not found, never rendered as another host's page nor sent anywhere (decision 031)", async () => {
    const { port, url } = handle.server.running;
    const host = new URL(url).host;
    for (const target of ["//evil.example/about", "//evil.example/about?x=1"]) {
      const answer = await rawRequest(port, target, { host });
      expect(answer, target).toMatch(/^HTTP\/1\.1 404/);
      expect(answer, target).not.toMatch(/\r\nlocation:/i);
    }
    // A backslash, which URL parsers also read as a slash, is no request target at all.
    expect(await rawRequest(port, "/\\evil.example/about", { host })).toMatch(/^HTTP\/1\.1 400/);
  });
});

describe("with PUBLIC_URL configured", () => {
  const handle = serverForTests("pglite", {
    config: { webDist, publicUrl: "https://www.standards.example" },
  });

  it("writes PUBLIC_URL into canonical links and the sitemap, whatever the Host header says", async () => {
    const { port } = handle.server.running;
    for (const target of ["/sitemap.xml", "/", "http://evil.example/about"]) {
      const answer = await rawRequest(port, target, { host: "evil.example" });
      expect(answer, target).toMatch(/^HTTP\/1\.1 200/);
      expect(answer, target).not.toContain("evil.example");
      expect(answer, target).toContain("https://www.standards.example/");
    }
  });

  it("takes PUBLIC_URL's origin as its own in the origin check (a proxy in front, no TRUST_PROXY)", async () => {
    const contact = (origin: string) =>
      fetch(`${handle.server.url}/api/contact`, {
        method: "POST",
        headers: { origin, "content-type": "application/json" },
        body: JSON.stringify({
          name: "Mey Lin",
          email: "mey@brand.example",
          message: "Please call me about an audit next month.",
        }),
      });
    expect((await contact("https://www.standards.example")).status).toBe(200);
    expect((await contact("https://evil.example")).status).toBe(403);
  });
});
