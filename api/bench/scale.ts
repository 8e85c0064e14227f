/**
 * `pnpm bench --scale`: what the site's own growth costs. The seeded site (38 standards) and
 * the same site grown to 500 and 2,000 standards (added through the API, as the owner would),
 * each on a fresh embedded database, with the server in this process so its page cache can be
 * looked into. Reports, side by side: a standard page's data, an uncached standard page and its
 * compression, how many pages one standard's save re-renders, whether pages nothing changed
 * are rendered again once the cache age bound passed, warming every page, the memory of the
 * built server (`pnpm start`, its own process) after warming every page of the same site, and
 * the admin's save with its list refresh. Uses the build (`pnpm build`).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { get as httpGet } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { hc } from "hono/client";
import type { ApiType } from "../src/app-type.ts";
import { openDatabase } from "../src/db/database.ts";
import { readBundledTemplate } from "../src/db/pglite-template.ts";
import { encodeBody } from "../src/lib/encoded-body.ts";
import { createLogger } from "../src/lib/logger.ts";
import { startServer } from "../src/server.ts";
import { addStandardCopies } from "../test/grow-site.ts";
import { spawnServer } from "../test/spawn-server.ts";
import { measureStandardsList } from "./admin-list.ts";

const here = fileURLToPath(new URL(".", import.meta.url));
const webDist = join(here, "..", "..", "web", "dist");
const ADMIN = { email: "scale@bench.example", password: "benchmark pass phrase" };
const SIZES = [38, 500, 2000];
/** Standard pages rendered cold for the median (each a page not yet cached). */
const COLD_SAMPLE = 20;
/** The cache age bound while measuring (60 s in production): long enough to warm a sample. */
const AGE_BOUND_MS = 3000;

/** The figures of one site size. */
export interface ScaleFigures {
  standards: number;
  pages: number;
  standardPageDataKb: number;
  homePageDataKb: number;
  uncachedStandardMs: number;
  /** Compressing a standard page's HTML as it is kept (brotli and gzip, side by side). */
  compressStandardMs: number;
  rendersAfterStandardSave: number;
  /** Of a sample of kept pages, how many were rendered again once the cache age bound passed. */
  rendersAfterIdle: number;
  warmAllSeconds: number;
  pagesKept: number;
  pagesKeptMb: number;
  rssAfterWarmMb: number;
  /** The summaries every admin list reads (GET /api/admin/content/summaries), uncompressed. */
  adminSummariesKb: number;
  /** The same, as a browser receives it (brotli). */
  adminSummariesBrKb: number;
  /** Reading the summaries again after a save, as a rename makes the admin do. */
  summariesMs: number;
  /** A save, the admin's lists updated from its answer. */
  saveMs: number;
  /** Site search's index made whole from nothing (a new install, a restore), in seconds. */
  searchIndexSeconds: number;
  /** Searches of the grown site, one at a time: their 95th percentile (ms). */
  searchP95Ms: number;
  /** The first search after a standard's save, which brings the index up to date first (ms). */
  searchAfterSaveMs: number;
  /** The owner opening the Standards tab in Chromium until its standards show. */
  standardsListMs: number;
}

