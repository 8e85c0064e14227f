import { readFile } from "node:fs/promises";
import { TEST_ADMIN } from "@app/api/testing";
import { ageSessions, totpCode } from "@app/api/totp-codes";
import { accountMessages, backupMessages } from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  adminWithBrowser,
  DESKTOP,
  expectNoSeriousAxeViolations,
  login,
  openPanel,
  PHONE,
  shot,
  toastWith,
  visible,
} from "./support.ts";

const words = backupMessages.settings;
const KEYS = ["Old phone", "Old laptop"];

/**
 * "Confirm it's you" (issue 29, finding 5): a session that signed in more than ten minutes ago
 * gives its password again before removing a passkey, ending other sessions or downloading a
 * backup; a fresh one is not asked.
 */
describe.skipIf(!hasBrowser)("admin: confirm it's you after an old sign-in", () => {
  const admin = adminWithBrowser({
    prepare: async (server) => {
      const db = server.running.deps.database.db;
      const [user] = await db.select().from(db._.fullSchema.adminUsers);
      await db.insert(db._.fullSchema.adminPasskeys).values(
        KEYS.map((name, n) => ({
          id: `key-${n}`,
          userId: user!.id,
          name,
          publicKey: new Uint8Array([1, 2, 3]),
        })),
      );
    },
  });
  const page = () => admin.page;
  const confirmDialog = () => page().getByRole("dialog", { name: "Confirm it's you" });
  const backups = () => page().getByRole("region", { name: words.title });
  const passkeys = () => page().getByRole("region", { name: "Passkeys", exact: true });
  const sessions = () =>
    page().getByRole("region", { name: "Where you're signed in", exact: true });

  const openArea = async (area: "settings" | "account") => {
    await openPanel(page(), admin.server);
    await page().getByRole("tab", { name: "Settings" }).click();
    if (area === "account") await page().getByRole("tab", { name: "Account" }).click();
  };
  const downloadsLogged = async () => {
    const db = admin.server.running.deps.database.db;
    const rows = await db.select().from(db._.fullSchema.activityLog);
    return rows.filter((row) => row.action === "backup.downloaded").length;
  };
  const downloadBackup = async (target: Page, confirm?: () => Promise<void>) => {
    const [download] = await Promise.all([
      target.waitForEvent("download", { timeout: 20_000 }),
      (async () => {
        await backups().getByRole("button", { name: words.download }).click();
        await confirm?.();
      })(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^backup-[\dT-]+Z\.tar$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.length).toBeGreaterThan(0);
    expect(bytes.subarray(257, 262).toString()).toBe("ustar");
  };
  const passkeysLeft = async () => {
    const db = admin.server.running.deps.database.db;
    return (await db.select().from(db._.fullSchema.adminPasskeys)).length;
  };
  const typePassword = async (password: string) => {
    const field = confirmDialog().getByLabel("Your password");
    await field.fill(password);
    await confirmDialog().locator('button[type="submit"]').click();
  };

  it("asks nothing of a fresh sign-in", async () => {
    await openArea("settings");
    await visible(backups());
    await downloadBackup(page());
    expect(await confirmDialog().count()).toBe(0);
    expect(await downloadsLogged()).toBe(1);

    await page().getByRole("tab", { name: "Account" }).click();
    await passkeys()
      .getByRole("button", { name: `Remove (${KEYS[0]})` })
      .click();
    await page().getByRole("dialog").getByRole("button", { name: "Remove passkey" }).click();
    await toastWith(page(), "Passkey removed");
    expect(await confirmDialog().count()).toBe(0);
  });

  it("downloads a backup after the password, with a wrong one's error on its field", async () => {
    await ageSessions(admin.server);
    await openArea("settings");
    await visible(backups());
    const [download] = await Promise.all([
      page().waitForEvent("download", { timeout: 20_000 }),
      (async () => {
        await backups().getByRole("button", { name: words.download }).click();
        await visible(confirmDialog());
        await typePassword("not-the-password");
        await visible(confirmDialog().getByText(accountMessages.wrongCurrentPassword));
        expect(await downloadsLogged()).toBe(1);
        await shot(page(), "step-up-backup-1280");
        await expectNoSeriousAxeViolations(page(), "confirm it's you, backup");
        await page().setViewportSize(PHONE);
        await shot(page(), "step-up-backup-390");
        await expectNoSeriousAxeViolations(page(), "confirm it's you, backup, phone");
        await page().setViewportSize(DESKTOP);
        await typePassword(TEST_ADMIN.password);
      })(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^backup-[\dT-]+Z\.tar$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.length).toBeGreaterThan(0);
    await expect.poll(() => confirmDialog().count()).toBe(0);
    expect(await downloadsLogged()).toBe(2);
  });

  it("removes a passkey after the password; cancel removes nothing", async () => {
    await ageSessions(admin.server);
    await openArea("account");
    const remove = () => passkeys().getByRole("button", { name: `Remove (${KEYS[1]})` });
    await remove().click();
    await page().getByRole("dialog").getByRole("button", { name: "Remove passkey" }).click();
    await visible(confirmDialog());
    await confirmDialog().getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => page().getByRole("dialog").count()).toBe(0);
    await visible(remove());
    expect(await passkeysLeft()).toBe(1);

    await remove().click();
    await page().getByRole("dialog").getByRole("button", { name: "Remove passkey" }).click();
    await visible(confirmDialog());
    await typePassword("not-the-password");
    await visible(confirmDialog().getByText(accountMessages.wrongCurrentPassword));
    expect(await passkeysLeft()).toBe(1);
    await typePassword(TEST_ADMIN.password);
    await toastWith(page(), "Passkey removed");
    await visible(passkeys().getByText("No passkeys yet."));
    expect(await passkeysLeft()).toBe(0);
  });

  it("signs out every other device after the password", async () => {
    const phone = await admin.browser.newContext();
    await login(phone, admin.server);
    await ageSessions(admin.server);
    await openArea("account");
    await sessions().getByRole("button", { name: "Sign out everywhere else" }).click();
    await page()
      .getByRole("dialog")
      .getByRole("button", { name: "Sign out everywhere else" })
      .click();
    await visible(confirmDialog());
    await expectNoSeriousAxeViolations(page(), "confirm it's you, sessions");
    await page().setViewportSize(PHONE);
    await shot(page(), "step-up-sessions-390");
    await page().setViewportSize(DESKTOP);
    await typePassword("not-the-password");
    await visible(confirmDialog().getByText(accountMessages.wrongCurrentPassword));
    expect((await phone.request.get(`${admin.server.url}/api/admin/sessions`)).status()).toBe(200);
    await typePassword(TEST_ADMIN.password);
    await toastWith(page(), "Signed out everywhere else");
    expect((await phone.request.get(`${admin.server.url}/api/admin/sessions`)).status()).toBe(401);
    await phone.close();

    // The password made this session recent again: the next download asks nothing.
    await page().getByRole("tab", { name: "Settings" }).click();
    await downloadBackup(page());
    expect(await confirmDialog().count()).toBe(0);
  });

  it("with two-step sign-in on, asks for a code too and says on its field when it is wrong", async () => {
    const post = (path: string, data: object) =>
      admin.context.request.post(`${admin.server.url}/api/admin/${path}`, {
        data,
        headers: { origin: admin.server.origin },
      });
    const setup = await post("totp/setup", { password: TEST_ADMIN.password });
    const { secret } = (await setup.json()) as { secret: string };
    expect((await post("totp/enable", { code: totpCode(secret) })).status()).toBe(200);
    await ageSessions(admin.server);
    await openArea("settings");
    await visible(backups());
    const [download] = await Promise.all([
      page().waitForEvent("download", { timeout: 20_000 }),
      (async () => {
        await backups().getByRole("button", { name: words.download }).click();
        await visible(confirmDialog());
        await confirmDialog().getByLabel("Your password").fill(TEST_ADMIN.password);
        const code = await visible(confirmDialog().getByLabel("6-digit code"));
        const valid = new Set([-1, 0, 1, 2].map((step) => totpCode(secret, step)));
        await code.fill(["000000", "111111", "222222"].find((wrong) => !valid.has(wrong))!);
        await confirmDialog().locator('button[type="submit"]').click();
        await visible(confirmDialog().getByText(accountMessages.invalidCode));
        expect(await code.getAttribute("aria-invalid")).toBe("true");
        expect(await confirmDialog().getByLabel("Your password").inputValue()).toBe(
          TEST_ADMIN.password,
        );
        await shot(page(), "step-up-backup-code-1280");
        await expectNoSeriousAxeViolations(page(), "confirm it's you, with a code");
        // The code that turned two-step sign-in on works only once: the next period's.
        await code.fill(totpCode(secret, 1));
        await confirmDialog().locator('button[type="submit"]').click();
      })(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^backup-[\dT-]+Z\.tar$/);
    await expect.poll(() => confirmDialog().count()).toBe(0);
  });
});
