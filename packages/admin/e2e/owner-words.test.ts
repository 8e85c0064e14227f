import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ContentSection, ServicesContent } from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import type { Page } from "playwright-core";
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

/** Every variable the server reads, from its own schema (api/src/env.ts), not a copy of it. */
const ENV_NAMES = [
  ...readFileSync(fileURLToPath(new URL("../../../api/src/env.ts", import.meta.url)), "utf8")
    .slice(0, 4000)
    .matchAll(/^\s+([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*):/gm),
].map((match) => match[1]!);

const SECTION_KEY = /\b(?:certification|pillar|page):[a-z0-9-]+/;
/** A field's path in the JSON (`groups.0.standards.18`), where a label and position belong. */
const JSON_PATH = /\b[a-z][A-Za-z]*\.\d+(?:\.[A-Za-z0-9]+)*/;

describe.skipIf(!hasBrowser)("admin: the owner's words everywhere", () => {
  const admin = adminWithBrowser();
  const page = () => admin.page;
  const goto = (path: string) =>
    page().goto(`${admin.server.url}/admin${path}`, { timeout: 30_000 });
  const content = async () =>
    (await (await fetch(`${admin.server.url}/api/content`)).json()) as ContentSection[];

  /** What the owner reads on the screen now: no section key, variable name or command. */
  async function expectOwnerWords(where: string) {
    const names = (await content()).map((s) => s.section);
    const { text, codes } = await page().evaluate(() => ({
      // biome-ignore lint/performance/useDomNodeTextContent: what is visible, as the owner reads it
      text: document.body.innerText,
      codes: [...document.querySelectorAll("code")].map((c) => c.textContent?.trim() ?? ""),
    }));
    expect(text.match(SECTION_KEY)?.[0], `${where}: a section key`).toBeUndefined();
    expect(text.match(JSON_PATH)?.[0], `${where}: a JSON path`).toBeUndefined();
    const env = ENV_NAMES.find((name) => new RegExp(`\\b${name}\\b`).test(text));
    expect(env, `${where}: an environment variable`).toBeUndefined();
    expect(text.includes("pnpm "), `${where}: a command`).toBe(false);
    expect(
      codes.filter((code) => names.includes(code)),
      `${where}: a key as code`,
    ).toEqual([]);
  }

  it("reads the env names from the server's schema", () => {
    expect(ENV_NAMES).toEqual(expect.arrayContaining(["SMTP_URL", "SECRETS_KEY", "BACKUP_DIR"]));
  });

  it("shows no section key, variable or command on any screen or dialog", async () => {
    await page().setViewportSize(DESKTOP);
    const screens: [string, string][] = [
      ["", "Overview"],
      ["/pages", "Pages"],
      ["/standards", "Standards"],
      ["/pillars", "Pillars"],
      ["/services", "Services"],
      ["/resources", "Resources & PDFs"],
      ["/images", "Images"],
      ["/inbox", "Inbox"],
      ["/insights", "Insights"],
      ["/redirects", "Redirects"],
      ["/activity", "Activity"],
      ["/settings", "Settings"],
      ["/account", "Account"],
    ];
    for (const [path, name] of screens) {
      await goto(path);
      await visible(page().getByRole("heading", { name: "Admin Panel" }), 20_000);
      // Lists load after the panel: wait until nothing says it is loading.
      await expect
        .poll(() => page().locator('[role="status"][aria-label^="Loading"]').count())
        .toBe(0);
      await page().waitForTimeout(300);
      await expectOwnerWords(`${name} (${path})`);
    }

    // A standard's editor, then its history.
    await goto("/standards/gots");
    await visible(page().getByRole("heading", { name: /^Editing Standard: / }));
    await expectOwnerWords("the GOTS editor");
    expect(await page().getByRole("switch", { name: "JSON" }).count()).toBe(0);
    await page().getByRole("button", { name: "Cancel" }).click();
    await page()
      .getByRole("button", { name: /^History of GOTS/ })
      .click();
    await visible(page().getByRole("dialog", { name: /^History of GOTS/ }));
    await expectOwnerWords("the GOTS history");
    await page().keyboard.press("Escape");
  }, 180_000);

  it("lists every error of an invalid Services form by label and position", async () => {
    const services = (await content()).find((s) => s.section === "services")!
      .content as ServicesContent;
    const group = services.groups[0]!;
    const slot = group.standards.length + 1;
    for (const [size, name] of [
      [DESKTOP, "1280"],
      [PHONE, "390"],
    ] as const) {
      await page().setViewportSize(size);
      await goto("/services");
      await page().getByRole("button", { name: "Edit Service groups", exact: true }).click();
      const form = page().getByRole("form", { name: "Section content" });
      await visible(form);
      // A long list starts folded: open the first group.
      const toggle = form.locator('[id$="-groups-0-toggle"]');
      if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
      await form.locator('[id$="-groups-0-description"]').fill("");
      await form.locator('[id$="-groups-0-standards-add"]').click();
      await form.getByRole("button", { name: "Publish", exact: true }).click();

      const summary = form.getByRole("alert").filter({ hasText: "Please check" }).first();
      await visible(summary);
      expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
      const lines = await summary.getByRole("link").allInnerTexts();
      expect(lines).toEqual([
        `Service groups, ${group.title}: Description is required`,
        `Service groups, ${group.title}, standard ${slot}: Standard is required`,
      ]);
      await expectOwnerWords(`the invalid Services form at ${name}`);
      await expectNoSeriousAxeViolations(page(), `invalid Services form at ${name}`);
      await shot(page(), `services-errors-${name}`);

      // Each line leads to its field.
      await summary.getByRole("link").first().click();
      expect(
        await page().evaluate(() => document.activeElement?.id.endsWith("-groups-0-description")),
      ).toBe(true);

      await form.getByRole("button", { name: "Cancel" }).click();
      await page().getByRole("button", { name: "Discard", exact: true }).click();
    }
  });

  it("shows a changed title in history as was and now", async () => {
    await page().setViewportSize(DESKTOP);
    const hero = (await content()).find((s) => s.section === "hero")!;
    const before = String(hero.content.title);
    const after = "Certified textiles from Cambodia";
    await goto("/pages/hero");
    const form = page().getByRole("form", { name: "Section content" });
    await visible(form);
    await form.locator('[id$="-form-title"]').fill(after);
    await form.getByRole("button", { name: "Publish", exact: true }).click();
    await toastWith(page(), "Content updated successfully!");

    for (const [size, name] of [
      [DESKTOP, "1280"],
      [PHONE, "390"],
    ] as const) {
      await page().setViewportSize(size);
      await page().getByRole("button", { name: "History of Hero", exact: true }).click();
      const dialog = page().getByRole("dialog", { name: "History of Hero" });
      await visible(dialog.getByText(`Title: was “${before}”, now “${after}”`));
      await expectOwnerWords(`the Hero history at ${name}`);
      await expectNoSeriousAxeViolations(page(), `history at ${name}`);
      await shot(page(), `history-fields-${name}`);
      await page().keyboard.press("Escape");
    }
  });

  it("shows the JSON view and free-form sections only with Developer tools on", async () => {
    await page().setViewportSize(DESKTOP);
    const developerSwitch = (p: Page) =>
      p.getByRole("switch", { name: "Show developer tools in this browser" });
    await goto("/settings");
    await developerSwitch(page()).click();
    await visible(page().getByRole("heading", { name: "Custom sections" }));
    await goto("/pages/hero");
    await visible(page().getByRole("switch", { name: "JSON" }));
    await page().getByRole("button", { name: "Cancel" }).click();
    await goto("/settings");
    await developerSwitch(page()).click();
    expect(await page().getByRole("heading", { name: "Custom sections" }).count()).toBe(0);
  });
});