/** The goals of issue 34, at 2,000 standards. */
export const SCALE_GOALS = {
  standardPageDataKb: 30,
  /** Site search (issue 40): a query's answer, its 95th percentile. */
  searchP95Ms: 50,
  uncachedStandardMs: 40,
  saveMs: 60,
  summariesMs: 60,
  standardsListMs: 300,
  rssAfterWarmMb: 600,
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const kb = (bytes: number) => Math.round(bytes / 100) / 10;

async function startSite() {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-scale-"));
  const running = await startServer({
    // From the template the build ships, as `pnpm start` opens a new data folder (initdb in
    // the process would leave PGlite's memory some 400 MB larger for good).
    database: openDatabase({
      kind: "pglite",
      dataDir: join(dataDir, "pg"),
      template: readBundledTemplate(),
    }),
    config: {
      allowedOrigins: [],
      trustProxy: false,
      formRateLimit: { max: 1000, windowMs: 60_000 },
      webDist,
      cacheMaxAgeMs: AGE_BOUND_MS,
      // The bench is one client asking many searches.
      searchesPerMinute: 1_000_000,
    },
    logger: createLogger("warn"),
    port: 0,
    hostname: "127.0.0.1",
    admin: ADMIN,
  });
  const origin = new URL(running.url).origin;
  const login = await hc<ApiType>(`${running.url}/api`, {
    headers: { origin },
  }).admin.login.$post({ json: ADMIN });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
  const admin = hc<ApiType>(`${running.url}/api`, { headers: { origin, cookie } });
  let stopped: Promise<void> | undefined;
  return {
    running,
    admin,
    cookie,
    /** The folder `pnpm start` serves this site from (DATA_DIR), once this process let it go. */
    dataDir,
    stop: () => {
      stopped ??= running.close(1000);
      return stopped;
    },
    async remove() {
      await this.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The server's memory as `pnpm start` runs it (the build, its own process) on the site in
 * `dataDir`, once every page was asked for: what the operator's machine must hold.
 */
async function servedMemoryAfterWarming(dataDir: string, paths: readonly string[]) {
  const served = await spawnServer({ DATA_DIR: dataDir });
  try {
    for (const path of paths) await timedGet(served.url + path);
    const status = readFileSync(`/proc/${served.child.pid}/status`, "utf8");
    const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Math.round(kilobytes / 1024);
  } finally {
    served.child.kill("SIGTERM");
    await served.exit;
  }
}

type Site = Awaited<ReturnType<typeof startSite>>;

/** Grows the seeded site to `total` standards, each a copy of GOTS under its own name. */
async function growTo(site: Site, total: number) {
  const list = await (await site.admin.admin.content.$get()).json();
  const existing = list.filter((s) => s.section.startsWith("certification:")).length;
  const codes = Array.from(
    { length: Math.max(0, total - existing) },
    (_, i) => `S${String(existing + i + 1).padStart(4, "0")}`,
  );
  await addStandardCopies(site.admin, codes);
}

async function pageDataBytes(url: string, path: string) {
  const res = await fetch(`${url}/api/page-data?path=${encodeURIComponent(path)}`, {
    headers: { "accept-encoding": "identity" },
  });
  if (res.status !== 200) throw new Error(`page data of ${path}: ${res.status}`);
  return (await res.arrayBuffer()).byteLength;
}

/** The bytes an answer takes on the wire in `coding` (fetch would hand them over decoded). */
function sentBytes(url: string, cookie: string, coding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { headers: { cookie, "accept-encoding": coding } }, (res) => {
      if (res.headers["content-encoding"] !== coding) {
        reject(new Error(`${url}: not sent as ${coding}`));
      }
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.byteLength;
      });
      res.on("end", () => resolve(bytes));
    });
    request.on("error", reject);
  });
}

type Running = Awaited<ReturnType<typeof startServer>>;

/** Queries a visitor might type: codes, names, stems, two words, nothing found. */
const SEARCHES = ["gots", "iso9001", "ISO 9001", "organic textile", "factories", "zzzz nothing"];

async function timedSearch(running: Running, query: string) {
  const startedAt = performance.now();
  const res = await fetch(`${running.url}/api/search?q=${encodeURIComponent(query)}`);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`search ${query}: ${res.status}`);
  return performance.now() - startedAt;
}

/** The index made whole from nothing, then every query asked 30 times. */
async function measureSearch(running: Running) {
  const { db } = running.deps.database;
  await running.deps.search.index.current();
  await db.execute(sql`delete from search_index_state`);
  await db.execute(sql`delete from search_sources`);
  await db.execute(sql`delete from search_documents`);
  const buildStart = performance.now();
  await running.deps.search.index.current();
  const searchIndexSeconds = Math.round((performance.now() - buildStart) / 100) / 10;
  const times: number[] = [];
  for (let round = 0; round < 30; round++) {
    for (const query of SEARCHES) times.push(await timedSearch(running, query));
  }
  times.sort((a, b) => a - b);
  const searchP95Ms = Math.round(times[Math.floor(times.length * 0.95)]! * 10) / 10;
  return { searchIndexSeconds, searchP95Ms };
}

