import type { ContentSection } from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import { describe, expect, it } from "vitest";
import {
  adminWithBrowser,
  DESKTOP,
  expectNoSeriousAxeViolations,
  PHONE,
  shot,
  toastWith,
  visible,
} from "./support.ts";

describe.skipIf(!hasBrowser)("admin: a standard added by its name, categories chosen", () => {
  const admin = adminWithBrowser();

  const get = (path: string) => fetch(`${admin.server.url}${path}`);
  const section = async (name: string) => {
    const list = (await (await get("/api/content")).json()) as ContentSection[];
    return list.find((s) => s.section === name);
  };
  const field = (label: string) => admin.page.getByLabel(label, { exact: true });
  // A first load of the admin on a busy machine takes longer than the default wait.
  const open = (path: string) => admin.page.goto(`${admin.server.url}${path}`, { timeout: 60_000 });

  /** Adds a standard by its name and gets to its editor, nothing published yet. */
  const addStandard = async (name: string, address: string, size: string) => {
    await open("/admin/standards");
    await admin.page.getByRole("button", { name: "Add standard" }).click({ timeout: 30_000 });
    const dialog = admin.page.getByRole("dialog", { name: "Add standard" });
    await dialog.getByLabel("Name").fill(name);
    expect(await dialog.getByLabel("Address").inputValue()).toBe(address);
    await visible(dialog.getByText(`/certifications/${address}`, { exact: true }));
    await expectNoSeriousAxeViolations(admin.page, `add standard at ${size}`);
    await shot(admin.page, `add-by-name-dialog-${size}`);
    return dialog;
  };

  it("adds a standard by its name at 1280 px: an empty editor, refused until written, then live", async () => {
    await admin.page.setViewportSize(DESKTOP);
    const dialog = await addStandard(
      "Organic Content Standard",
      "organic-content-standard",
      "1280",
    );

    // A name in Khmer alone makes no address: the dialog asks for one.
    await dialog.getByLabel("Name").fill("ស្តង់ដារសរីរាង្គ");
    expect(await dialog.getByLabel("Address").inputValue()).toBe("");
    await visible(dialog.getByText("Please type an address in Latin letters"));
    await dialog.getByLabel("Name").fill("Organic Content Standard");
    await dialog.getByRole("button", { name: "Continue" }).click();

    // The editor at its own address, with the name and nothing else: no template text.
    await expect
      .poll(() => new URL(admin.page.url()).pathname)
      .toBe("/admin/standards/organic-content-standard");
    await visible(
      admin.page.getByRole("heading", { name: "New standard: Organic Content Standard" }),
    );
    expect(await field("Full name").inputValue()).toBe("Organic Content Standard");
    expect(await field("Short name").inputValue()).toBe("");
    expect(await field("Description").inputValue()).toBe("");
    expect(await field("Steps title").inputValue()).toBe("");
    expect(await admin.page.locator("form").first().textContent()).not.toContain("New Standard");
    // Nothing is live before it is saved.
    expect((await get("/certifications/organic-content-standard")).status).toBe(404);
    expect(await section("certification:organic-content-standard")).toBeUndefined();

    // A reload keeps what was typed.
    await field("Short name").fill("OCS");
    await admin.page.reload({ timeout: 60_000 });
    await visible(field("Short name"), 20_000);
    expect(await field("Short name").inputValue()).toBe("OCS");
    expect(await field("Full name").inputValue()).toBe("Organic Content Standard");

    // Saving with required fields empty says which, in words, and sends nothing.
    await admin.page.getByRole("button", { name: "Publish", exact: true }).click();
    await visible(admin.page.getByText("Description is required"));
    await visible(admin.page.getByText("Steps title is required"));
    await expectNoSeriousAxeViolations(admin.page, "new standard refused at 1280");
    await shot(admin.page, "add-by-name-refused-1280");
    expect(await section("certification:organic-content-standard")).toBeUndefined();

    await field("Description").fill("OCS verifies the organic material in a final product.");
    await field("Steps title").fill("How we can help");
    await field("Call to action title").fill("Ready to verify organic content?");
    await admin.page.getByRole("button", { name: "Publish", exact: true }).click();
    await toastWith(admin.page, "Content updated successfully!");

    const page = await (await get("/certifications/organic-content-standard")).text();
    expect(page).toContain("Organic Content Standard");
    expect(page).toContain("OCS verifies the organic material");
    expect((await section("certification:organic-content-standard"))?.content).toMatchObject({
      name: "OCS",
      fullName: "Organic Content Standard",
      keyFeatures: [],
    });
  });

  it("refuses a taken address at 390 px, and the owner's own address is kept", async () => {
    await admin.page.setViewportSize(PHONE);
    const dialog = await addStandard("Organic Content Standard", "organic-content-standard", "390");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await visible(
      dialog.getByText(
        "/certifications/organic-content-standard is already the address of another page. Choose another.",
      ),
    );
    // An address typed by the owner stays when the name changes.
    await dialog.getByLabel("Address").fill("ocs-blended");
    await dialog.getByLabel("Name").fill("Organic Content Standard (blended)");
    expect(await dialog.getByLabel("Address").inputValue()).toBe("ocs-blended");
    await dialog.getByRole("button", { name: "Continue" }).click();

    await visible(
      admin.page.getByRole("heading", { name: "New standard: Organic Content Standard (blended)" }),
    );
    await admin.page.getByRole("button", { name: "Publish", exact: true }).click();
    await visible(admin.page.getByText("Short name is required"));
    await expectNoSeriousAxeViolations(admin.page, "new standard refused at 390");
    await shot(admin.page, "add-by-name-refused-390", true);

    // Cancel asks before the unsaved entry is dropped; nothing was published.
    await admin.page.getByRole("button", { name: "Cancel" }).click();
    const ask = admin.page.getByRole("dialog", { name: /^Discard your changes/ });
    await ask.getByRole("button", { name: "Discard" }).click();
    await expect.poll(() => new URL(admin.page.url()).pathname).toBe("/admin/standards");
    expect((await get("/certifications/ocs-blended")).status).toBe(404);
  });

  it("picks a resource's category from the categories, and a renamed category moves its resources", async () => {
    await admin.page.setViewportSize(DESKTOP);
    await open("/admin/resources/resources");
    const first = admin.page.getByRole("button", { name: /^Resource 1 / });
    await visible(first, 20_000);
    if ((await first.getAttribute("aria-expanded")) === "false") await first.click();
    const category = admin.page
      .getByRole("group", { name: /^Resource 1 / })
      .getByLabel("Category", { exact: true });
    const options = await category.locator("option").allTextContents();
    expect(options).toEqual([
      "Production Certification",
      "Management Systems",
      "Social Compliance",
      "Verification Services",
      "Training",
    ]);
    await category.selectOption("Training");
    await expectNoSeriousAxeViolations(admin.page, "resource category");
    await shot(admin.page, "resource-category-choice");

    // "Training" renamed in the list: the resource that chose it follows.
    await admin.page.getByLabel("Category 5", { exact: true }).fill("Training Courses");
    await expect.poll(() => category.inputValue()).toBe("Training Courses");
    await admin.page.getByRole("button", { name: "Publish", exact: true }).click();
    await toastWith(admin.page, "Content updated successfully!");
    const saved = (await section("resources"))!.content as {
      categories: string[];
      items: { category: string }[];
    };
    expect(saved.categories).toContain("Training Courses");
    expect(saved.items[0]!.category).toBe("Training Courses");
    expect(saved.items.some((item) => item.category === "Training")).toBe(false);
  });
});
