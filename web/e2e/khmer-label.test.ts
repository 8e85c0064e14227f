import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { LANGUAGE_INFO } from "@app/contract/languages";
import { hasBrowser } from "@app/testing/browser";
import type { CDPSession, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { siteWithBrowser } from "./helpers.ts";

/**
 * On an English page the language switcher reads "ខ្មែរ". Without a Khmer system font (this
 * test's Chromium has none) it would show as boxes: it is drawn with "Khmer Label", a subset of
 * Noto Sans Khmer Medium holding just its glyphs (web/src/i18n/khmer-label.woff2), while the
 * whole Khmer font still loads on Khmer pages only.
 */
const label = LANGUAGE_INFO.km.nativeName;
const SUBSET = /^\/assets\/khmer-label-[\w-]+\.woff2$/;
/** The whole font the subset is cut from, to compare how each draws the label. */
const wholeMedium = readFileSync(
  createRequire(import.meta.url).resolve(
    "@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-500-normal.woff2",
  ),
);

interface PlatformFont {
  familyName: string;
  postScriptName?: string;
  isCustomFont: boolean;
  glyphCount: number;
}

/** The fonts Chromium drew a text node with: the node is the first text child of `selector`. */
async function fontsOfText(cdp: CDPSession, selector: string): Promise<PlatformFont[]> {
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  expect(nodeId, selector).toBeGreaterThan(0);
  const find = (node: typeof root): typeof root | undefined =>
    node.nodeId === nodeId ? node : node.children?.map(find).find(Boolean);
  const text = find(root)?.children?.find((child) => child.nodeType === 3);
  expect(text?.nodeValue).toBe(label);
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId: text!.nodeId });
  return fonts as PlatformFont[];
}

describe.skipIf(!hasBrowser)("the switcher's Khmer label on English pages", () => {
  const site = siteWithBrowser();

  /** An English page in a fresh context, with what came over the wire for each font. */
  const open = async (width: number) => {
    const context = await site.browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 900 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const fonts = new Map<string, { path: string; transferred: number }>();
    cdp.on("Network.responseReceived", (event) => {
      if (event.type === "Font") {
        fonts.set(event.requestId, { path: new URL(event.response.url).pathname, transferred: 0 });
      }
    });
    cdp.on("Network.loadingFinished", (event) => {
      const font = fonts.get(event.requestId);
      if (font) font.transferred = event.encodedDataLength;
    });
    await page.goto(`${site.server.url}/certifications/gots`, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    return { page, cdp, fonts: () => [...fonts.values()], close: () => context.close() };
  };

  /** The label's faces as the page has them: the subset loaded, the whole font not. */
  const faces = (page: Page) =>
    page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.status !== "unloaded")
        .map((face) => `${face.family.replace(/"/g, "")} ${face.weight} ${face.status}`),
    );

  it.each([390, 1280])(
    "draws it at %i px in the label subset and fetches no other font",
    async (width) => {
      const { page, cdp, fonts, close } = await open(width);
      expect(await page.getAttribute("html", "lang")).toBe("en");
      const drawn = await fontsOfText(cdp, 'header a[hreflang="km"]');
      // One font, the web font's own name (the subset keeps it): no fallback, no box.
      expect(drawn).toEqual([
        expect.objectContaining({ familyName: "Noto Sans Khmer Medium", isCustomFont: true }),
      ]);
      expect(drawn[0]!.glyphCount).toBeGreaterThanOrEqual(4);
      expect(await faces(page)).toEqual(["Khmer Label 500 loaded"]);

      const received = fonts();
      expect(received.map((font) => font.path)).toEqual([expect.stringMatching(SUBSET)]);
      // Body and headers: about 1.6 kB of font.
      expect(received[0]!.transferred).toBeLessThan(3500);
      const body = await (await fetch(site.server.url + received[0]!.path)).arrayBuffer();
      expect(body.byteLength).toBeLessThan(3000);

      if (width < 768) {
        // The phone menu's switcher: the same face, nothing more to fetch.
        await page.getByRole("button", { name: "Open menu" }).click();
        const menu = page.getByRole("dialog");
        await menu.waitFor();
        expect(await fontsOfText(cdp, 'dialog a[hreflang="km"]')).toEqual([
          expect.objectContaining({ familyName: "Noto Sans Khmer Medium", isCustomFont: true }),
        ]);
        expect(fonts()).toHaveLength(1);
      }
      await close();
    },
  );

  it("shapes it as the whole font does: the subscript MO and the vowel before its consonant", async () => {
    const { page, close } = await open(390);
    const drawings = await page.evaluate(
      async ({ label, whole }) => {
        const bytes = Uint8Array.from(atob(whole), (c) => c.charCodeAt(0));
        document.fonts.add(await new FontFace("Whole Khmer", bytes, { weight: "500" }).load());
        await document.fonts.load('500 48px "Khmer Label"', label);
        /** The pieces drawn one after the other, each shaped alone. */
        const draw = (family: string, pieces: string[]) => {
          const canvas = document.createElement("canvas");
          canvas.width = 240;
          canvas.height = 120;
          const context = canvas.getContext("2d")!;
          context.font = `500 48px "${family}"`;
          let x = 10;
          for (const piece of pieces) {
            context.fillText(piece, x, 80);
            x += context.measureText(piece).width;
          }
          return { width: x - 10, pixels: context.getImageData(0, 0, 240, 120).data.join() };
        };
        const subset = draw("Khmer Label", [label]);
        const wholeFont = draw("Whole Khmer", [label]);
        // Its letters one by one (the coeng apart from MO, the vowel after its consonant).
        const unshaped = draw("Khmer Label", [...label]);
        return {
          inked: /[1-9]/.test(subset.pixels),
          widths: [subset.width, wholeFont.width],
          sameAsWhole: subset.pixels === wholeFont.pixels,
          shaped: subset.pixels !== unshaped.pixels,
        };
      },
      { label, whole: wholeMedium.toString("base64") },
    );
    expect(drawings.inked).toBe(true);
    expect(drawings.shaped).toBe(true);
    expect(drawings.widths[0]).toBe(drawings.widths[1]);
    expect(drawings.sameAsWhole).toBe(true);
    await close();
  });
});