async function timedGet(url: string) {
  const startedAt = performance.now();
  const res = await fetch(url, { headers: { "accept-encoding": "br" } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - startedAt;
}

async function measure(size: number): Promise<ScaleFigures> {
  const site = await startSite();
  try {
    await growTo(site, size);
    const { url } = site.running;
    const renderer = site.running.deps.caches.pages!;
    const englishPaths = await renderer.sitemapPaths();
    const paths = [...englishPaths, ...englishPaths.map((p) => (p === "/" ? "/km" : `/km${p}`))];
    const standardPaths = englishPaths.filter((p) => p.startsWith("/certifications/"));

    const standardPageDataKb = kb(await pageDataBytes(url, "/certifications/gots"));
    const homePageDataKb = kb(await pageDataBytes(url, "/"));
    const cold: number[] = [];
    const compress: number[] = [];
    for (const path of standardPaths.slice(-COLD_SAMPLE)) {
      cold.push(await timedGet(url + path));
      const html = await (
        await fetch(url + path, { headers: { "accept-encoding": "identity" } })
      ).text();
      const compressStart = performance.now();
      await encodeBody(html, "text/html", '"bench"');
      compress.push(performance.now() - compressStart);
    }

    // Pages nothing changed stay kept past the age bound: the site's version says so.
    const idleSample = await Promise.all(
      standardPaths.slice(0, COLD_SAMPLE).map((path) => renderer.page(path, url)),
    );
    await new Promise((resolve) => setTimeout(resolve, AGE_BOUND_MS * 2.5));
    const idleAgain = await Promise.all(
      standardPaths.slice(0, COLD_SAMPLE).map((path) => renderer.page(path, url)),
    );
    const rendersAfterIdle = idleAgain.filter((page, i) => page !== idleSample[i]).length;

    const { searchIndexSeconds, searchP95Ms } = await measureSearch(site.running);

    const warmStart = performance.now();
    for (const path of paths) await timedGet(url + path);
    const warmAllSeconds = (performance.now() - warmStart) / 1000;
    const pagesKept = renderer.cachedKeys().length;
    const pagesKeptMb = Math.round(renderer.cachedBytes() / 2 ** 20);

    // One standard's save: how many of the pages kept are dropped (each is a render to come).
    const before = renderer.cachedKeys().length;
    // The summaries as the admin read them when it opened, before the save.
    await (await site.admin.admin.content.summaries.$get()).arrayBuffer();
    const section = "certification:ocs";
    const current = await (
      await site.admin["content-json"][":section"].$get({ param: { section }, query: {} })
    ).json();
    // The admin puts the save's answer into its lists; it reads the summaries again only when
    // the save touched other rows (a rename, or English its translations read): summariesMs.
    const saveStart = performance.now();
    const saved = await site.admin.admin.content.$post({
      json: {
        section,
        content: { ...current.content, description: "Measured by the scale bench." },
        version: current.version,
      },
    });
    if (saved.status !== 200) throw new Error(`save: ${saved.status}`);
    await saved.arrayBuffer();
    const saveMs = performance.now() - saveStart;
    const rendersAfterStandardSave = before - renderer.cachedKeys().length;
    const searchAfterSaveMs = Math.round(await timedSearch(site.running, "measured by the scale"));
    const summariesStart = performance.now();
    const summaries = await site.admin.admin.content.summaries.$get(undefined, {
      headers: { "accept-encoding": "identity" },
    });
    const adminSummariesBytes = (await summaries.arrayBuffer()).byteLength;
    const summariesMs = performance.now() - summariesStart;
    const adminSummariesBrBytes = await sentBytes(
      `${url}/api/admin/content/summaries`,
      site.cookie,
      "br",
    );
    const standardsListMs = await measureStandardsList(url, ADMIN);

    return {
      standards: standardPaths.length,
      pages: paths.length,
      standardPageDataKb,
      homePageDataKb,
      uncachedStandardMs: Math.round(median(cold) * 10) / 10,
      compressStandardMs: Math.round(median(compress) * 10) / 10,
      rendersAfterStandardSave,
      rendersAfterIdle,
      warmAllSeconds: Math.round(warmAllSeconds * 10) / 10,
      pagesKept,
      pagesKeptMb,
      adminSummariesKb: kb(adminSummariesBytes),
      adminSummariesBrKb: kb(adminSummariesBrBytes),
      summariesMs: Math.round(summariesMs),
      saveMs: Math.round(saveMs),
      searchIndexSeconds,
      searchP95Ms,
      searchAfterSaveMs,
      standardsListMs,
      rssAfterWarmMb: await site.stop().then(() => servedMemoryAfterWarming(site.dataDir, paths)),
    };
  } finally {
    await site.remove();
  }
}

/** Measures every size in turn (each on its own fresh database) and prints them side by side. */
export async function measureScale(): Promise<ScaleFigures[]> {
  const figures: ScaleFigures[] = [];
  for (const size of SIZES) {
    console.info(`Scale: a site of ${size} standards...`);
    figures.push(await measure(size));
  }
  printScale(figures);
  return figures;
}

const ROWS: { key: keyof ScaleFigures; label: string; goal?: number }[] = [
  { key: "pages", label: "Pages (both languages)" },
  {
    key: "standardPageDataKb",
    label: "Standard page data (KB)",
    goal: SCALE_GOALS.standardPageDataKb,
  },
  { key: "homePageDataKb", label: "Home page data (KB)" },
  {
    key: "uncachedStandardMs",
    label: "Uncached standard page (ms)",
    goal: SCALE_GOALS.uncachedStandardMs,
  },
  { key: "compressStandardMs", label: "Compressing a standard page (ms)" },
  { key: "rendersAfterStandardSave", label: "Pages one standard's save drops" },
  { key: "rendersAfterIdle", label: `Of ${COLD_SAMPLE} kept pages, rendered again after idling` },
  { key: "warmAllSeconds", label: "Warming every page (s)" },
  { key: "pagesKept", label: "Pages kept after warming" },
  { key: "pagesKeptMb", label: "Memory the kept pages take (MB)" },
  {
    key: "rssAfterWarmMb",
    label: "Memory of the server (pnpm start) after warming (MB)",
    goal: SCALE_GOALS.rssAfterWarmMb,
  },
  { key: "saveMs", label: "Save, lists updated from its answer (ms)", goal: SCALE_GOALS.saveMs },
  { key: "searchIndexSeconds", label: "Search index made whole (s)" },
  { key: "searchP95Ms", label: "Search, 95th percentile (ms)", goal: SCALE_GOALS.searchP95Ms },
  { key: "searchAfterSaveMs", label: "First search after a save (ms)" },
  { key: "adminSummariesKb", label: "Admin's section summaries (KB)" },
  { key: "adminSummariesBrKb", label: "The same, as sent (brotli, KB)" },
  {
    key: "summariesMs",
    label: "Summaries read again (ms)",
    goal: SCALE_GOALS.summariesMs,
  },
  {
    key: "standardsListMs",
    label: "Standards tab opened in Chromium (ms)",
    goal: SCALE_GOALS.standardsListMs,
  },
];

export function printScale(figures: ScaleFigures[]) {
  const header = ["", ...figures.map((f) => `${f.standards} standards`), "goal"];
  const rows = ROWS.map(({ key, label, goal }) => [
    label,
    ...figures.map((f) => String(f[key])),
    goal === undefined ? "" : `<= ${goal}`,
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i]!.length)));
  for (const row of [header, ...rows]) {
    console.info(
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join("  "),
    );
  }
}
