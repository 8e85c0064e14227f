import { TEST_ADMIN, type TestServer } from "@app/api/testing";
import { type ContentSection, SubmissionPageSchema } from "@app/contract";
import { hasBrowser, launchBrowser } from "@app/testing/browser";
import { screenshot } from "@app/testing/screenshots";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sectionTitle } from "../src/features/content/section-label.ts";
import {
  DESKTOP,
  expectNoSeriousAxeViolations,
  newContext,
  PHONE,
  startAdminServer,
  visible,
} from "./support.ts";

/**
 * Every screen of the admin has its address: a shared link opens it after sign-in, Back and
 * Forward move between screens, a reload stays, and leaving unsaved changes asks first.
 */
describe.skipIf(!hasBrowser)("admin: every screen has an address, no edit is lost", () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startAdminServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  const gots = async () => {
    const res = await fetch(`${server.url}/api/content-json/certification:gots`);
    return (await res.json()) as ContentSection;
  };
  const path = (page: Page) => new URL(page.url()).pathname;
  const atPath = (page: Page, expected: string) =>
    expect.poll(() => path(page), { timeout: 10_000 }).toBe(expected);
  const snap = (page: Page, name: string) =>
    screenshot(page, `admin-addr-${name}`, { settle: false });

  for (const [label, viewport] of [
    ["1280", DESKTOP],
    ["390", PHONE],
  ] as const) {
    const wide = viewport.width >= 1024;

    /** Another area, as a person would: the sidebar when wide, the Area menu on a phone. */
    // The Inbox tab's name carries its unread count ("Inbox 1 unread"); a message's dialog
    // hides the page from assistive technology, the tab still shows.
    const tab = (page: Page, name: string) =>
      page.getByRole("tab", {
        name: new RegExp(`^${name}\\s*(\\d+ unread)?$`),
        includeHidden: true,
      });
    const openArea = async (page: Page, id: string, name: string) => {
      if (wide) await tab(page, name).click();
      else await page.getByLabel("Area", { exact: true }).selectOption(id);
    };
    const shownArea = async (page: Page, id: string, name: string) => {
      if (wide) {
        await expect.poll(() => tab(page, name).getAttribute("aria-selected")).toBe("true");
      } else {
        await expect.poll(() => page.getByLabel("Area", { exact: true }).inputValue()).toBe(id);
      }
    };
    const discardDialog = (page: Page) =>
      page.getByRole("dialog", { name: /^Discard your changes to GOTS/ });

    it(`at ${label} px: a shared link, sign-in, Back, Forward and reload`, async () => {
      const context = await newContext(browser, server);
      const page = await context.newPage();
      await page.setViewportSize(viewport);

      // Signed out, a shared link to the GOTS editor: sign in there, land on it.
      await page.goto(`${server.url}/admin/standards/gots`);
      await visible(page.getByRole("heading", { name: "Admin Login" }), 20_000);
      expect(path(page)).toBe("/admin/standards/gots");
      await snap(page, `login-${label}`);
      await page.getByLabel("Email").fill(TEST_ADMIN.email);
      await page.getByLabel("Password").fill(TEST_ADMIN.password);
      await page.getByLabel("Password").press("Enter");
      await visible(page.getByRole("heading", { name: "Editing Standard: gots" }), 20_000);
      expect(path(page)).toBe("/admin/standards/gots");
      await shownArea(page, "standards", "Standards");
      // The editor a link opens is on the first screen, a phone's too (the overview waits).
      const heading = await page
        .getByRole("heading", { name: "Editing Standard: gots" })
        .boundingBox();
      expect(heading?.y).toBeLessThan(viewport.height / 2);
      await expectNoSeriousAxeViolations(page, `GOTS editor at ${label}`);
      await snap(page, `gots-editor-${label}`);

      // From area to area, then Back and Forward.
      await openArea(page, "images", "Images");
      await atPath(page, "/admin/images");
      await openArea(page, "inbox", "Inbox");
      await atPath(page, "/admin/inbox");
      await page.goBack();
      await atPath(page, "/admin/images");
      await shownArea(page, "images", "Images");
      await page.goBack();
      await atPath(page, "/admin/standards/gots");
      await visible(page.getByRole("heading", { name: "Editing Standard: gots" }));
      await page.goForward();
      await atPath(page, "/admin/images");
      await shownArea(page, "images", "Images");

      // A reload stays where it was.
      await page.reload();
      await visible(page.getByRole("heading", { name: "Admin Panel" }), 20_000);
      expect(path(page)).toBe("/admin/images");
      await shownArea(page, "images", "Images");

      // The Khmer of the standard has its own address.
      await page.goto(`${server.url}/admin/standards/gots/km`);
      await visible(page.getByRole("heading", { name: "Editing Standard (Khmer): gots" }), 20_000);

      // A message opened in the inbox has its address too.
      const sent = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.origin },
        body: JSON.stringify({
          name: "Mey Lin",
          email: "mey@brand.example",
          message: `Linked message at ${label} px.`,
        }),
      });
      expect(sent.status).toBe(200);
      const list = SubmissionPageSchema.parse(
        await (await context.request.get(`${server.url}/api/admin/submissions`)).json(),
      );
      const id = list.items.find((s) => s.message === `Linked message at ${label} px.`)!.id;
      await page.goto(`${server.url}/admin/inbox/${id}`);
      const message = page.getByRole("dialog");
      await visible(message.getByText(`Linked message at ${label} px.`), 20_000);
      await shownArea(page, "inbox", "Inbox");
      await page.keyboard.press("Escape");
      await atPath(page, "/admin/inbox");
      await page.goBack();
      await atPath(page, `/admin/inbox/${id}`);
      await visible(message.getByText(`Linked message at ${label} px.`));
      await context.close();
    }, 120_000);

    it(`at ${label} px: Cancel and leaving ask before unsaved changes go; Save stays in reach`, async () => {
      const context = await newContext(browser, server);
      await context.request.post(`${server.url}/api/admin/login`, {
        data: TEST_ADMIN,
        headers: { origin: server.origin },
      });
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      await page.goto(`${server.url}/admin/standards/gots`);
      await visible(page.getByRole("heading", { name: "Editing Standard: gots" }), 20_000);
      const before = await gots();
      const fullName = page.getByLabel("Full name", { exact: true });
      const original = await fullName.inputValue();

      // Cancel asks; Keep editing keeps the text, Discard drops it.
      await fullName.fill("A name nobody saved");
      await page.getByRole("button", { name: "Cancel" }).click();
      await visible(discardDialog(page));
      await expectNoSeriousAxeViolations(page, `discard question at ${label}`);
      await snap(page, `discard-${label}`);
      await discardDialog(page).getByRole("button", { name: "Keep editing" }).click();
      await expect.poll(() => discardDialog(page).count()).toBe(0);
      expect(await fullName.inputValue()).toBe("A name nobody saved");
      await page.getByRole("button", { name: "Cancel" }).click();
      await discardDialog(page).getByRole("button", { name: "Discard" }).click();
      await atPath(page, "/admin/standards");
      const editGots = page.getByRole("button", {
        name: `Edit ${sectionTitle(await gots())}`,
        exact: true,
      });
      await visible(editGots);
      expect((await gots()).version).toBe(before.version);

      // Another area asks too, and so does Back.
      await editGots.click();
      await atPath(page, "/admin/standards/gots");
      expect(await fullName.inputValue()).toBe(original);
      await fullName.fill("Another unsaved name");
      await openArea(page, "images", "Images");
      await visible(discardDialog(page));
      await discardDialog(page).getByRole("button", { name: "Keep editing" }).click();
      expect(path(page)).toBe("/admin/standards/gots");
      await shownArea(page, "standards", "Standards");
      await page.goBack();
      await visible(discardDialog(page));
      expect(path(page)).toBe("/admin/standards/gots");
      await discardDialog(page).getByRole("button", { name: "Keep editing" }).click();
      expect(await fullName.inputValue()).toBe("Another unsaved name");

      // A reload keeps the draft, at the same address (the browser asks first: Reload).
      page.once("dialog", (dialog) => void dialog.accept());
      await page.reload();
      await visible(page.getByRole("heading", { name: "Editing Standard: gots" }), 20_000);
      expect(await fullName.inputValue()).toBe("Another unsaved name");

      // Scrolled down a long form, Save and Cancel stay at the bottom of the window.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      const save = page.getByRole("button", { name: "Publish", exact: true });
      await expect
        .poll(async () => {
          const box = await save.boundingBox();
          return box !== null && box.y >= 0 && box.y + box.height <= viewport.height;
        })
        .toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
      await expectNoSeriousAxeViolations(page, `sticky save bar at ${label}`);
      await snap(page, `sticky-save-${label}`);

      await openArea(page, "images", "Images");
      await discardDialog(page).getByRole("button", { name: "Discard" }).click();
      await atPath(page, "/admin/images");
      await shownArea(page, "images", "Images");
      expect((await gots()).version).toBe(before.version);
      await context.close();
    }, 120_000);
  }
});
