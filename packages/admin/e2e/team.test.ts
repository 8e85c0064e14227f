import type { ContentSection } from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  adminWithBrowser,
  DESKTOP,
  expectNoSeriousAxeViolations,
  newContext,
  openPanel,
  PHONE,
  visible,
} from "./support.ts";

const TRANSLATOR = "sophea@factory.example";
const SALES = "dara@factory.example";
const PASSWORD = "amber harbour whistles at dawn";
const NEW_PASSWORD = "lotus pond under the monsoon";

describe.skipIf(!hasBrowser)("admin: a team with roles", () => {
  const admin = adminWithBrowser();
  const links: Record<string, string> = {};
  const pages: Record<string, Page> = {};

  const areasOf = async (page: Page) =>
    page.getByRole("tablist", { name: "Admin areas" }).getByRole("tab").allTextContents();
  const memberRow = (email: string) =>
    admin.page
      .getByRole("list", { name: "Team members" })
      .getByRole("listitem")
      .filter({ hasText: email });

  /** Invites someone through the dialog and returns the link it shows. */
  const invite = async (email: string, role: string, name: string) => {
    await admin.page.getByRole("button", { name: "Invite", exact: true }).click();
    const dialog = admin.page.getByRole("dialog");
    await dialog.getByLabel("E-mail").fill(email);
    await dialog.getByRole("radio", { name: role }).check();
    await dialog.getByLabel("Name (optional)").fill(name);
    await dialog.getByRole("button", { name: "Create invitation" }).click();
    const link = await visible(dialog.getByLabel("Invitation link"));
    const value = await link.inputValue();
    await visible(dialog.getByText(/copy the link and send it to|e-mailed to/));
    await visible(dialog.getByRole("button", { name: "Copy link" }));
    await dialog.getByRole("button", { name: "Done" }).click();
    return value;
  };

  /** Opens the link in a browser of its own, checks the page, joins and lands in the admin. */
  const join = async (link: string, role: string, name: string) => {
    const page = await (await newContext(admin.browser, admin.server)).newPage();
    await page.goto(link);
    await visible(page.getByText(`is invited as`));
    await visible(page.getByText(role, { exact: true }));
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await expectNoSeriousAxeViolations(page, `join page at ${size.width}px`);
    }
    await page.setViewportSize(DESKTOP);
    await page.getByLabel("Your name").fill(name);
    await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Repeat the new password").fill(PASSWORD);
    await page.getByRole("button", { name: "Join and sign in" }).click();
    await visible(page.getByRole("heading", { name: "Admin Panel" }), 20_000);
    return page;
  };

  it("lets the owner invite a translator and a salesperson, each with a link", async () => {
    await openPanel(admin.page, admin.server);
    await admin.page.goto(`${admin.server.url}/admin/team`);
    await visible(admin.page.getByRole("heading", { name: "Team" }));
    links.translator = await invite(TRANSLATOR, "Translator", "Sophea");
    links.sales = await invite(SALES, "Sales", "Dara");
    expect(links.translator).toMatch(/\/admin\/join#.+/);
    await visible(memberRow(TRANSLATOR).getByText(/^Invited, link works until/));
    for (const size of [DESKTOP, PHONE]) {
      await admin.page.setViewportSize(size);
      await expectNoSeriousAxeViolations(admin.page, `team at ${size.width}px`);
    }
    await admin.page.setViewportSize(DESKTOP);
  });

  it("says in the server's words when a link no longer works", async () => {
    const page = await (await newContext(admin.browser, admin.server)).newPage();
    await page.goto(`${admin.server.url}/admin/join#not-a-real-token`);
    await visible(page.getByText("This link cannot be used"));
    await visible(page.getByText(/Ask the owner for a new one/));
    await page.context().close();
  });

  it("gives the translator the content, English read-only and Khmer to save", async () => {
    pages.translator = await join(links.translator!, "Translator", "Sophea");
    const page = pages.translator;
    const areas = await areasOf(page);
    expect(areas).toContain("Pages");
    expect(areas).toContain("Activity");
    for (const hidden of ["Inbox", "Insights", "Images", "Team"])
      expect(areas).not.toContain(hidden);
    expect(await page.getByRole("region", { name: "Mail" }).count()).toBe(0);

    // The owner has a draft of the English words waiting: the translator sees it, with
    // nothing to press that their role would be refused.
    const cookie = await admin.server.login();
    const hero = await (await admin.server.request("/api/admin/content/hero", { cookie })).json();
    const drafted = await admin.server.request("/api/admin/content", {
      method: "POST",
      cookie,
      json: {
        section: "hero",
        content: { ...hero.content, subtitle: "A draft the owner has not published" },
        version: hero.version,
        publish: false,
      },
    });
    expect(drafted.status).toBe(200);
    await page.goto(`${admin.server.url}/admin/pages/hero`);
    await visible(page.getByText(/Read-only: as Translator/));
    await visible(page.getByText(/Saved, not published/));
    for (const action of ["Discard draft", "Publish later", "Share preview"]) {
      expect(await page.getByRole("button", { name: action }).count()).toBe(0);
    }
    expect(await page.getByLabel("Subtitle", { exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Publish", exact: true }).count()).toBe(0);

    await page
      .getByRole("group", { name: "Language edited" })
      .getByRole("button", { name: /Khmer/ })
      .click();
    await visible(page.getByRole("heading", { name: "Editing Hero (Khmer)" }));
    await page.getByLabel("Subtitle in Khmer", { exact: true }).fill("វិញ្ញាបនកម្មដែលទុកចិត្ត");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect
      .poll(async () => {
        const list = (await (
          await fetch(`${admin.server.url}/api/content`)
        ).json()) as ContentSection[];
        return (list.find((s) => s.section === "hero@km")?.content as { subtitle?: string })
          ?.subtitle;
      })
      .toBe("វិញ្ញាបនកម្មដែលទុកចិត្ត");

    await page.goto(`${admin.server.url}/admin/activity`);
    await visible(page.getByRole("heading", { name: "Your activity" }));
    expect(await page.getByLabel("Person").count()).toBe(0);
  });

  it("gives the salesperson the inbox and Insights only", async () => {
    pages.sales = await join(links.sales!, "Sales", "Dara");
    const page = pages.sales;
    await expect.poll(() => areasOf(page)).toEqual(["Inbox", "Insights", "Activity", "Account"]);
    await expect.poll(() => page.url()).toMatch(/\/admin\/inbox$/);
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await expectNoSeriousAxeViolations(page, `sales inbox at ${size.width}px`);
    }
    await page.setViewportSize(DESKTOP);
  });

  it("recovers the salesperson's sign-in with a one-time link for a new password", async () => {
    await admin.page.goto(`${admin.server.url}/admin/team`);
    await memberRow(SALES)
      .getByRole("button", { name: /^Recover sign-in/ })
      .click();
    const dialog = admin.page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Make recovery link" }).click();
    const link = await (await visible(dialog.getByLabel("Recovery link"))).inputValue();
    await dialog.getByRole("button", { name: "Done" }).click();
    // Signed out everywhere at once.
    await pages.sales!.reload();
    await visible(pages.sales!.getByRole("heading", { name: "Admin Login" }), 20_000);
    await pages.sales!.context().close();

    const page = await (await newContext(admin.browser, admin.server)).newPage();
    await page.goto(link);
    await visible(page.getByRole("heading", { name: "Choose a new password" }));
    expect(await page.getByLabel("Your name").inputValue()).toBe("Dara");
    await expectNoSeriousAxeViolations(page, "recovery page");
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Set the password and sign in" }).click();
    await expect.poll(() => areasOf(page)).toEqual(["Inbox", "Insights", "Activity", "Account"]);
    pages.sales = page;
  });

  it("lets the owner change a role, keeps the last owner, disables and removes", async () => {
    await admin.page.goto(`${admin.server.url}/admin/team`);
    await memberRow(SALES).getByLabel(/^Role/).selectOption({ label: "Editor" });
    await expect
      .poll(() => memberRow(SALES).getByText("Editor", { exact: true }).count())
      .toBeGreaterThan(0);

    const owner = memberRow("admin@test.example");
    await owner.getByRole("button", { name: /^Disable/ }).click();
    await visible(owner.getByRole("alert").getByText(/only active owner/));

    await memberRow(TRANSLATOR)
      .getByRole("button", { name: /^Disable/ })
      .click();
    await visible(memberRow(TRANSLATOR).getByText("Disabled", { exact: true }));
    // The translator's next step finds the session gone: the sign-in form.
    await pages.translator!.getByRole("tab", { name: "Pages" }).click();
    await pages.translator!.reload();
    await visible(pages.translator!.getByRole("heading", { name: "Admin Login" }), 20_000);

    await memberRow(SALES)
      .getByRole("button", { name: /^Remove/ })
      .click();
    await admin.page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
    await expect.poll(() => memberRow(SALES).count()).toBe(0);
  });

  it("names who did what in Activity, and the owner filters by person", async () => {
    await admin.page.goto(`${admin.server.url}/admin/activity`);
    await visible(admin.page.getByRole("heading", { name: "Activity" }));
    const log = admin.page.getByRole("list", { name: "Activity, newest first" });
    await visible(log.getByText("Person invited").first());
    await admin.page.getByLabel("Person").selectOption({ label: `Sophea (${TRANSLATOR})` });
    await visible(log.getByText("Invitation accepted").first());
    await expect.poll(() => log.getByText("Person invited").count()).toBe(0);
    for (const size of [DESKTOP, PHONE]) {
      await admin.page.setViewportSize(size);
      await expectNoSeriousAxeViolations(admin.page, `activity at ${size.width}px`);
    }
    await admin.page.setViewportSize(DESKTOP);
  });
});
