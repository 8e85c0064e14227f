import { readFileSync } from "node:fs";
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

    await admin.page.getByRole("switch", { name: "Khmer to do only" }).click();
    await visible(row("page:privacy"));
    expect(await row("hero").count()).toBe(0);
    // About lists standard names nobody translated: it still lacks some Khmer.
    await visible(row("about").getByText(/^Khmer: \d+ of 26 fields$/));
    await shot(admin.page, "translations-missing-filter");
    await admin.page.getByRole("switch", { name: "Khmer to do only" }).click();
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

    await admin.page.getByRole("button", { name: "Publish", exact: true }).click();
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
    await admin.page.getByRole("button", { name: "Publish", exact: true }).click();
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

  it("marks a Khmer text whose English changed, side by side, until it is changed or kept as still right", async () => {
    const oldSubtitle = (await section("hero"))?.content.subtitle as string;
    const newSubtitle = "Certification and audits that buyers trust, from Phnom Penh";
    await admin.page.getByRole("button", { name: "Edit Hero", exact: true }).click();
    await admin.page.getByLabel("Subtitle", { exact: true }).fill(newSubtitle);
    await admin.page.getByRole("button", { name: "Publish", exact: true }).click();
    await toastWith(admin.page, "Content updated successfully!");
    await visible(row("hero").getByText("Khmer: 13 of 13 fields, 1 to review"));

    await admin.page.getByRole("button", { name: "Translate hero into Khmer" }).click();
    const notice = admin.page
      .getByText("English changed since this was translated")
      .locator("xpath=..");
    await visible(notice);
    await visible(notice.getByText(oldSubtitle, { exact: true }));
    await visible(notice.locator("ins").first());
    // Only the subtitle is marked.
    expect(await admin.page.getByText("English changed since this was translated").count()).toBe(1);
    await expectNoSeriousAxeViolations(admin.page, "English changed notice");
    await shot(admin.page, "translation-english-changed", true);

    await notice.getByRole("button", { name: "Still right" }).click();
    await visible(admin.page.getByText("Kept as still right", { exact: false }));
    await admin.page.getByRole("button", { name: "Publish", exact: true }).click();
    await toastWith(admin.page, "Content updated successfully!");
    await visible(row("hero").getByText("Khmer: 13 of 13 fields", { exact: true }));
  });

  it("sends the texts to a translator as a file and brings the translated file back into the drafts", async () => {
    await openPanel(admin.page, admin.server);
    await admin.page.getByRole("button", { name: "Work with a translator" }).click();
    const dialog = admin.page.getByRole("dialog", { name: "Work with a translator" });
    const [download] = await Promise.all([
      admin.page.waitForEvent("download"),
      dialog.getByRole("link", { name: "For a translation tool (XLIFF)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^translations-km-\d{4}-\d{2}-\d{2}\.xlf$/);
    const path = await download.path();
    const xliff = readFileSync(path, "utf8");
    // The privacy page's lead is not translated yet: the translator gives it.
    const lead =
      /<file id="page:privacy">[\s\S]*?<unit id="lead">.*?<source>([^<]*)<\/source><\/segment>/.exec(
        xliff,
      );
    expect(lead).not.toBeNull();
    const translated = xliff.replace(
      lead![0],
      lead![0].replace(
        "</source></segment>",
        "</source><target>របៀបដែលយើងគ្រប់គ្រងព័ត៌មាន</target></segment>",
      ),
    );
    await dialog.getByLabel("Translated file (XLIFF or CSV)").setInputFiles({
      name: "translations-km.xlf",
      mimeType: "application/xliff+xml",
      buffer: Buffer.from(translated),
    });
    await dialog.getByRole("button", { name: "Bring it in" }).click();
    await visible(dialog.getByText(/^1 text went into 1 draft\./));
    await expectNoSeriousAxeViolations(admin.page, "translator files");
    await shot(admin.page, "translator-files");
    await admin.page.keyboard.press("Escape");
    // Into the Khmer draft, for review: the site still shows what it showed.
    const rows = (await (
      await admin.page.request.get(`${admin.server.url}/api/admin/content`)
    ).json()) as { section: string; draft: boolean; content: Record<string, unknown> }[];
    expect(rows.find((r) => r.section === "page:privacy@km")).toMatchObject({
      draft: true,
      content: { lead: "របៀបដែលយើងគ្រប់គ្រងព័ត៌មាន" },
    });
    expect((await section("page:privacy@km"))?.content.lead).toBeUndefined();
  });

  it("turns off, in the company details, the notice Khmer pages give while they show English", async () => {
    const notice = async () =>
      (await (await fetch(`${admin.server.url}/km/privacy`)).text()).includes(
        "data-english-shown-notice",
      );
    expect(await notice()).toBe(true);
    await openPanel(admin.page, admin.server);
    await admin.page.getByRole("tab", { name: "Settings" }).click();
    await admin.page.getByRole("button", { name: "Edit Company details", exact: true }).click();
    const setting = admin.page.getByRole("checkbox", {
      name: "Tell visitors when a translated page still shows English",
    });
    await setting.scrollIntoViewIfNeeded();
    expect(await setting.isChecked()).toBe(true);
    await visible(admin.page.getByText("says so once at its top, in Khmer", { exact: false }));
    await setting.uncheck();
    await shot(admin.page, "company-details-english-notice");
    await admin.page.getByRole("button", { name: "Publish", exact: true }).click();
    await toastWith(admin.page, "Content updated successfully!");
    expect((await section("site"))?.content.englishNotice).toBe(false);
    expect(await notice()).toBe(false);
  });
});
