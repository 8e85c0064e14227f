import { type ContentSection, listedSectionTitle, sectionTitleFrom } from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import { describe, expect, it } from "vitest";
import {
  adminWithBrowser,
  expectNoSeriousAxeViolations,
  openPanel,
  shot,
  toastWith,
  visible,
} from "./support.ts";

describe.skipIf(!hasBrowser)("admin: content by kind, entries and live preview", () => {
  const admin = adminWithBrowser();

  const get = (path: string) => fetch(`${admin.server.url}${path}`);
  const text = async (path: string) => (await get(path)).text();
  const status = async (path: string) => (await get(path)).status;
  const section = async (name: string) => {
    const list = (await (await get("/api/content")).json()) as ContentSection[];
    return list.find((s) => s.section === name);
  };
  /** A section's title as the admin lists it, by the contract's rule, from the site's words. */
  const sectionTitleOf = (name: string, list: readonly ContentSection[]) =>
    listedSectionTitle(name, (other) => {
      const row = list.find((s) => s.section === other);
      return row && sectionTitleFrom(other, row.content);
    });
  const openArea = (name: string) => admin.page.getByRole("tab", { name, exact: true }).click();
  /** A section's Edit button, named by the section's title as the list shows it. */
  const edit = async (name: string) =>
    admin.page.getByRole("button", {
      name: `Edit ${sectionTitleOf(name, (await (await get("/api/content")).json()) as ContentSection[])}`,
      exact: true,
    });
  const titleOf = async (name: string) =>
    sectionTitleOf(name, (await (await get("/api/content")).json()) as ContentSection[]);
  /**
   * Publishes and waits for the server's answer: the toast alone may still be the last save's,
   * and a read made then would see the content before this one.
   */
  const save = async () => {
    const saved = admin.page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.startsWith("/api/admin/content") &&
        response.request().method() !== "GET",
    );
    await admin.page.getByRole("button", { name: "Publish", exact: true }).click();
    expect((await saved).ok()).toBe(true);
    await toastWith(
      admin.page,
      "Content updated successfully!",
      "Changes are now live on the website.",
    );
  };
  const preview = () => admin.page.frameLocator('iframe[title^="Preview of"]');

  it("adds a standard by its name, lists it in a service group, then deletes and restores it", async () => {
    // The first load of the admin, which a busy machine makes slow.
    await admin.page.goto(`${admin.server.url}/admin/standards`, { timeout: 60_000 });
    await admin.page.getByRole("button", { name: "Add standard" }).click();
    const dialog = admin.page.getByRole("dialog", { name: "Add standard" });
    await visible(dialog);
    // An address the site cannot use is refused before anything is sent.
    await dialog.getByLabel("Name").fill("Test Standard");
    await dialog.getByLabel("Address").fill("Test Standard");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await visible(
      dialog.getByText("Address may use lowercase letters, digits and single hyphens only"),
    );
    await dialog.getByLabel("Address").fill("gots");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await visible(
      dialog.getByText(
        "/certifications/gots is already the address of another page. Choose another.",
      ),
    );
    await dialog.getByLabel("Address").fill("test-standard");
    await visible(dialog.getByText("/certifications/test-standard"));
    await expectNoSeriousAxeViolations(admin.page, "add standard");
    await shot(admin.page, "standard-add");
    await dialog.getByRole("button", { name: "Continue" }).click();

    // Its editor opens with the name only; nothing is live until it is saved.
    await visible(admin.page.getByRole("heading", { name: "New standard: Test Standard" }));
    expect(await admin.page.getByLabel("Full name").inputValue()).toBe("Test Standard");
    expect(await status("/certifications/test-standard")).toBe(404);
    await admin.page.getByLabel("Short name").fill("TST");
    await admin.page.getByLabel("Full name").fill("Test Standard for Browsers");
    await admin.page
      .getByLabel("Description", { exact: true })
      .fill("A standard the browser tests add.");
    await admin.page.getByLabel("Steps title").fill("How we can help");
    await admin.page.getByLabel("Call to action title").fill("Ready to Get Certified?");
    await save();
    expect((await section("certification:test-standard"))?.content.fullName).toBe(
      "Test Standard for Browsers",
    );

    // Services: add it to the Products Certification group, as its last but one standard.
    await openArea("Services");
    await (await edit("services")).click();
    const group = admin.page.getByRole("button", { name: /Group 1 Products Certification/ });
    if ((await group.getAttribute("aria-expanded")) === "false") await group.click();
    const products = admin.page.getByRole("group", { name: /Group 1 Products Certification/ });
    const standardsBefore = (await section("services"))!.content.groups as {
      anchor: string;
      standards: string[];
    }[];
    const count = standardsBefore[0]!.standards.length;
    await products.getByRole("button", { name: "Add standard" }).click();
    const added = products.getByLabel(`Standard ${count + 1}`, { exact: true });
    await expect.poll(() => added.evaluate((el) => el === document.activeElement)).toBe(true);
    await added.selectOption("test-standard");
    await products.getByRole("button", { name: `Move Standard ${count + 1}`, exact: true }).click();
    const move = admin.page.getByRole("dialog", { name: /^Move Standard/ });
    await move.getByLabel("Position").selectOption({ label: String(count) });
    await move.getByRole("button", { name: "Move to position" }).click();
    await expectNoSeriousAxeViolations(admin.page, "services editor");
    await shot(admin.page, "services-group-standards");
    await save();
    const groups = (await section("services"))!.content.groups as typeof standardsBefore;
    expect(groups[0]!.standards.at(-2)).toBe("test-standard");

    // The home page lists it in that group, its page and the sitemap have it.
    const home = await admin.context.newPage();
    await home.goto(`${admin.server.url}/`);
    const article = home.locator("article#products-certification");
    const showAll = article.getByRole("button", { name: "Show All" });
    if (await showAll.isVisible()) await showAll.click();
    await visible(
      article.getByRole("link", { name: "Read more about Test Standard for Browsers" }),
    );
    await home.close();
    expect(await text("/certifications/test-standard")).toContain("Test Standard for Browsers");
    expect(await text("/sitemap.xml")).toContain("/certifications/test-standard</loc>");

    // Delete: the confirmation names what links to it.
    await openArea("Standards");
    await admin.page.getByRole("searchbox", { name: "Search standards" }).fill("test-standard");
    const title = await titleOf("certification:test-standard");
    await admin.page.getByRole("button", { name: "Delete certification:test-standard" }).click();
    const confirm = admin.page.getByRole("alertdialog");
    await visible(confirm.getByText("Linked from Service groups, on 1 page: /."));
    await expectNoSeriousAxeViolations(admin.page, "delete standard");
    await shot(admin.page, "standard-delete");
    await confirm.getByRole("button", { name: `Delete ${title}` }).click();
    await toastWith(admin.page, `${title} deleted`);
    expect(await status("/certifications/test-standard")).toBe(404);
    expect(await text("/sitemap.xml")).not.toContain("/certifications/test-standard<");
    expect(await section("certification:test-standard")).toBeUndefined();

    // Restore it from the deleted list: back with its words and its page.
    await admin.page.getByRole("searchbox", { name: "Search standards" }).fill("");
    await admin.page.getByRole("button", { name: /^Deleted standards \(1\)/ }).click();
    await shot(admin.page, "standard-deleted-list");
    await admin.page.getByRole("button", { name: `Restore ${title}` }).click();
    await toastWith(admin.page, `${title} restored`);
    await visible(await edit("certification:test-standard"));
    expect(await status("/certifications/test-standard")).toBe(200);
    expect(await text("/certifications/test-standard")).toContain("Test Standard for Browsers");
    expect(await text("/sitemap.xml")).toContain("/certifications/test-standard</loc>");

    // Duplicate: the same words under a new name and address, its editor open, saved by hand.
    await admin.page
      .getByRole("button", { name: "Duplicate TST: Test Standard for Browsers", exact: true })
      .click();
    const copy = admin.page.getByRole("dialog", { name: "Duplicate standard" });
    await copy.getByLabel("Name").fill("Test Standard Copy");
    expect(await copy.getByLabel("Address").inputValue()).toBe("test-standard-copy");
    await copy.getByRole("button", { name: "Continue" }).click();
    expect(await admin.page.getByLabel("Full name").inputValue()).toBe("Test Standard Copy");
    expect(await admin.page.getByLabel("Description", { exact: true }).inputValue()).toBe(
      "A standard the browser tests add.",
    );
    expect(await status("/certifications/test-standard-copy")).toBe(404);
    await save();
    expect(await status("/certifications/test-standard-copy")).toBe(200);

    // Rename: the old address forwards, and the service group follows the new slug.
    await admin.page
      .getByRole("button", {
        name: "Change the address of TST: Test Standard for Browsers",
        exact: true,
      })
      .click();
    const rename = admin.page.getByRole("dialog", { name: "Change the address of this standard" });
    await rename.getByLabel("Address").fill("browser-standard");
    await rename.getByRole("button", { name: "Change" }).click();
    await toastWith(
      admin.page,
      "/certifications/test-standard renamed to /certifications/browser-standard",
    );
    await visible(await edit("certification:browser-standard"));
    const moved = await fetch(`${admin.server.url}/certifications/test-standard`, {
      redirect: "manual",
    });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toMatch(/\/certifications\/browser-standard$/);
    const renamedGroups = (await section("services"))!.content.groups as typeof standardsBefore;
    expect(renamedGroups[0]!.standards).toContain("browser-standard");
    expect(renamedGroups[0]!.standards).not.toContain("test-standard");
  }, 240_000);

  it("previews a pillar's unsaved summary, says why an invalid draft cannot be shown, then saves it live", async () => {
    const slug = "capacity-building";
    const before = (await section(`pillar:${slug}`))!.content.summary as string;
    await openPanel(admin.page, admin.server);
    await openArea("Pillars");
    await (await edit(`pillar:${slug}`)).click();
    await visible(preview().getByText(before));
    expect(await admin.page.getByTestId("preview-path").textContent()).toBe(`/pillars/${slug}`);

    const draft = "A summary seen in the preview before anyone saves it.";
    await admin.page.getByLabel("Summary").fill(draft);
    await visible(preview().getByText(draft), 15_000);
    await shot(admin.page, "pillar-preview");
    // The page at a laptop's width, scaled down to the column.
    await admin.page.getByRole("button", { name: "Desktop width" }).click();
    expect(
      await admin.page.getByRole("button", { name: "Desktop width" }).getAttribute("aria-pressed"),
    ).toBe("true");
    const frame = admin.page.locator('iframe[title^="Preview of"]');
    expect(await frame.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThan(700);
    expect(await frame.evaluate((el) => el.style.width)).toBe("1280px");
    await visible(preview().getByText(draft));
    await shot(admin.page, "pillar-preview-desktop-width");
    await admin.page.getByRole("button", { name: "Phone width" }).click();
    // Nothing unsaved reaches the public site.
    expect(await text(`/pillars/${slug}`)).not.toContain(draft);
    expect(await text(`/pillars/${slug}`)).toContain(before);

    // An invalid draft: the server's message instead of a page that is no longer true.
    const title = admin.page.getByLabel("Title", { exact: true }).first();
    const titleBefore = await title.inputValue();
    await title.fill("");
    const problem = admin.page.getByRole("region", { name: "Preview" }).getByRole("alert");
    await visible(problem.getByText("Title is required"), 15_000);
    expect(await admin.page.locator('iframe[title^="Preview of"]').count()).toBe(0);
    await shot(admin.page, "pillar-preview-invalid");
    await title.fill(titleBefore);
    await visible(preview().getByText(draft), 15_000);

    // A phone: Edit and Preview are two tabs.
    await admin.page.setViewportSize({ width: 390, height: 844 });
    await admin.page.getByRole("tab", { name: "Preview" }).click();
    await visible(preview().getByText(draft));
    expect(await admin.page.getByLabel("Summary").isVisible()).toBe(false);
    await expectNoSeriousAxeViolations(admin.page, "preview on a phone");
    await shot(admin.page, "pillar-preview-phone");
    await admin.page.getByRole("tab", { name: "Edit" }).click();
    await admin.page.setViewportSize({ width: 1280, height: 900 });

    await save();
    await expect.poll(() => text(`/pillars/${slug}`)).toContain(draft);
  });

  it("searches all content and opens what it finds in its area", async () => {
    await openPanel(admin.page, admin.server);
    await admin.page.getByRole("searchbox", { name: "Search all content" }).fill("wastewater");
    const results = admin.page.getByRole("list", { name: "Search results" });
    await visible(results);
    await shot(admin.page, "search");
    await results.getByRole("button", { name: /^GOTS: Global Organic Textile Standard/ }).click();
    await visible(
      admin.page.getByRole("heading", {
        name: `Editing Standard: ${await titleOf("certification:gots")}`,
      }),
    );
    expect(
      await admin.page.getByRole("tab", { name: "Standards" }).getAttribute("aria-selected"),
    ).toBe("true");
    await admin.page.getByRole("button", { name: "Cancel" }).click();
  });

  // Every kind of editor, at desktop and phone width, checked by axe.
  const editors: [area: string, section: string, shotName: string][] = [
    ["Pages", "hero", "hero"],
    ["Pages", "about-page", "about-page"],
    ["Pages", "page:privacy", "text-page"],
    ["Standards", "certification:gots", "standard"],
    ["Standards", "certification-page", "standard-words"],
    ["Pillars", "pillar:digital-transformation", "pillar"],
    ["Pillars", "pillar-page", "pillar-order"],
    ["Services", "services", "services"],
    ["Resources & PDFs", "training", "training"],
    ["Resources & PDFs", "resources", "resources"],
    ["Settings", "site", "site"],
  ];

  it("shows every kind of editor with its preview, accessibly, at 1280 and 390 px", async () => {
    await openPanel(admin.page, admin.server);
    for (const [area, name, shotName] of editors) {
      await admin.page.setViewportSize({ width: 1280, height: 900 });
      await openArea(area);
      await (await edit(name)).click();
      await visible(admin.page.getByRole("form", { name: "Section content" }));
      await visible(admin.page.locator('iframe[title^="Preview of"]'), 15_000);
      // Folded list items open, so the picture shows their fields too.
      const folded = admin.page.locator('button[aria-expanded="false"][id$="-toggle"]');
      if ((await folded.count()) > 0) await folded.first().click();
      await expectNoSeriousAxeViolations(admin.page, `${name} editor`);
      await shot(admin.page, `editor-${shotName}`);
      await admin.page.setViewportSize({ width: 390, height: 844 });
      await shot(admin.page, `editor-${shotName}-phone`);
      await admin.page.setViewportSize({ width: 1280, height: 900 });
      await admin.page.getByRole("button", { name: "Cancel" }).click();
      await visible(await edit(name));
    }
  }, 300_000);
});
