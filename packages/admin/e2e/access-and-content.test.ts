import { TEST_ADMIN, type TestServer } from "@app/api/testing";
import {
  apiErrorMessages,
  emptyStateMessages,
  heroDefaults,
  miscMessages,
  sectionDefinition,
  validationMessages,
} from "@app/contract";
import { hasBrowser, launchBrowser } from "@app/testing/browser";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  countRequests,
  expectNoSeriousAxeViolations,
  login,
  newContext,
  openPanel,
  shot,
  startAdminServer,
  toastWith,
  visible,
  withDeveloperTools,
} from "./support.ts";

describe.skipIf(!hasBrowser)("admin: access, content, history and conflicts", () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startAdminServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  const publicHome = async () => (await fetch(`${server.url}/`)).text();
  const section = async (name: string) => {
    const list = (await (await fetch(`${server.url}/api/content`)).json()) as {
      section: string;
      content: Record<string, unknown>;
      version: number;
    }[];
    return list.find((s) => s.section === name)!;
  };
  const editButton = (page: Page, name: string) =>
    page.getByRole("button", {
      name: `Edit ${sectionDefinition(name)?.label ?? name}`,
      exact: true,
    });

  it("checks the session ('Loading...'), shows a login form without credentials, refuses a wrong password and logs in without a reload", async () => {
    const context = await newContext(browser, server);
    const page = await context.newPage();
    await page.route("**/api/admin/me", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto(`${server.url}/admin`);
    await visible(page.getByText(miscMessages.loading, { exact: true }));
    await visible(page.getByRole("heading", { name: "Admin Login" }));
    await page.unroute("**/api/admin/me");

    const text = (await page.locator("#root").textContent()) ?? "";
    expect(text).not.toContain(TEST_ADMIN.password);
    expect(text).not.toContain(TEST_ADMIN.email);
    expect(text).not.toMatch(/demo|default credentials|password:/i);
    expect(await page.getByLabel("Email").inputValue()).toBe("");
    expect(await page.getByLabel("Password").inputValue()).toBe("");
    await expectNoSeriousAxeViolations(page, "login");
    await shot(page, "login");

    // Browser validation is off; the schema's messages show per field.
    await page.getByRole("button", { name: "Login" }).click();
    await visible(page.getByText(validationMessages.email));
    await visible(page.getByText(validationMessages.password));

    await page.getByLabel("Email").fill(TEST_ADMIN.email);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Login" }).click();
    await toastWith(page, "Login failed", apiErrorMessages.invalidCredentials);
    await visible(page.getByRole("heading", { name: "Admin Login" }));
    await shot(page, "login-failed");

    // A marker on window survives only if the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { __noReload: true }));
    await page.getByLabel("Password").fill(TEST_ADMIN.password);
    await page.getByLabel("Password").press("Enter");
    await toastWith(page, "Login successful!", "Welcome to the admin panel.");
    await visible(page.getByRole("heading", { name: "Admin Panel" }));
    expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);

    const header = page.locator("header");
    await visible(header.getByText(TEST_ADMIN.email, { exact: true }));
    // The role in the owner's words: the test's administrator owns the site.
    await visible(header.getByText("Owner", { exact: true }));
    const live = header.getByRole("link", { name: /View Live Site/ });
    expect(await live.getAttribute("target")).toBe("_blank");
    expect(await live.getAttribute("href")).toBe(`${server.url}/`);

    // The business's dashboard: nothing has come in yet (dashboard.test.ts fills it).
    const overview = page.getByRole("region", { name: "Overview" });
    await expect.poll(() => overview.textContent()).toMatch(/Quote requests\s*0 new/);
    expect(await overview.textContent()).toMatch(/Contact messages\s*0 new/);
    // The areas by kind, Pages first.
    const areas = page.getByRole("tablist", { name: "Admin areas" }).getByRole("tab");
    expect(await areas.allTextContents()).toEqual([
      "Pages",
      "Standards",
      "Pillars",
      "Services",
      "Resources & PDFs",
      "Images",
      "Inbox",
      "Insights",
      "Scheduled",
      "Redirects",
      "Activity",
      "Settings",
      "Team",
      "Account",
    ]);
    expect(await page.getByRole("tab", { name: "Pages" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    await visible(editButton(page, "hero"));

    // A reload keeps the session.
    await page.reload();
    await visible(page.getByRole("heading", { name: "Admin Panel" }));
    await visible(page.getByText("Last updated:").first());
    await expectNoSeriousAxeViolations(page, "panel");
    await shot(page, "panel-content");

    await page.setViewportSize({ width: 768, height: 1024 });
    await shot(page, "panel-tablet", true);

    // A phone: the dashboard in two compact columns, a menu of the areas, the work on the first
    // screen.
    await page.setViewportSize({ width: 390, height: 844 });
    // Measured once the narrower layout has settled (a busy machine lays it out late).
    await expect
      .poll(async () => (await overview.boundingBox())!.height, { timeout: 5000 })
      .toBeLessThan(300);
    expect(await page.getByRole("tablist", { name: "Admin areas" }).isVisible()).toBe(false);
    const menu = page.getByLabel("Area", { exact: true });
    expect(await menu.inputValue()).toBe("pages");
    const firstEdit = await page
      .getByRole("button", { name: "Edit Hero", exact: true })
      .boundingBox();
    expect(firstEdit!.y + firstEdit!.height).toBeLessThan(844);
    await expectNoSeriousAxeViolations(page, "panel on a phone");
    await shot(page, "panel-phone");
    await menu.selectOption("standards");
    await visible(page.getByRole("heading", { name: "Standards", level: 2 }));
    await shot(page, "standards-phone");
    await context.close();
  });

  it("says on the dashboard when a figure could not be loaded", async () => {
    const context = await newContext(browser, server);
    await login(context, server);
    const page = await context.newPage();
    await page.route("**/api/admin/backups", (route) =>
      route.fulfill({ status: 503, json: { error: "Database unavailable" } }),
    );
    await openPanel(page, server);
    const backup = page
      .getByRole("region", { name: "Overview" })
      .getByRole("button", { name: /^Last backup/ });
    await expect.poll(() => backup.textContent()).toContain("Could not load");
    await context.close();
  });

  it("is keyboard operable, with a visible focus", async () => {
    const context = await withDeveloperTools(await newContext(browser, server));
    await login(context, server);
    const page = await context.newPage();
    await openPanel(page, server);
    const focusRing = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.activeElement!);
        return style.boxShadow !== "none" || style.outlineStyle !== "none";
      });

    // The sidebar is a vertical tab list: arrows move between the areas.
    await page.getByRole("tab", { name: "Pages" }).focus();
    await page.keyboard.press("ArrowDown");
    const standards = page.getByRole("tab", { name: "Standards" });
    // Wait for the states the keys lead to: on a loaded machine React commits a moment later.
    await expect.poll(() => standards.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => standards.getAttribute("aria-selected")).toBe("true");
    expect(await focusRing()).toBe(true);
    await page.keyboard.press("End");
    await expect
      .poll(() => page.getByRole("tab", { name: "Account" }).getAttribute("aria-selected"))
      .toBe("true");
    await page.keyboard.press("ArrowUp");
    await expect
      .poll(() => page.getByRole("tab", { name: "Team" }).getAttribute("aria-selected"))
      .toBe("true");
    await page.keyboard.press("ArrowUp");
    await expect
      .poll(() => page.getByRole("tab", { name: "Settings" }).getAttribute("aria-selected"))
      .toBe("true");
    await visible(page.getByRole("button", { name: "Add New Section" }));

    // Tab leads to the search over all content; arrows reach its results, Enter opens one.
    await page.keyboard.press("Tab");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("type")))
      .toBe("search");
    await page.keyboard.type("privacy policy");
    await visible(page.getByRole("list", { name: "Search results" }));
    await page.keyboard.press("ArrowDown");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toContain("page:privacy");
    expect(await focusRing()).toBe(true);
    await page.keyboard.press("Enter");
    await visible(page.getByRole("heading", { name: "Editing Text page: Privacy Policy" }));
    expect(await page.getByRole("tab", { name: "Pages" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    await page.getByRole("button", { name: "Cancel" }).click();

    // Settings: a free-form section, from the keyboard.
    await page.getByRole("tab", { name: "Settings" }).click();
    await page.getByRole("button", { name: "Add New Section" }).focus();
    await page.keyboard.press("Enter");
    await visible(page.getByLabel("Section name"));
    const nameId = await page.getByLabel("Section name").getAttribute("id");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(nameId);
    await page.getByRole("button", { name: "Cancel" }).click();
    await context.close();
  });

  it("edits the hero in its form, and the public site shows it", async () => {
    const context = await newContext(browser, server);
    await login(context, server);
    const page = await context.newPage();
    await openPanel(page, server);
    const saves = countRequests(page, "/api/admin/content", "POST");

    await editButton(page, "hero").click();
    const title = page.getByLabel("Title", { exact: true });
    expect(await title.inputValue()).toBe(heroDefaults.title);
    await expectNoSeriousAxeViolations(page, "hero form");
    await shot(page, "content-edit-form", true);

    // The contract's schema checks the form before anything is sent.
    await title.fill("   ");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await visible(page.getByText("Title is required"));
    expect(saves.count).toBe(0);

    await title.fill("Certified by people who care");
    await page.getByRole("button", { name: "Add highlight" }).click();
    await page.getByLabel("Highlight 5", { exact: true }).fill("Reports in Khmer and English");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await toastWith(page, "Content updated successfully!", "Changes are now live on the website.");
    await visible(editButton(page, "hero"));
    expect(saves.count).toBe(1);

    const hero = await section("hero");
    expect(hero.version).toBe(2);
    expect(hero.content.title).toBe("Certified by people who care");
    expect(hero.content.highlights).toContain("Reports in Khmer and English");
    await expect.poll(publicHome).toContain("Certified by people who care");
    await context.close();
  });

  it("marks where raw JSON breaks, sends nothing, and keeps the text", async () => {
    const context = await withDeveloperTools(await newContext(browser, server));
    await login(context, server);
    const page = await context.newPage();
    await openPanel(page, server);
    const saves = countRequests(page, "/api/admin/content", "POST");

    await editButton(page, "about").click();
    await page.getByRole("switch", { name: "JSON" }).click();
    const editor = page.getByLabel("Content (JSON)");
    const broken = '{\n  "mission": "Independent audits",\n  "vision" "Leading partner"\n}';
    await editor.fill(broken);
    await visible(page.getByText("Invalid JSON at line 3, column 12:"));

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await toastWith(page, "Invalid JSON", "Please enter valid JSON content.");
    expect(saves.count).toBe(0);
    expect(await editor.inputValue()).toBe(broken);
    // The caret is put where the JSON breaks.
    expect(await editor.evaluate((el: HTMLTextAreaElement) => el.selectionStart)).toBe(
      broken.indexOf('"Leading'),
    );
    await expectNoSeriousAxeViolations(page, "json editor");
    await shot(page, "content-json-error", true);

    // The form view needs valid JSON too.
    await page.getByRole("switch", { name: "JSON" }).click();
    expect(await page.getByRole("switch", { name: "JSON" }).getAttribute("aria-checked")).toBe(
      "true",
    );

    // Cancel asks first: the broken text is a change.
    await page.getByRole("button", { name: "Cancel" }).click();
    await page
      .getByRole("dialog", { name: "Discard your changes to About?" })
      .getByRole("button", { name: "Discard" })
      .click();
    await visible(editButton(page, "about"));
    expect(await page.getByLabel("Content (JSON)").count()).toBe(0);
    expect(saves.count).toBe(0);
    await context.close();
  });

  it("adds a section; an empty or taken name is refused before sending", async () => {
    const context = await withDeveloperTools(await newContext(browser, server));
    await login(context, server);
    const page = await context.newPage();
    await openPanel(page, server);
    const saves = countRequests(page, "/api/admin/content", "POST");

    // Free-form sections live under Settings, beside the company details.
    await page.getByRole("tab", { name: "Settings" }).click();
    await visible(page.getByText(emptyStateMessages.contentTitle));
    await page.getByRole("button", { name: "Add New Section" }).click();
    expect(await page.getByLabel("Section name").inputValue()).toBe("");
    expect(await page.getByLabel("Content (JSON)").inputValue()).toBe("{}");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await visible(page.getByText(validationMessages.sectionName));

    await page.getByLabel("Section name").fill("hero");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await visible(page.getByText('A section named "hero" already exists. Edit it instead.'));
    expect(saves.count).toBe(0);

    await page.getByLabel("Section name").fill("faq");
    await page
      .getByLabel("Content (JSON)")
      .fill('{\n  "questions": ["How long does GOTS take?"]\n}');
    await shot(page, "content-new", true);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await toastWith(page, "Content updated successfully!", "Changes are now live on the website.");
    await visible(editButton(page, "faq"));
    expect((await section("faq")).content).toEqual({ questions: ["How long does GOTS take?"] });
    await context.close();
  });

  it("lists a section's revisions and restores one as a new revision", async () => {
    const context = await newContext(browser, server);
    await login(context, server);
    const page = await context.newPage();
    await openPanel(page, server);

    await page.getByRole("button", { name: "History of Hero" }).click();
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByText("Initial content"));
    await visible(dialog.getByText(`by ${TEST_ADMIN.email}`));
    const versions = dialog.getByRole("list", { name: "Versions" });
    expect(await versions.getByRole("listitem").count()).toBe(2);
    // Version 1 is chosen first: what changed since, field by field.
    await visible(
      dialog.getByText("Changed since version 1; restoring it would undo these changes:"),
    );
    await visible(
      dialog.getByText(`Title: was “${heroDefaults.title}”, now “Certified by people who care”`),
    );
    await expectNoSeriousAxeViolations(page, "history");
    await shot(page, "content-history");

    await dialog.getByRole("button", { name: "Restore version 1" }).click();
    await toastWith(page, "Version 1 restored", "It is live on the website now, as version 3.");
    await visible(dialog.getByText("restored from version 1"));
    expect(await versions.getByRole("listitem").count()).toBe(3);
    await page.getByRole("dialog").getByRole("button", { name: "Close", exact: true }).click();

    const hero = await section("hero");
    expect(hero.version).toBe(3);
    expect(hero.content.title).toBe(heroDefaults.title);
    await expect.poll(publicHome).toContain(heroDefaults.title);
    await context.close();
  });

  it("refuses a save made against an older version (two browsers) and lets the admin review and choose", async () => {
    const [contextA, contextB] = await Promise.all([
      newContext(browser, server),
      newContext(browser, server),
    ]);
    await Promise.all([login(contextA, server), login(contextB, server)]);
    const [a, b] = await Promise.all([contextA.newPage(), contextB.newPage()]);
    await Promise.all([openPanel(a, server), openPanel(b, server)]);

    await a.getByRole("tab", { name: "Settings" }).click();
    await editButton(a, "site").click();
    await a.getByLabel("Tagline").fill("Tagline from A");

    await b.getByRole("tab", { name: "Settings" }).click();
    await editButton(b, "site").click();
    await b.getByLabel("Short name").fill("B-SAP");
    await b.getByRole("button", { name: "Publish", exact: true }).click();
    await toastWith(b, "Content updated successfully!");

    await a.getByRole("button", { name: "Publish", exact: true }).click();
    const dialog = a.getByRole("dialog");
    await visible(dialog.getByText("This section was changed elsewhere"));
    await visible(dialog.getByText(/now version 2, by admin@test\.example/));
    await dialog.getByRole("button", { name: "Review differences" }).click();
    await visible(dialog.getByText('"shortName": "B-SAP"'));
    await visible(dialog.getByText('"tagline": "Tagline from A",'));
    await expectNoSeriousAxeViolations(a, "conflict");
    await shot(a, "content-conflict");
    // Nothing was overwritten.
    expect((await section("site")).content.tagline).toBe("since 2010");

    await dialog.getByRole("button", { name: "Load latest, discard mine" }).click();
    expect(await a.getByRole("dialog").count()).toBe(0);
    expect(await a.getByLabel("Short name").inputValue()).toBe("B-SAP");
    expect(await a.getByLabel("Tagline").inputValue()).toBe("since 2010");

    await a.getByLabel("Tagline").fill("Tagline from A, again");
    await a.getByRole("button", { name: "Publish", exact: true }).click();
    await toastWith(a, "Content updated successfully!");
    const site = await section("site");
    expect(site.content).toMatchObject({ shortName: "B-SAP", tagline: "Tagline from A, again" });
    expect(site.version).toBe(3);
    await Promise.all([contextA.close(), contextB.close()]);
  });

  it("brings the login form back when the session expires, and keeps the unsaved edit", async () => {
    const context = await newContext(browser, server);
    await login(context, server);
    const page = await context.newPage();
    await openPanel(page, server);

    await editButton(page, "about").click();
    await page
      .getByLabel("Mission", { exact: true })
      .fill("An edit made just before the session ended");
    await context.clearCookies();
    await page.getByRole("button", { name: "Publish", exact: true }).click();

    await visible(page.getByRole("heading", { name: "Admin Login" }));
    await visible(page.getByText("Your session has expired"));
    await visible(page.getByText(/Your unsaved changes are kept/));
    await expectNoSeriousAxeViolations(page, "session expired");
    await shot(page, "session-expired");

    await page.getByLabel("Email").fill(TEST_ADMIN.email);
    await page.getByLabel("Password").fill(TEST_ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await visible(page.getByRole("heading", { name: "Admin Panel" }));
    expect(await page.getByLabel("Mission", { exact: true }).inputValue()).toBe(
      "An edit made just before the session ended",
    );
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await toastWith(page, "Content updated successfully!");
    expect((await section("about")).content.mission).toBe(
      "An edit made just before the session ended",
    );
    await context.close();
  });

  it("shows an empty inbox as such, and a list that failed to load with a retry that works", async () => {
    const context = await newContext(browser, server);
    await login(context, server);
    const page = await context.newPage();
    let failing = true;
    // The lists read the sections' summaries.
    await page.route("**/api/admin/content/summaries", (route) =>
      failing
        ? route.fulfill({ status: 500, json: { error: "The database is not answering." } })
        : route.continue(),
    );
    await openPanel(page, server);
    const alert = page.getByRole("alert").filter({ hasText: "The database is not answering." });
    await visible(alert);
    await shot(page, "content-load-error");
    failing = false;
    await alert.getByRole("button", { name: "Try again" }).click();
    await visible(editButton(page, "hero"));

    await page.getByRole("tab", { name: /Inbox/ }).click();
    await visible(page.getByRole("heading", { name: "No messages" }));
    await shot(page, "inbox-empty");
    await context.close();
  });

  it("asks before the tab closes with an unsaved edit, and closes without asking once it is saved", async () => {
    const context = await newContext(browser, server);
    await login(context, server);
    const page = await context.newPage();
    await openPanel(page, server);
    await editButton(page, "about").click();
    const mission = page.getByLabel("Mission", { exact: true });
    await mission.click();
    await mission.fill("Typed, not saved yet");
    // The guard is attached once the edit shows as unsaved, in the effects after that render.
    await visible(page.getByText("Unsaved changes"));
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));

    const asked = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.dismiss(); // Stay
    expect(await page.getByLabel("Mission", { exact: true }).inputValue()).toBe(
      "Typed, not saved yet",
    );

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await toastWith(page, "Content updated successfully!");
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.type());
      void d.accept();
    });
    const closed = page.waitForEvent("close");
    await page.close({ runBeforeUnload: true });
    await closed;
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it("logs out with a reload and a toast, without asking about the draft it discards", async () => {
    const context = await newContext(browser, server);
    await login(context, server);
    const page = await context.newPage();
    await openPanel(page, server);
    await editButton(page, "about").click();
    await page.getByLabel("Mission", { exact: true }).fill("A draft the logout discards");
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    const reloaded = page.waitForEvent("framenavigated");
    await page.getByRole("button", { name: "Logout" }).click();
    await reloaded;
    expect(dialogs).toEqual([]);
    await visible(page.getByRole("heading", { name: "Admin Login" }));
    await toastWith(
      page,
      "Logged out successfully",
      "You have been logged out of the admin panel.",
    );
    expect((await context.request.get(`${server.url}/api/admin/me`)).status()).toBe(401);
    await context.close();
  });
});
