import type { ContentSection } from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminWithBrowser,
  expectNoSeriousAxeViolations,
  openPanel,
  shot,
  toastWith,
  visible,
  withDeveloperTools,
} from "./support.ts";

describe.skipIf(!hasBrowser)("admin: Khmer beside English", () => {
  const admin = adminWithBrowser();
  // The rows are found by the section names the Developer tools show.
  beforeAll(() => withDeveloperTools(admin.context));

  const section = async (name: string) => {
    const list = (await (
      await fetch(`${admin.server.url}/api/content`)
    ).json()) as ContentSection[];
    return list.find((s) => s.section === name);
  };
  const row = (name: string) =>
    admin.page.getByRole("listitem").filter({ has: admin.page.getByText(name, { exact: true }) });

  it("shows each section's Khmer, and narrows the lists to what still lacks it", async () => {
    await openPanel(admin.page, admin.server);
    await visible(row("hero").getByText("Khmer: 13 of 13 fields"));
    await visible(row("page:privacy").getByText("Khmer: 0 of 18 fields"));

    await admin.page.getByRole("switch", { name: "Missing Khmer only" }).click();
    await visible(row("page:privacy"));
    expect(await row("hero").count()).toBe(0);
    // About lists standard names nobody translated: it still lacks some Khmer.
    await visible(row("about").getByText(/^Khmer: \d+ of 26 fields$/));
    await shot(admin.page, "translations-missing-filter");
    await admin.page.getByRole("switch", { name: "Missing Khmer only" }).click();
    await visible(row("hero"));
  });

  it("translates a page beside its English words, saves it, and the Khmer page shows it", async () => {
    await admin.page.getByRole("button", { name: "Translate Privacy Policy into Khmer" }).click();
    await visible(admin.page.getByRole("heading", { name: "Editing Text page (Khmer): privacy" }));
    const form = admin.page.getByRole("form", { name: "Khmer translation" });
    // The English beside each field, and nothing but words to translate.
    await visible(form.locator("p[lang=en]").getByText("Privacy Policy", { exact: true }));
    const title = form.getByLabel("Title in Khmer", { exact: true });
    expect(await title.inputValue()).toBe("");
    expect(await title.getAttribute("lang")).toBe("km");
    await expectNoSeriousAxeViolations(admin.page, "translation editor");
    await shot(admin.page, "translation-editor-1280", true);

    await title.fill("គោលការណ៍ឯកជនភាព");
    // The live preview, in Khmer.
    await admin.page.getByRole("tab", { name: "Preview" }).click();
    await visible(admin.page.getByTestId("preview-path").getByText("/km/privacy"));
    const preview = admin.page.frameLocator('iframe[title^="Preview of"]');
    await visible(preview.getByRole("heading", { level: 1, name: "គោលការណ៍ឯកជនភាព" }));
    await admin.page.getByRole("tab", { name: "Edit" }).click();

    await admin.page.getByRole("button", { name: "Save Changes" }).click();
    await toastWith(admin.page, "Content updated successfully!");
    expect((await section("page:privacy@km"))?.content).toEqual({ title: "គោលការណ៍ឯកជនភាព" });
    await visible(row("page:privacy").getByText("Khmer: 1 of 18 fields"));
    const html = await (await fetch(`${admin.server.url}/km/privacy`)).text();
    expect(html).toMatch(/<h1[^>]*>(<span>)?គោលការណ៍ឯកជនភាព(<\/span>)?<\/h1>/);
  });

  it("switches the same section's editor between English and Khmer, never over unsaved words", async () => {
    await admin.page.getByRole("button", { name: "Edit Hero", exact: true }).click();
    const languages = admin.page.getByRole("group", { name: "Language edited" });
    await visible(languages.getByRole("button", { name: /English/, pressed: true }));
    await languages.getByRole("button", { name: /Khmer/ }).click();
    await visible(admin.page.getByRole("heading", { name: "Editing Hero (Khmer)" }));
    const subtitle = admin.page.getByLabel("Subtitle in Khmer", { exact: true });
    await subtitle.fill("វិញ្ញាបនកម្មដែលអ្នកទិញទុកចិត្ត");
    // The switch is held once the unsaved words are in the form (a render after the input).
    await expect
      .poll(() => languages.getByRole("button", { name: /English/ }).isDisabled())
      .toBe(true);
    await admin.page.getByRole("button", { name: "Save Changes" }).click();
    await toastWith(admin.page, "Content updated successfully!");
    // The toast of the previous test's save may still show: wait for this save on the server.
    await expect
      .poll(async () => (await section("hero@km"))?.content.subtitle)
      .toBe("វិញ្ញាបនកម្មដែលអ្នកទិញទុកចិត្ត");
    expect((await section("hero@km"))?.version).toBe(2);
  });

  it("shows a translation's history beside its English one, and restores a version", async () => {
    await admin.page.getByRole("button", { name: "History of Hero", exact: true }).click();
    const dialog = admin.page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Show the Khmer history" }).click();
    await visible(dialog.getByRole("heading", { name: "History of Hero (Khmer)" }));
    await dialog.getByRole("button", { name: "Restore version 1" }).click();
    await toastWith(
      admin.page,
      "Version 1 restored",
      "It is live on the website now, as version 3.",
    );
    await dialog.getByRole("button", { name: "Show the English history" }).click();
    await visible(dialog.getByRole("heading", { name: "History of Hero", exact: true }));
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    const restored = await section("hero@km");
    expect(restored?.version).toBe(3);
    expect(restored?.content.subtitle).not.toBe("វិញ្ញាបនកម្មដែលអ្នកទិញទុកចិត្ត");
  });

  it("stacks English over Khmer on a phone", async () => {
    await admin.page.setViewportSize({ width: 390, height: 844 });
    await admin.page.getByRole("button", { name: "Translate hero into Khmer" }).click();
    const english = admin.page
      .locator("p[lang=en]")
      .filter({ hasText: "Your One-Stop Solution for All Standards!" });
    const field = admin.page.getByLabel("Title in Khmer", { exact: true });
    const [above, below] = [await english.boundingBox(), await field.boundingBox()];
    expect(below!.y).toBeGreaterThan(above!.y + above!.height - 1);
    expect(Math.abs(below!.x - above!.x)).toBeLessThan(2);
    expect(
      await admin.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await shot(admin.page, "translation-editor-390", true);
    await admin.page.getByRole("button", { name: "Cancel" }).click();
    await admin.page.setViewportSize({ width: 1280, height: 900 });
  });
});
