// The one rule for finding Chromium, shared by `pnpm test` (scripts/test.mjs, plain Node) and
// the tests themselves (browser.ts).
import { existsSync } from "node:fs";

const COMMON_PATHS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
];

/** CHROMIUM_PATH (when it exists), else the first browser found at a common path. */
export function findChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return existsSync(configured) ? configured : undefined;
  return COMMON_PATHS.find((path) => existsSync(path));
}
