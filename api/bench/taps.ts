import type { Language } from "@app/contract/languages";
import { siteTextEn } from "@app/contract/site-text-en";
import { siteTextKm } from "@app/contract/site-text-km";
import { launchBrowser } from "@app/testing/browser";
import type { Browser, Page } from "playwright-core";

/** The home page in each language and a standard's page: where a first tap is measured. */
export const TAP_ROUTES = ["/", "/certifications/gots", "/km/"];

/** The header's two buttons that open something: the phone menu and the search field. */
export const TAP_CONTROLS = ["menu", "search"] as const;
export type TapControl = (typeof TAP_CONTROLS)[number];

/**
 * Chrome DevTools' "Slow 4G" preset: 150 ms round trips x 3.75, 1.6 Mbps down and 750 kbps
 * up x 0.9 (bytes per second, as Network.emulateNetworkConditions takes them).
 */
export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};
/** DevTools' "4x slowdown", the mobile CPU Lighthouse emulates. */
export const CPU_SLOWDOWN = 4;

export interface TapMeasure {
  path: string;
  control: TapControl;
  /**
   * From the tap to what it opened on screen, one per run: the later of the frame that draws
   * it and the tap's Event Timing duration (which runs to the paint being presented, when the
   * tap itself opened it); null when it never showed (or the button is not there).
   */
  onScreenMs: (number | null)[];
  /** From the tap (its pointerdown) to the start of the frame that draws what it opened. */
  tapToFrameMs: (number | null)[];
  /** The tap's Event Timing duration (INP's measure): input to the next paint after its handlers. */
  eventMs: (number | null)[];
  /** The median run, or null when a run never showed it (or the button is not there). */
  medianMs: number | null;
  worstMs: number | null;
  /** Whether what the tap opened was still open once the app had started and hydrated. */
  staysOpen: boolean;
}

/** The button's name, in the page's language (the contract's site texts). */
function buttonName(control: TapControl, language: Language): string {
  const text = language === "km" ? siteTextKm : siteTextEn;
  return control === "menu" ? text.chrome.openMenu : text.search.open;
}

/** In the page: whether what the control opens is on screen (an open dialog; a search field). */
const IS_SHOWN: Record<TapControl, string> = {
  menu: `document.querySelector("dialog[open]") !== null`,
  search: `[...document.querySelectorAll("input[type=search]")].some((field) => field.checkVisibility())`,
};

/**
 * In the page, before its own scripts: notes the first pointerdown's time and, from it, looks
 * in every frame for what the control opens, noting the frame that first draws it. Event Timing
 * gives the tap's own duration beside it. Plain source, not a function: the bench runs under
 * tsx, whose helpers a serialized function would call in a page that lacks them.
 */
const watchFirstTap = (control: TapControl) => `{
  const record = { tapAt: null, shownAt: null, eventMs: null };
  window.__firstTap = record;
  addEventListener("pointerdown", (event) => {
    if (record.tapAt !== null) return;
    record.tapAt = event.timeStamp;
    const frame = () => {
      if (${IS_SHOWN[control]}) record.shownAt = performance.now();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) record.eventMs = Math.max(record.eventMs ?? 0, entry.duration);
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}`;

interface FirstTap {
  tapToFrameMs: number | null;
  eventMs: number | null;
  staysOpen: boolean;
}

async function firstTapOf(page: Page): Promise<FirstTap> {
  const seen = () =>
    page.evaluate<{ tapAt: number | null; shownAt: number | null; eventMs: number | null }>(
      "window.__firstTap",
    );
  for (let waited = 0; waited < 20_000; waited += 100) {
    const record = await seen();
    if (record.shownAt !== null && record.tapAt !== null) {
      return {
        tapToFrameMs: Math.round(record.shownAt - record.tapAt),
        eventMs: record.eventMs,
        staysOpen: false,
      };
    }
    await page.waitForTimeout(100);
  }
  return { tapToFrameMs: null, eventMs: (await seen()).eventMs, staysOpen: false };
}

/**
 * One first visit on a phone over Slow 4G with a 4x slower CPU: a fresh context (nothing
 * cached), the control's button tapped as soon as it is on screen.
 */
async function measureOneTap(
  browser: Browser,
  url: string,
  control: TapControl,
  language: Language,
): Promise<FirstTap | undefined> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    reducedMotion: "no-preference",
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.addInitScript({ content: watchFirstTap(control) });
    await page.goto(url, { waitUntil: "commit" });
    const button = page
      .getByRole("banner")
      .getByRole("button", { name: buttonName(control, language), exact: true });
    try {
      await button.waitFor({ state: "visible", timeout: 30_000 });
    } catch {
      return undefined;
    }
    await button.tap();
    const tap = await firstTapOf(page);
    if (tap.tapToFrameMs === null) return tap;
    // The tap started the app: once it has hydrated, what the tap opened is still open.
    await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 60_000 });
    await page.waitForTimeout(1000);
    const staysOpen = await page.evaluate<boolean>(IS_SHOWN[control]);
    // Event Timing reports an interaction after its paint, so it is read last.
    const { eventMs } = await page.evaluate<{ eventMs: number | null }>("window.__firstTap");
    return { ...tap, eventMs, staysOpen };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/**
 * How long a first visit's first tap on the header takes to show what it opens, on each of
 * `routes`, for each control, `runs` times: the median is the figure the target reads.
 */
export async function measureFirstTaps(
  baseUrl: string,
  runs: number,
  routes = TAP_ROUTES,
): Promise<TapMeasure[]> {
  const browser = await launchBrowser();
  const measures: TapMeasure[] = [];
  try {
    for (const path of routes) {
      const language: Language = path.startsWith("/km") ? "km" : "en";
      for (const control of TAP_CONTROLS) {
        const taps: (FirstTap | undefined)[] = [];
        for (let run = 0; run < runs; run++) {
          taps.push(await measureOneTap(browser, `${baseUrl}${path}`, control, language));
        }
        const onScreen = taps.map((tap) =>
          tap?.tapToFrameMs == null ? null : Math.max(tap.tapToFrameMs, tap.eventMs ?? 0),
        );
        const complete = onScreen.every((ms) => ms !== null);
        measures.push({
          path,
          control,
          onScreenMs: onScreen,
          tapToFrameMs: taps.map((tap) => tap?.tapToFrameMs ?? null),
          eventMs: taps.map((tap) => tap?.eventMs ?? null),
          medianMs: complete ? median(onScreen as number[]) : null,
          worstMs: complete ? Math.max(...(onScreen as number[])) : null,
          staysOpen: taps.every((tap) => tap?.staysOpen === true),
        });
      }
    }
  } finally {
    await browser.close();
  }
  return measures;
}
