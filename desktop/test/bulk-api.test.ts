/**
 * The bulk modules against the real API (PGlite): a folder of real files on disk is scanned,
 * checked, matched against the server's images and sent by the queue; the server then serves
 * the new bytes, and Undo brings the previous ones back. The second part goes through the
 * app's forwarder and an outage in the middle.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTestServer, type TestServer } from "@app/api/testing";
import { toastMessages } from "@app/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodePng, solidPng } from "../scripts/png.mjs";
import { createAdminApi } from "../src/bulk/admin-api.ts";
import { summarize } from "../src/bulk/report.ts";
import { setConfirmed, setCreateAllUnmatched } from "../src/bulk/review.ts";
import { undoBatch } from "../src/bulk/undo.ts";
import { createFetchUploader } from "../src/bulk/upload-client.ts";
import { createForwarder } from "../src/main/api-forwarder.ts";
import { createCookieJar, fetchWithCookies } from "../src/main/cookie-jar.ts";
import { pickFolder, reviewFiles, runBatch } from "./batch-session.ts";
import { startOutageProxy } from "./outage-proxy.ts";

const PILLARS = [
  "pillar-digital-transformation",
  "pillar-field-work-experience",
  "pillar-guide-decision-making",
  "pillar-capacity-building",
  "pillar-visual-management",
];

const svg = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect width="800" height="500" fill="${colour}"/></svg>`;

let server: TestServer;
let cookie: string;
let dir: string;
/** Noise does not compress: a PNG of some kilobytes, so its upload reports progress several times. */
function noisePng(width: number, height: number, seed: number) {
  const rgba = new Uint8Array(width * height * 4);
  let state = seed;
  for (let i = 0; i < rgba.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    rgba[i] = i % 4 === 3 ? 255 : state >>> 24;
  }
  return encodePng(width, height, rgba);
}

const heroPng = noisePng(64, 36, 42);
const newPhoto = solidPng(40, 30, [20, 160, 90]);

