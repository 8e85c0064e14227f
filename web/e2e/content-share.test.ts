import { ContentSectionSchema } from "@app/contract";
import { siteChrome } from "@app/contract/messages";
import { hasBrowser } from "@app/testing/browser";
import { describe, expect, it } from "vitest";
import { siteWithBrowser } from "./helpers.ts";

/** Every public route kind: home, about, a standard, a pillar, the text pages. */
const ROUTES = [
  "/",
  "/about",
  "/certifications/gots",
  "/certifications/sbti",
  "/pillars/capacity-building",
  "/privacy",
  "/terms",
];

/** The target: what a visitor reads in <main> comes from the content store. */
const MIN_SHARE = 0.95;

const served = siteWithBrowser();

/** Every string in the store, and a matcher for those with `{tokens}`. */
async function storeMatcher(): Promise<(text: string) => boolean> {
  const sections = ContentSectionSchema.array().parse(
    await (await fetch(`${served.server.url}/api/content`)).json(),
  );
  const strings: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") strings.push(value);
    else if (typeof value === "number") strings.push(String(value));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  for (const section of sections) walk(section.content);
  // Company details filled into other sections' words stand there as their `{token}`.
  const site = sections.find((s) => s.section === "site")!.content as Record<string, string>;
  const asTokens = (text: string) =>
    ["brandName", "address", "email", "shortName", "tagline"].reduce(
      (out, key) => out.split(site[key]!).join(`{${key}}`),
      text,
    );
  const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const patterns = strings
    .filter((s) => /\{\w+\}/.test(s))
    .map(
      (s) =>
        new RegExp(
          `^${s
            .split(/\{\w+\}/)
            .map(escapeRegExp)
            .join(".+?")}$`,
        ),
    );
  // A PDF's size is read from the stored file itself.
  const fileSize = /^\d+(\.\d)? (B|KB|MB)( ·)?$/;
  // What a short link is about, for screen readers: the store's name of it ("about GOTS").
  const topics = new Set(strings.map((s) => siteChrome.aboutTopic(s)));
  const stored = (text: string) =>
    strings.some((s) => s.includes(text) || s.includes(asTokens(text))) ||
    topics.has(text) ||
    patterns.some((pattern) => pattern.test(text)) ||
    fileSize.test(text);
  // The quote form names a standard by its two stored names: "GOTS – Global Organic Textile
  // Standard" (web/src/components/quote-form.tsx).
  const known = new Set(strings);
  const standardLabel = /^(.+?) – (.+)$/;
  return (text) => {
    if (stored(text)) return true;
    const parts = standardLabel.exec(text);
    return !!parts && known.has(parts[1]!) && known.has(parts[2]!);
  };
}

describe.skipIf(!hasBrowser)("what a visitor reads comes from the content store", () => {
  it.each(ROUTES)(
    "%s: at least 95% of the text in main, by runs and by characters",
    async (path) => {
      const fromStore = await storeMatcher();
      const page = await served.browser.newPage({ viewport: { width: 1280, height: 900 } });
      try {
        await page.goto(served.server.url + path);
        const runs = await page.evaluate(() => {
          const main = document.querySelector("main")!;
          const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
          const texts: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            if (!parent || parent.closest("[aria-hidden=true], script, style")) continue;
            const text = node.textContent?.replace(/\s+/g, " ").trim() ?? "";
            // Words only: step numbers, separators and arrows are layout.
            if (/\p{L}/u.test(text)) texts.push(text);
          }
          return texts;
        });
        const chrome = runs.filter((text) => !fromStore(text));
        const runShare = 1 - chrome.length / runs.length;
        const characters = runs.join("").length;
        const charShare = 1 - chrome.join("").length / characters;
        console.info(
          `${path}: ${runs.length} runs, ${(runShare * 100).toFixed(1)}% by runs, ${(charShare * 100).toFixed(1)}% by characters from the store; chrome: ${JSON.stringify([...new Set(chrome)])}`,
        );
        expect(runs.length).toBeGreaterThan(10);
        expect(runShare).toBeGreaterThanOrEqual(MIN_SHARE);
        expect(charShare).toBeGreaterThanOrEqual(MIN_SHARE);
      } finally {
        await page.close();
      }
    },
  );
});
