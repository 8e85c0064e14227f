import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumPath } from "@app/testing/browser";
import lighthouse from "lighthouse";

const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export interface LighthouseResult {
  /** Category scores, 0 to 100 as Lighthouse shows them. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that cost points outside performance, so a miss says what to fix. */
  failedAudits: string[];
}

/** What Lighthouse ran on: its version, the browser, and its CPU benchmark of this machine. */
export interface LighthouseEnvironment {
  lighthouseVersion: string;
  browser: string;
  benchmarkIndex: number;
  formFactor: string;
  throttlingMethod: string;
}

export interface DebuggableChromium {
  port: number;
  stop(): Promise<void>;
}

/** Chromium with a remote debugging port for Lighthouse to drive (its own empty profile). */
export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  if (!chromiumPath) throw new Error("No Chromium found: set CHROMIUM_PATH");
  const profile = mkdtempSync(join(tmpdir(), "bench-lighthouse-"));
  const child: ChildProcess = spawn(
    chromiumPath,
    [...CHROMIUM_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    child.stderr!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`Chromium exited with ${code}: ${output}`)));
  });
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => {
          // Its helper processes may still be writing as it exits: a profile they keep
          // filling is left to the temporary folder rather than failing the bench.
          try {
            rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
          } catch {
            setTimeout(() => rmSync(profile, { recursive: true, force: true }), 2000).unref();
          }
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}

type LighthouseReport = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** Lighthouse's own trace hiccups (NO_NAVSTART, NO_FCP) on a busy machine; it asks to rerun. */
const ATTEMPTS = 3;

/**
 * One Lighthouse run with its defaults: the mobile form factor (Moto G Power screen, 4x CPU
 * slowdown) and simulated slow 4G throttling.
 */
export async function runLighthouse(
  url: string,
  port: number,
  categories = ["performance", "accessibility", "best-practices", "seo"],
): Promise<{ result: LighthouseResult; environment: LighthouseEnvironment }> {
  for (let attempt = 1; ; attempt++) {
    const runnerResult = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
    });
    if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = runnerResult;
    if (!lhr.runtimeError) return summarize(lhr);
    const problem = `Lighthouse on ${url}: ${lhr.runtimeError.message}`;
    if (attempt === ATTEMPTS) throw new Error(problem);
    console.warn(`${problem}; running it again`);
  }
}

function summarize(lhr: LighthouseReport): {
  result: LighthouseResult;
  environment: LighthouseEnvironment;
} {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failedAudits = Object.values(lhr.categories)
    .filter((category) => category.id !== "performance")
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);
  const result = {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(numeric("first-contentful-paint")),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    tbtMs: Math.round(numeric("total-blocking-time")),
    cls: Number(numeric("cumulative-layout-shift").toFixed(3)),
    failedAudits,
  };
  const environment = {
    lighthouseVersion: lhr.lighthouseVersion,
    browser: lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? "unknown",
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    formFactor: lhr.configSettings.formFactor,
    throttlingMethod: lhr.configSettings.throttlingMethod,
  };
  return { result, environment };
}

/** The run with the median performance score (the lower middle with an even count). */
export function medianRun(runs: LighthouseResult[]): LighthouseResult {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