async function served(path: string) {
  const response = await fetch(new URL(path, server.url));
  expect(response.status, path).toBe(200);
  return {
    type: response.headers.get("content-type"),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

beforeAll(async () => {
  server = await startTestServer("pglite");
  cookie = await server.login();
  dir = mkdtempSync(join(tmpdir(), "desktop-bulk-api-"));
  const files: Record<string, string | Uint8Array> = {
    "shoot/brand/LOGO.svg": svg("#abcdef").replace(
      'width="800" height="500"',
      'width="160" height="48"',
    ),
    "shoot/old/logo.svg": svg("#000000"), // a duplicate deeper down: skipped
    "shoot/hero/hero-factory.png": heroPng, // another extension: needs a confirmation
    "shoot/new/New Team Photo.png": newPhoto, // unmatched: uploaded as new
    "shoot/notes.txt": "not an image",
    "shoot/huge.png": new Uint8Array(6 * 1024 * 1024).fill(7),
  };
  PILLARS.forEach((name, i) => {
    files[`shoot/pillars/${name}.svg`] = svg(`#00${i}0${i}0`);
  });
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
});

afterAll(async () => {
  await server?.dispose();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("a batch against the real API", () => {
  it("replaces real images, which are then served with the new bytes; undo brings the old ones back", async () => {
    const api = createAdminApi({ baseUrl: server.url, headers: { cookie, origin: server.origin } });
    const before = {
      hero: await served("/images/hero-factory.svg"),
      logo: await served("/images/logo.svg"),
    };

    const files = await pickFolder([join(dir, "shoot")]);
    const { review, bodies } = await reviewFiles(files, api, "gallery");
    const heroKey = files.find((f) => f.name === "hero-factory.png")!.key;
    const confirmed = setCreateAllUnmatched(setConfirmed(review, heroKey, true), true);

    const uploader = createFetchUploader({
      baseUrl: server.url,
      headers: { cookie, origin: server.origin },
      chunkSize: 1024,
    });
    const { report, events, maxRunning, queue } = await runBatch(confirmed, bodies, uploader);

    expect(report.failed).toEqual([]);
    expect(report.replaced.map((r) => r.target).sort()).toEqual(
      ["hero-factory.svg", "logo.svg", ...PILLARS.map((p) => `${p}.svg`)].sort(),
    );
    expect(report.created.map((r) => [r.target, r.image?.section])).toEqual([
      ["new-team-photo.png", "gallery"],
    ]);
    expect(Object.fromEntries(report.skipped.map((s) => [s.relativePath, s.reason]))).toEqual({
      "shoot/huge.png": `${toastMessages.fileTooLarge.title}: ${toastMessages.fileTooLarge.description}`,
      "shoot/notes.txt": `${toastMessages.invalidFileType.title}: ${toastMessages.invalidFileType.description}`,
      "shoot/old/logo.svg": "Duplicate: shoot/brand/LOGO.svg also matches logo.svg",
    });
    expect(summarize(report)).toBe("7 replaced, 1 new, 3 skipped");

    // Three at a time, never more; progress reported as the bodies went out.
    expect(maxRunning).toBe(3);
    const progress = events.filter((e) => e.type === "progress");
    expect(new Set(progress.map((e) => e.key)).size).toBe(8);
    expect(progress.filter((e) => e.key === heroKey).length).toBeGreaterThan(3);
    expect(queue.snapshot().fraction).toBe(1);

    // The public URLs serve the new bytes.
    const hero = await served("/images/hero-factory.svg");
    expect(hero.type).toBe("image/png");
    expect(hero.bytes).toEqual(new Uint8Array(heroPng));
    expect(new TextDecoder().decode((await served("/images/logo.svg")).bytes)).toContain("#abcdef");
    expect((await served("/images/new-team-photo.png")).bytes).toEqual(new Uint8Array(newPhoto));

    // Undo this batch: every replaced image back to its previous version.
    const undone = await undoBatch(report.undo, api);
    expect(undone.failed).toEqual([]);
    expect(undone.restored).toHaveLength(7);
    expect(await served("/images/hero-factory.svg")).toEqual(before.hero);
    expect(await served("/images/logo.svg")).toEqual(before.logo);
    // A new image is not "replaced": undo leaves it.
    expect((await served("/images/new-team-photo.png")).bytes).toEqual(new Uint8Array(newPhoto));
  });

  it("the API refuses Origin: null, which is why the app forwards with the server's own origin", async () => {
    const response = await server.request("/api/admin/images/1/restore", {
      method: "POST",
      cookie,
      headers: { origin: "null" },
      json: { version: 1 },
    });
    expect(response.status).toBe(403);
  });

  it("through the app's forwarder, waits out an outage and finishes the batch", async () => {
    const proxy = await startOutageProxy(server.url);
    try {
      const jar = createCookieJar();
      const forward = createForwarder({
        getServerUrl: () => proxy.url,
        fetch: fetchWithCookies(jar),
      });
      // What the renderer does: relative calls on its own origin.
      const viaApp = (url: string | URL | Request, init?: RequestInit) =>
        forward(new Request(new URL(String(url), "http://app.test"), init));

      const login = await viaApp("/api/admin/login", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "null" },
        body: JSON.stringify({
          email: "admin@test.example",
          password: "correct horse battery staple",
        }),
      });
      expect(login.status).toBe(200);
      expect(login.headers.get("set-cookie")).toBeNull();
      expect(jar.header(proxy.url)).not.toBe("");

      const api = createAdminApi({ baseUrl: "http://app.test", fetch: viaApp as typeof fetch });
      const logoBefore = (await api.listImages()).find((i) => i.filename === "logo.svg")!;
      const files = await pickFolder([join(dir, "shoot", "pillars"), join(dir, "shoot", "brand")]);
      const { review, bodies } = await reviewFiles(files, api, "gallery");

      proxy.down();
      const uploader = createFetchUploader({
        baseUrl: "http://app.test",
        fetch: viaApp as typeof fetch,
      });
      const offlineSeen = new Promise<void>((resolve) => {
        const timer = setInterval(() => {
          if (proxy.refused >= 2) {
            clearInterval(timer);
            resolve();
          }
        }, 10);
      });
      const batch = runBatch(review, bodies, uploader, {
        backoff: { initialMs: 50, maxMs: 200, jitter: 0 },
      });
      await offlineSeen;
      proxy.up();
      const { report, events } = await batch;

      expect(events.some((e) => e.type === "offline")).toBe(true);
      expect(events.some((e) => e.type === "online")).toBe(true);
      expect(report.failed).toEqual([]);
      expect(report.replaced).toHaveLength(6);
      const logoAfter = (await api.listImages()).find((i) => i.filename === "logo.svg")!;
      expect(logoAfter.version).toBe(logoBefore.version + 1);
    } finally {
      await proxy.close();
    }
  });
});
