import type { BackupMeasure } from "./backup.ts";
import { type FirstVisit, RESOURCE_KINDS } from "./first-visit.ts";
import type { LighthouseEnvironment } from "./lighthouse.ts";
import type { loadQuotes } from "./load.ts";
import type { MissingPagesMeasure } from "./missing-pages.ts";
import type { PageScore } from "./page-scores.ts";
import type { PhotoMeasure } from "./photos.ts";
import type { ReadResult } from "./reads.ts";
import type { SearchLatency } from "./search.ts";
import { CPU_SLOWDOWN, SLOW_4G, type TapMeasure } from "./taps.ts";
import type { InsightsMeasure, VisitLoad } from "./visits.ts";

/** The shape of bench/results.json; a section left out by BENCH_ONLY is absent. */
export interface BenchResults {
  takenAt: string;
  benchSeconds: number;
  machine: Record<string, unknown>;
  database: string;
  only: string[] | undefined;
  targetValues: Record<string, number>;
  goalValues: Record<string, number>;
  firstVisits: FirstVisit[] | undefined;
  lighthouse: { environment: LighthouseEnvironment; pages: PageScore[] } | undefined;
  taps?: TapMeasure[];
  reads: ReadResult[] | undefined;
  readLoad: { connections: number; durationSeconds: number; rounds: number } | undefined;
  search?: SearchLatency[];
  writes: Awaited<ReturnType<typeof loadQuotes>> | undefined;
  visits?: VisitLoad;
  missing?: MissingPagesMeasure;
  photos: PhotoMeasure | undefined;
  backup: BackupMeasure | undefined;
  insights?: InsightsMeasure;
  coldStartMs: Record<string, number>;
  peakRssMb: number | null;
  targets: Record<string, boolean>;
  goals: Record<string, boolean>;
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

function printTable(title: string, rows: string[][]) {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  console.info(`\n${title}\n${line(rows[0]!)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const row of rows.slice(1)) console.info(line(row));
}

const PAGE_LABEL = "a standard's page";

function printFirstVisits(visits: FirstVisit[]) {
  const rows = [["route", "total kB", ...RESOURCE_KINDS, "requests", "encodings", "admin code"]];
  for (const visit of visits) {
    rows.push([
      visit.path,
      kB(visit.totalBytes),
      ...Object.values(visit.byKind).map(kB),
      String(visit.requests),
      Object.entries(visit.encodings)
        .map(([encoding, count]) => `${encoding} ${count}`)
        .join(", "),
      visit.adminCodeLoaded ? "YES" : "no",
    ]);
  }
  printTable(
    "First visit on a phone (390x844 at 3x, empty cache), kB transferred (1 kB = 1000 bytes):",
    rows,
  );
}

function printPageScores(lighthouse: NonNullable<BenchResults["lighthouse"]>) {
  const rows = [
    [
      "route",
      "perf",
      "a11y",
      "best pr.",
      "seo",
      "FCP ms",
      "LCP ms",
      "TBT ms",
      "CLS",
      "static LCP ms",
      "LCP ratio",
      "audits losing points",
    ],
  ];
  for (const page of lighthouse.pages) {
    const { ours } = page;
    rows.push([
      page.path,
      String(ours.performance),
      String(ours.accessibility),
      String(ours.bestPractices),
      String(ours.seo),
      String(ours.fcpMs),
      String(ours.lcpMs),
      String(ours.tbtMs),
      String(ours.cls),
      String(page.staticLcpMs),
      page.lcpRatio.toFixed(2),
      ours.failedAudits.join(", ") || "-",
    ]);
  }
  const env = lighthouse.environment;
  printTable(
    `Lighthouse ${env.lighthouseVersion} (${env.formFactor}, ${env.throttlingMethod} throttling, ${env.browser}, benchmark index ${env.benchmarkIndex}; median of ${lighthouse.pages[0]?.runs} run(s)); static = the page without scripts:`,
    rows,
  );
}

const msOrNone = (ms: number | null) => (ms === null ? "none" : String(Math.round(ms)));

function printTaps(taps: TapMeasure[]) {
  const rows = [
    [
      "route",
      "button",
      "median ms",
      "worst ms",
      "runs ms",
      "to frame ms",
      "event ms",
      "stays open",
    ],
  ];
  for (const tap of taps) {
    rows.push([
      tap.path,
      tap.control,
      msOrNone(tap.medianMs),
      msOrNone(tap.worstMs),
      tap.onScreenMs.map(msOrNone).join(" "),
      tap.tapToFrameMs.map(msOrNone).join(" "),
      tap.eventMs.map(msOrNone).join(" "),
      tap.staysOpen ? "yes" : "NO",
    ]);
  }
  printTable(
    `First tap on the header of a first visit (390 px phone, Slow 4G: ${SLOW_4G.latency} ms, ${SLOW_4G.downloadThroughput / 1000} kB/s down; CPU ${CPU_SLOWDOWN}x slower), from the tap to what it opened on screen (the later of the frame drawing it and the tap's Event Timing duration):`,
    rows,
  );
}

function printSearch(search: SearchLatency[]) {
  const rows = [["request", "requests", "p50 ms", "p95 ms", "max ms", "results", "errors"]];
  for (const measure of search) {
    rows.push([
      measure.request,
      String(measure.requests),
      String(measure.p50),
      String(measure.p95),
      String(measure.max),
      measure.results === null ? "-" : String(measure.results),
      measure.errors === 0 ? "0" : `${measure.errors} (status ${measure.failedStatus})`,
    ]);
  }
  printTable("Search, one request at a time after a warm-up:", rows);
}

function printLoads(
  reads: ReadResult[] | undefined,
  writes: BenchResults["writes"],
  visits: VisitLoad | undefined,
) {
  const rows = [
    [
      "measure",
      "ours req/s",
      "bare req/s",
      "ratio",
      "rounds",
      "p50 ms",
      "p99 ms",
      "errors",
      "body as sent",
    ],
  ];
  for (const read of reads ?? []) {
    rows.push([
      `GET ${read.path}`,
      read.ours.rps.toFixed(0),
      read.bare.rps.toFixed(0),
      read.ratio.toFixed(2),
      read.roundRatios.map((ratio) => ratio.toFixed(2)).join(" "),
      String(read.ours.p50),
      String(read.ours.p99),
      String(read.ours.errors),
      `${kB(read.bodyBytes)} kB ${read.encoding} (of ${kB(read.identityBytes)} kB)`,
    ]);
  }
  if (writes) {
    rows.push([
      "POST /api/quote",
      writes.rps.toFixed(0),
      "-",
      "-",
      "-",
      String(writes.p50),
      String(writes.p99),
      String(writes.errors),
      "-",
    ]);
  }
  if (visits) {
    rows.push([
      "POST /api/v",
      visits.rps.toFixed(0),
      "-",
      "-",
      "-",
      String(visits.p50),
      String(visits.p99),
      String(visits.errors),
      "-",
    ]);
  }
  printTable("Under load (Accept-Encoding as Chromium sends it):", rows);
}

function printPhotos(photos: PhotoMeasure) {
  console.info(
    `photos: camera JPEGs of ${photos.photoBytes.map(kB).join(" and ")} kB uploaded in ${photos.uploadMs.join(" and ")} ms; renditions served ${(photos.renditionsReadyMs / 1000).toFixed(1)} s after the first upload`,
  );
  for (const visit of photos.visits) {
    const images = visit.images.map(
      (image) => `${image.type.replace("image/", "")} ${kB(image.bytes)}`,
    );
    console.info(
      `  images of / on ${visit.visitor}: ${kB(visit.totalBytes)} kB (${images.join(", ")})`,
    );
  }
}

export function printReport(r: BenchResults) {
  if (r.firstVisits) printFirstVisits(r.firstVisits);
  if (r.lighthouse) printPageScores(r.lighthouse);
  if (r.taps) printTaps(r.taps);
  if (r.reads || r.writes || r.visits) printLoads(r.reads, r.writes, r.visits);
  if (r.search) printSearch(r.search);
  console.info("");
  if (r.writes) {
    console.info(
      `writes: ${r.writes.ok2xx} answered 2xx, ${r.writes.stored} stored (${r.writes.stored === r.writes.ok2xx ? "equal" : "MISMATCH"})`,
    );
  }
  if (r.visits) {
    console.info(
      `visits: ${r.visits.accepted} beacons answered 202, ${r.visits.counted} page views counted (${r.visits.counted === r.visits.accepted ? "equal" : "MISMATCH"})`,
    );
  }
  if (r.missing) {
    const m = r.missing;
    console.info(
      `missing pages: ${m.flood} made-up addresses at ${m.floodRps} req/s; ${PAGE_LABEL} p50/p99 ${m.pageAlone.p50}/${m.pageAlone.p99} ms alone, ${m.pageDuringFlood.p50}/${m.pageDuringFlood.p99} ms beside the flood; ${m.listed} paths listed after; server ${m.rssBeforeMb} MB before, ${m.rssAfterMb} MB after`,
    );
  }
  if (r.insights) {
    const i = r.insights;
    console.info(
      `insights (PGlite, ${i.events.toLocaleString("en")} page views over ${i.days} days, ${i.leads} leads): a year in ${i.yearMs.median} ms (worst ${i.yearMs.worst}), 30 days in ${i.monthMs.median} ms (worst ${i.monthMs.worst}); rolling up every day ${i.rollUpSeconds} s`,
    );
  }
  if (r.photos) printPhotos(r.photos);
  if (r.backup) {
    const b = r.backup;
    console.info(
      `backup (PGlite, ${b.filesMb} MB of photos): ${b.snapshotSeconds.toFixed(2)} s to a ${b.archiveMb.toFixed(0)} MB archive, other queries waited at most ${b.longestQueryWaitMs} ms, memory +${b.rssGrowthMb.toFixed(0)} MB; restore ${b.restoreSeconds.toFixed(2)} s`,
    );
  }
  console.info(
    `cold start to healthy: ${Object.entries(r.coldStartMs)
      .map(([db, ms]) => `${db} ${(ms / 1000).toFixed(2)} s`)
      .join(", ")}`,
  );
  console.info(`peak RSS: ${r.peakRssMb?.toFixed(0) ?? "n/a"} MB`);
  console.info(`machine: ${JSON.stringify(r.machine)}; database: ${r.database}`);
  console.info(`\ntargets (${JSON.stringify(r.targetValues)}):`);
  for (const [name, met] of Object.entries(r.targets))
    console.info(`  ${met ? "met   " : "MISSED"}  ${name}`);
  for (const [name, met] of Object.entries(r.goals))
    console.info(`  ${met ? "met    " : "not met"} ${name} (goal)`);
  const missed = Object.entries(r.targets).filter(([, met]) => !met);
  console.info(
    missed.length > 0
      ? `\nTargets missed: ${missed.map(([name]) => name).join(", ")}`
      : "\nAll targets met.",
  );
}
