import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "playwright-core";

/**
 * Screenshots of the main steps, for a person to look at (never compared): taken only when
 * TEST_SCREENSHOTS=1 (into test-results/screenshots/) or names a folder. A run that nobody
 * looks at spends no time on them; a failing browser test keeps one anyway (`onFailure`).
 */
const setting = process.env.TEST_SCREENSHOTS;
const defaultFolder = fileURLToPath(new URL("../../../test-results/screenshots", import.meta.url));
export const screenshotsFolder =
  !setting || setting === "0" ? undefined : setting === "1" ? defaultFolder : setting;

async function save(target: Page | Locator, folder: string, name: string, fullPage: boolean) {
  mkdirSync(folder, { recursive: true });
  await target.screenshot({ path: join(folder, `${name}.png`), ...(fullPage && { fullPage }) });
}

/** A screenshot named `name`, when screenshots are asked for. */
export async function screenshot(
  target: Page | Locator,
  name: string,
  { fullPage = false, settle = true }: { fullPage?: boolean; settle?: boolean } = {},
): Promise<void> {
  if (!screenshotsFolder) return;
  const page = "page" in target ? target.page() : target;
  // Transitions settle before the picture is taken.
  if (settle) await page.waitForTimeout(250);
  // A full-page picture taken while scrolled leaves a sticky header mid-page.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await save(target, screenshotsFolder, name, fullPage);
}

/** The page as it was when a test failed, whether or not screenshots are asked for. */
export async function screenshotOnFailure(page: Page, name: string): Promise<void> {
  await save(page, screenshotsFolder ?? defaultFolder, `failed-${name}`, false);
}
