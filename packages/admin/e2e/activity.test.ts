import { ACTIVITY_ACTIONS, ACTIVITY_PAGE_DEFAULT, miscMessages } from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import { describe, expect, it } from "vitest";
import {
  adminWithBrowser,
  DESKTOP,
  expectNoSeriousAxeViolations,
  holdNextPages,
  openPanel,
  PHONE,
  shot,
  USER_AGENTS,
  visible,
} from "./support.ts";

const UA = USER_AGENTS;

/** Days as the server counts them: on Phnom Penh's clock (UTC+7, all year). */
const DAY_MS = 24 * 60 * 60 * 1000;
const officeDay = (ms: number) => new Date(ms + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  officeDay(Date.parse(`${day}T12:00:00+07:00`) + n * DAY_MS);
const at = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`);

/**
 * Three days of seeded history, well inside the retention period and before today, so the
 * sign-in of the test's own login (logged once the API logs sign-ins) never lands in a filtered
 * view: 55 content saves on the first day (more than a page), files and messages three days
 * later, two sign-ins two days after that.
 */
const SAVES_DAY = officeDay(Date.now() - 20 * DAY_MS);
const FILES_DAY = addDays(SAVES_DAY, 3);
const SIGN_IN_DAY = addDays(SAVES_DAY, 5);
const SAVES = 55;
const ADMIN = "admin@test.example";
const TRIED = "boss@factory.example";

describe.skipIf(!hasBrowser)("admin: activity log", () => {
  type Db = typeof admin.server.running.deps.database.db;
  type Entry = Db["_"]["fullSchema"]["activityLog"]["$inferInsert"];
  // Written straight to the table: recordActivity (api/src/activity) is not among @app/api's
  // exports, and it stamps entries with the present time, which a date filter cannot pick out.
  const insert = async (db: Db, entries: Entry[]) => {
    await db.insert(db._.fullSchema.activityLog).values(entries);
  };

  const admin = adminWithBrowser({
    prepare: async (server) => {
      const saves: Entry[] = Array.from({ length: SAVES }, (_, n) => ({
        at: new Date(at(SAVES_DAY, "09:00").getTime() + n * 60_000),
        actor: ADMIN,
        action: "content.saved",
        target: `service:save-${n}`,
        detail: `version ${n + 2}`,
        ip: "192.0.2.10",
        userAgent: UA.androidChrome,
      }));
      await insert(server.running.deps.database.db, [
        ...saves,
        {
          at: at(FILES_DAY, "10:00"),
          actor: ADMIN,
          action: "bulk.replaced",
          target: "hero-factory.svg",
          detail: "batch 7f3a",
          ip: "192.0.2.10",
          userAgent: `${UA.windowsChrome} Electron/38.0.0`,
        },
        {
          at: at(FILES_DAY, "11:00"),
          actor: ADMIN,
          action: "document.uploaded",
          target: "gots-certificate-scope-and-transaction-certificates-2026-edition-final.pdf",
          detail: null,
          ip: "2001:db8:85a3:0000:0000:8a2e:0370:7334",
          userAgent: null,
        },
        {
          at: at(FILES_DAY, "12:00"),
          actor: ADMIN,
          action: "submission.statusChanged",
          target: "Message 12",
          detail: "new → read",
          ip: "192.0.2.10",
          userAgent: UA.macSafari,
        },
        {
          at: at(SIGN_IN_DAY, "08:00"),
          actor: TRIED,
          action: "login.failure",
          target: null,
          detail: "Wrong password",
          ip: "203.0.113.45",
          userAgent: UA.windowsChrome,
        },
        {
          at: at(SIGN_IN_DAY, "08:01"),
          actor: ADMIN,
          action: "login.success",
          target: null,
          detail: null,
          ip: "203.0.113.7",
          userAgent: UA.macSafari,
        },
      ]);
    },
  });

  const entries = () =>
    admin.page.getByRole("list", { name: "Activity, newest first" }).locator("> li");
  const status = () => admin.page.getByRole("status").filter({ hasText: /^Showing/ });
  const actionFilter = () => admin.page.getByLabel("Action", { exact: true });
  const fromFilter = () => admin.page.getByLabel("From date", { exact: true });
  const toFilter = () => admin.page.getByLabel("To date", { exact: true });
  const openActivity = () => admin.page.getByRole("tab", { name: "Activity" }).click();

  it("lists entries newest first with their labels, times, people and devices", async () => {
    await openPanel(admin.page, admin.server);
    await openActivity();
    await visible(admin.page.getByRole("heading", { name: "Activity", exact: true }));
    await expect.poll(() => entries().count()).toBe(ACTIVITY_PAGE_DEFAULT);
    expect(await status().textContent()).toBe(
      `Showing the latest ${ACTIVITY_PAGE_DEFAULT} entries`,
    );

    // The newest seeded entries, after any real sign-in the test's own login made today.
    const success = entries().filter({ hasText: "203.0.113.7" });
    await visible(success.getByText(ACTIVITY_ACTIONS["login.success"], { exact: true }));
    const failure = entries().filter({ hasText: TRIED });
    expect(await failure.count()).toBe(1);
    expect(await failure.textContent()).toContain(ACTIVITY_ACTIONS["login.failure"]);
    expect(await failure.textContent()).toContain("Wrong password");
    expect(await failure.textContent()).toContain("203.0.113.45");
    // Labels, never the ids the server stores.
    const text = (await entries().allTextContents()).join("\n");
    expect(text).not.toMatch(/login\.(success|failure)|content\.saved|bulk\.replaced/);
    expect(text).toContain(ACTIVITY_ACTIONS["bulk.replaced"]);
    expect(text).toContain(ACTIVITY_ACTIONS["submission.statusChanged"]);

    // The exact time for machines, a readable one for people.
    const time = failure.locator("time");
    expect(await time.getAttribute("datetime")).toBe(at(SIGN_IN_DAY, "08:00").toISOString());
    expect(await time.textContent()).toMatch(/\d{4}/);

    // A short device name, the whole User-Agent one click away.
    const device = failure.getByText("Chrome on Windows", { exact: true });
    await visible(device);
    expect(await failure.getByText(UA.windowsChrome).isVisible()).toBe(false);
    await device.click();
    await visible(failure.getByText(UA.windowsChrome));
    expect(await entries().filter({ hasText: "Message 12" }).textContent()).toContain(
      "Safari on macOS",
    );

    await expectNoSeriousAxeViolations(admin.page, "activity");
    await shot(admin.page, "activity-1280");
    await device.click();
  });

  it("loads older entries with Load more", async () => {
    // Under a filter, so the count does not depend on how many sign-ins the login fixture logged.
    await actionFilter().selectOption({ label: ACTIVITY_ACTIONS["content.saved"] });
    await expect.poll(() => entries().first().textContent()).toContain(`service:save-${SAVES - 1}`);
    expect(await status().textContent()).toBe(
      `Showing the latest ${ACTIVITY_PAGE_DEFAULT} entries`,
    );

    const release = await holdNextPages(admin.page, "/api/admin/activity");
    await admin.page.getByRole("button", { name: "Load more" }).click();
    const loading = await visible(admin.page.getByRole("button", { name: miscMessages.loading }));
    expect(await loading.isDisabled()).toBe(true);
    await release();
    await expect.poll(() => entries().count()).toBe(SAVES);
    expect(await status().textContent()).toBe(`Showing all ${SAVES} entries`);
    expect(await admin.page.getByRole("button", { name: "Load more" }).count()).toBe(0);
    const targets = await entries().allTextContents();
    expect(targets.map((t) => t.match(/service:save-(\d+)/)?.[1])).toEqual(
      Array.from({ length: SAVES }, (_, i) => String(SAVES - 1 - i)),
    );
  });

  it("filters by action and by days, and says when nothing matches", async () => {
    await actionFilter().selectOption({ label: ACTIVITY_ACTIONS["login.failure"] });
    await expect.poll(() => status().textContent()).toBe("Showing the only entry");
    expect(await entries().first().textContent()).toContain(TRIED);

    await actionFilter().selectOption({ label: "All actions" });
    await fromFilter().fill(FILES_DAY);
    await toFilter().fill(FILES_DAY);
    await expect.poll(() => entries().count()).toBe(3);
    expect(await entries().allTextContents()).toEqual([
      expect.stringContaining(ACTIVITY_ACTIONS["submission.statusChanged"]),
      expect.stringContaining(ACTIVITY_ACTIONS["document.uploaded"]),
      expect.stringContaining(ACTIVITY_ACTIONS["bulk.replaced"]),
    ]);
    await shot(admin.page, "activity-filtered");

    // A day with nothing on it.
    await fromFilter().fill(addDays(SIGN_IN_DAY, 1));
    await toFilter().fill(addDays(SIGN_IN_DAY, 1));
    await visible(admin.page.getByRole("heading", { name: "No activity matches these filters" }));
    expect(await entries().count()).toBe(0);
    await expectNoSeriousAxeViolations(admin.page, "activity, nothing matches");

    await admin.page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => entries().count()).toBe(ACTIVITY_PAGE_DEFAULT);
    expect(await actionFilter().inputValue()).toBe("");
    expect(await fromFilter().inputValue()).toBe("");
  });

  it("asks again each time the tab is opened", async () => {
    const db = admin.server.running.deps.database.db;
    await insert(db, [
      { actor: ADMIN, action: "passkey.added", target: "Work laptop", ip: "203.0.113.7" },
    ]);
    await admin.page.getByRole("tab", { name: /Inbox/ }).click();
    await openActivity();
    await expect
      .poll(() => entries().first().textContent())
      .toContain(ACTIVITY_ACTIONS["passkey.added"]);
  });

  it("stacks each entry as a card on a phone, with nothing wider than the screen", async () => {
    await admin.page.setViewportSize(PHONE);
    try {
      const menu = admin.page.getByLabel("Area", { exact: true });
      expect(await menu.inputValue()).toBe("activity");
      await actionFilter().selectOption({ label: "All actions" });
      await fromFilter().fill(FILES_DAY);
      await toFilter().fill(SIGN_IN_DAY);
      await expect.poll(() => entries().count()).toBe(5);

      expect(
        await admin.page.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(PHONE.width);
      // One under the other: the time, then what was done, then who and from where.
      const card = entries().filter({ hasText: TRIED });
      const time = await card.locator("time").boundingBox();
      const label = await card.getByText(ACTIVITY_ACTIONS["login.failure"]).boundingBox();
      const who = await card.getByText(TRIED).boundingBox();
      expect(label!.y).toBeGreaterThanOrEqual(time!.y + time!.height - 1);
      expect(who!.y).toBeGreaterThanOrEqual(label!.y + label!.height - 1);
      expect(Math.abs(label!.x - time!.x)).toBeLessThan(2);
      // The long file name and the IPv6 address wrap inside the card.
      const fileEntry = await entries()
        .filter({ hasText: ACTIVITY_ACTIONS["document.uploaded"] })
        .boundingBox();
      expect(fileEntry!.x + fileEntry!.width).toBeLessThanOrEqual(PHONE.width);

      await card.getByText("Chrome on Windows", { exact: true }).click();
      await visible(card.getByText(UA.windowsChrome));
      expect(
        await admin.page.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(PHONE.width);
      await expectNoSeriousAxeViolations(admin.page, "activity on a phone");
      await shot(admin.page, "activity-390", true);
    } finally {
      await admin.page.setViewportSize(DESKTOP);
    }
  });
});
