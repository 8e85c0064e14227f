import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { isCI } from "./ci.mjs";
import { findChromium } from "./find-chromium.mjs";
import { markBrowserUsed } from "./test-usage.ts";

export { findChromium };
export const chromiumPath = findChromium();

/**
 * Whether browser tests run. Without a browser they are skipped, loudly (scripts/test.mjs);
 * under CI they always run, so a missing browser fails them rather than hiding them.
 */
export const hasBrowser = chromiumPath !== undefined || isCI;

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

let workerChromium: Promise<Browser> | undefined;

/**
 * The Chromium of this test worker, launched once: a launch costs about 2.3 s of CPU, and the
 * files of a worker run one after another, sharing this module (`isolate: false`). Chromium
 * ends with the worker; a disconnected one is launched again.
 */
async function chromiumOfThisWorker(): Promise<Browser> {
  const running = await workerChromium?.catch(() => undefined);
  if (running?.isConnected()) return running;
  if (!chromiumPath) throw new Error("No Chromium found: set CHROMIUM_PATH");
  workerChromium = chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return workerChromium;
}

/**
 * A browser for one test file: the worker's Chromium, of which `close()` closes only the
 * contexts and pages this file opened. Every page's requests count as the current test's use
 * of a browser. Contexts and pages ask for reduced motion unless told otherwise: a spinner or
 * a pulsing placeholder left running repaints every frame, on CPU the other tests need.
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = await chromiumOfThisWorker();
  const opened = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    opened.add(context);
    context.on("close", () => opened.delete(context));
    context.on("request", markBrowserUsed);
    return context;
  };
  const own: Partial<Browser> = {
    newContext: async (options) =>
      track(await shared.newContext({ reducedMotion: "reduce", ...options })),
    newPage: async (options) => {
      const page = await shared.newPage({ reducedMotion: "reduce", ...options });
      track(page.context());
      return page;
    },
    contexts: () => [...opened],
    close: async () => {
      await Promise.all([...opened].map((context) => context.close()));
    },
  };
  return new Proxy(shared, {
    get(target, key) {
      if (Object.hasOwn(own, key)) return own[key as keyof Browser];
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** Resolves once the page's running animations and transitions (endless ones aside) ended. */
export async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Runs axe-core in the page; returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Colours are judged as they end up: a header still fading in has text at partial opacity.
  await animationsEnded(page);
  await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const axe = (window as any).axe;
    const run = await axe.run(document, { resultTypes: ["violations"] });
    return run.violations as AxeViolation[];
  });
  return result.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/**
 * What a visitor does first on a public page: moves the pointer over it. The page's scripts
 * wait for such a sign of use (web/src/lib/start-when-needed.ts); this resolves once the page
 * has hydrated. The pointer moves again while nothing has happened: on a starved machine a
 * first move went unseen (CI waited 30 s for a page that never started), as Chromium does not
 * hand input to a page that has not painted its first frame yet.
 */
export async function startUsingPage(page: Page): Promise<void> {
  const hydrated = page
    .waitForSelector("html[data-hydrated]", { state: "attached", timeout: 90_000 })
    .then(() => true);
  for (let move = 1; ; move++) {
    await page.mouse.move(1 + (move % 2), 1);
    const waited = new Promise<false>((resolve) => setTimeout(resolve, 3_000, false));
    if (await Promise.race([hydrated, waited])) return;
  }
}
