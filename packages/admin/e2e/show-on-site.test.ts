import { fileMessages, IMAGE_SLOTS, slotFitMessages, toastMessages } from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import { beforeEach, describe, expect, it } from "vitest";
import { pdfDocument } from "./pdf-files.ts";
import {
  adminWithBrowser,
  DESKTOP,
  expectNoSeriousAxeViolations,
  openPanel,
  PHONE,
  shot,
  solidPng,
  toastWith,
  visible,
} from "./support.ts";

const GUIDE_FILE = "organic-cotton-guide.pdf";
const GUIDE_NAME = "Organic cotton guide (2027)";
const TEAM_FILE = "audit-team-2027.png";
const TEAM_NAME = "Audit team at a dye house";

describe.skipIf(!hasBrowser)("admin: show a file no page uses on the site", () => {
  const admin = adminWithBrowser();
  const page = () => admin.page;
  // The machine runs several suites at once: a cold admin load can take longer than 10 s.
  beforeEach(() => admin.context.setDefaultTimeout(30_000));

  const resourceCount = async () => {
    const res = await fetch(`${admin.server.url}/api/content-json/resources`);
    return ((await res.json()) as { content: { items: unknown[] } }).content.items.length;
  };
  const path = () => {
    const url = new URL(page().url());
    return url.pathname + url.search;
  };

  it("puts a new PDF in the resources, unsaved until Save, then the home page lists it", async () => {
    const before = await resourceCount();
    await openPanel(page(), admin.server);
    await page().getByRole("tab", { name: "Resources & PDFs", exact: true }).click();
    await page().getByLabel("Name", { exact: true }).fill(GUIDE_NAME);
    await page()
      .getByLabel("PDF file to upload")
      .setInputFiles({
        name: GUIDE_FILE,
        mimeType: "application/pdf",
        buffer: pdfDocument({ text: "Organic cotton guide" }),
      });
    await toastWith(page(), fileMessages.documentUploaded.title);
    const card = page().getByRole("article", { name: GUIDE_NAME, exact: true });
    await visible(card.getByText(fileMessages.notUsed));
    // A PDF the site uses offers nothing of the kind.
    const used = page().getByRole("article", { name: "GOTS Certification Guidelines" });
    await visible(used.getByRole("button", { name: /^Used on/ }));
    expect(await used.getByRole("button", { name: /^Show on the site/ }).count()).toBe(0);

    await card.getByRole("button", { name: /^Show on the site/ }).click();
    const dialog = page().getByRole("dialog", { name: `Show ${GUIDE_NAME} on the site` });
    await visible(dialog.getByRole("button", { name: "Training block" }));
    await shot(page(), "show-on-site-places");
    await expectNoSeriousAxeViolations(page(), "show on the site: places");
    await dialog.getByRole("button", { name: "Resources library" }).click();

    // The intent is applied once and leaves the address: the editor, its new item in view.
    const added = page().getByRole("group", { name: new RegExp(`^Resource ${before + 1} `) });
    await visible(added, 20_000);
    await expect.poll(path).toBe("/admin/resources/resources");
    await expect
      .poll(() => page().evaluate(() => document.activeElement?.id ?? ""))
      .toMatch(new RegExp(`-items-${before}-description$`));
    await visible(added.getByLabel("Title", { exact: true }));
    expect(await added.getByLabel("Title", { exact: true }).inputValue()).toBe(
      "Organic cotton guide",
    );
    await visible(page().getByText("Unsaved changes"));
    await shot(page(), "show-on-site-editor");
    await expectNoSeriousAxeViolations(page(), "show on the site: editor");
    expect(await resourceCount()).toBe(before);

    // A reload keeps the unsaved item and adds no second one.
    await page().reload();
    const toggle = page().getByRole("button", { name: new RegExp(`^Resource ${before + 1} `) });
    await visible(toggle, 20_000);
    if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
    await visible(added);
    expect(
      await page()
        .getByRole("button", { name: new RegExp(`^Resource ${before + 2} `) })
        .count(),
    ).toBe(0);

    await page().setViewportSize(PHONE);
    await added.getByLabel("Description", { exact: true }).fill("How organic cotton is grown.");
    await added.getByLabel("Type", { exact: true }).fill("Guide");
    await added.getByLabel("Category", { exact: true }).selectOption("Training");
    await added.getByLabel("Icon", { exact: true }).selectOption({ index: 1 });
    await added.scrollIntoViewIfNeeded();
    await shot(page(), "show-on-site-editor-390");
    await expectNoSeriousAxeViolations(page(), "show on the site: editor, phone");
    await page().setViewportSize(DESKTOP);
    await page().getByRole("button", { name: "Publish", exact: true }).click();
    await toastWith(page(), "Content updated successfully!");
    expect(await resourceCount()).toBe(before + 1);
    await expect
      .poll(async () => (await fetch(`${admin.server.url}/`)).text())
      .toContain(`/pdfs/${GUIDE_FILE}`);
  });

  it("adds nothing for a file the library does not have, and says so", async () => {
    const before = await resourceCount();
    await page().goto(
      `${admin.server.url}/admin/resources/resources?add=document:no-such-file.pdf`,
    );
    await toastWith(
      page(),
      "Nothing was added",
      'There is no PDF called "no-such-file.pdf" in the library.',
    );
    await expect.poll(path).toBe("/admin/resources/resources");
    await visible(page().getByRole("button", { name: "Publish", exact: true }));
    expect(await page().getByText("Unsaved changes").count()).toBe(0);
    await shot(page(), "show-on-site-unknown-file");
    expect(await resourceCount()).toBe(before);
  });

  it("puts a new picture in the About section's picture, unsaved until Save, then /about shows it", async () => {
    const aboutImage = async () => {
      const res = await fetch(`${admin.server.url}/api/content-json/about`);
      return ((await res.json()) as { content: { image: string } }).content.image;
    };
    const before = await aboutImage();
    await openPanel(page(), admin.server);
    await page().getByRole("tab", { name: "Images", exact: true }).click();
    await page().getByLabel("Section", { exact: true }).fill("gallery");
    await page().getByLabel("Name", { exact: true }).fill(TEAM_NAME);
    await page()
      .getByLabel("Image file to upload")
      .setInputFiles({
        name: TEAM_FILE,
        mimeType: "image/png",
        buffer: solidPng(1600, 1200, [13, 148, 136]),
      });
    await toastWith(page(), toastMessages.uploadNew.title);
    const card = page().getByRole("article", { name: TEAM_NAME, exact: true });
    await visible(card.getByText(fileMessages.notUsed));
    // A picture the site shows offers nothing of the kind.
    const used = page().getByRole("article", { name: "Logo", exact: true });
    await visible(used.getByRole("button", { name: /^Used on/ }));
    expect(await used.getByRole("button", { name: /^Show on the site/ }).count()).toBe(0);

    await card.getByRole("button", { name: /^Show on the site/ }).click();
    const dialog = page().getByRole("dialog", { name: `Show ${TEAM_NAME} on the site` });
    // Too narrow for the home page's background: offered, with the reason, but not chosen.
    const hero = dialog.getByRole("button", { name: "Hero — home page background" });
    await visible(hero);
    expect(await hero.isDisabled()).toBe(true);
    await visible(dialog.getByText(slotFitMessages.tooSmall(1600, IMAGE_SLOTS.hero)));
    const about = dialog.getByRole("button", { name: "About — section picture" });
    expect(await about.getAttribute("aria-describedby")).toBeTruthy();
    await visible(dialog.getByText(/^Replaces /).first());
    await shot(page(), "show-picture-places");
    await expectNoSeriousAxeViolations(page(), "show a picture on the site: places");
    await page().setViewportSize(PHONE);
    await shot(page(), "show-picture-places-390");
    await expectNoSeriousAxeViolations(page(), "show a picture on the site: places, phone");
    await page().setViewportSize(DESKTOP);
    await about.click();

    // The editor, the picture in the field, focused; the intent has left the address.
    await expect.poll(path, { timeout: 20_000 }).toBe("/admin/pages/about");
    await expect
      .poll(() => page().evaluate(() => document.activeElement?.id ?? ""))
      .toMatch(/-image$/);
    await visible(page().getByText("Unsaved changes"));
    await shot(page(), "show-picture-editor");
    await expectNoSeriousAxeViolations(page(), "show a picture on the site: editor");
    expect(await aboutImage()).toBe(before);

    await page().setViewportSize(PHONE);
    await page().evaluate(() => document.activeElement?.scrollIntoView({ block: "center" }));
    await shot(page(), "show-picture-editor-390");
    await expectNoSeriousAxeViolations(page(), "show a picture on the site: editor, phone");
    await page().setViewportSize(DESKTOP);
    await page().getByRole("button", { name: "Publish", exact: true }).click();
    await toastWith(page(), "Content updated successfully!");
    expect(await aboutImage()).toBe(TEAM_FILE);
    // The page draws the picture once it nears the screen: scroll down to it.
    await page().goto(`${admin.server.url}/about`);
    const picture = page().locator(`img[src*="/images/${TEAM_FILE}"]`);
    for (let step = 0; step < 30 && (await picture.count()) === 0; step++) {
      await page().mouse.wheel(0, 500);
      await page().waitForTimeout(100);
    }
    expect(await picture.getAttribute("src")).toMatch(
      new RegExp(`^/images/${TEAM_FILE}\\?v=1&w=\\d+$`),
    );
    expect(await picture.getAttribute("srcset")).toContain(`/images/${TEAM_FILE}?v=1&w=1600 1600w`);
    await picture.scrollIntoViewIfNeeded();
    await shot(page(), "show-picture-about-page");
  });

  it("adds no picture the image library does not have, and says so", async () => {
    await page().goto(
      `${admin.server.url}/admin/pages/about?add=image:no-such-picture.png&field=image`,
    );
    await toastWith(
      page(),
      "Nothing was added",
      'There is no picture called "no-such-picture.png" in the image library.',
    );
    await expect.poll(path).toBe("/admin/pages/about");
    await visible(page().getByRole("button", { name: "Publish", exact: true }));
    expect(await page().getByText("Unsaved changes").count()).toBe(0);
  });
});
