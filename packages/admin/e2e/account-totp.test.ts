import { TEST_ADMIN } from "@app/api/testing";
import { totpCode } from "@app/api/totp-codes";
import { accountMessages, RECOVERY_CODE_COUNT } from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import type { BrowserContext } from "playwright-core";
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

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const NEW_PASSWORD = "seven green kites over the river";

describe.skipIf(!hasBrowser)("admin: account, sessions, two-step sign-in and password", () => {
  const admin = adminWithBrowser();
  const page = () => admin.page;
  const region = (name: string) => page().getByRole("region", { name, exact: true });
  const sessions = () => region("Where you're signed in");
  const twoStep = () => region("Two-step sign-in");
  const dialog = () => page().getByRole("dialog");

  /** Opens the Account area afresh (its cards ask the server again each time). */
  const openAccount = async () => {
    const menu = page().getByLabel("Area", { exact: true });
    if (await menu.isVisible()) {
      await menu.selectOption("settings");
      await menu.selectOption("account");
    } else {
      await page().getByRole("tab", { name: "Settings" }).click();
      await page().getByRole("tab", { name: "Account" }).click();
    }
    await visible(sessions().getByRole("list", { name: "Signed-in devices" }));
  };

  /** Another browser signed in as the admin: an iPhone, by its User-Agent. */
  const otherDevice = async (): Promise<BrowserContext> => {
    const context = await admin.browser.newContext({ userAgent: IPHONE_SAFARI });
    await login(context, admin.server);
    return context;
  };
  const apiStatus = async (context: BrowserContext) =>
    (await context.request.get(`${admin.server.url}/api/admin/sessions`)).status();

  let secret = "";
  let recoveryCodes: string[] = [];

  it("lists where the admin is signed in and ends another device's session", async () => {
    const phone = await otherDevice();
    await openPanel(page(), admin.server);
    await openAccount();
    const rows = sessions().getByRole("listitem");
    await expect.poll(() => rows.count()).toBe(2);

    const current = rows.filter({ hasText: "This device" });
    expect(await current.getByRole("button", { name: /End session/ }).count()).toBe(0);
    expect(await current.textContent()).toContain("Active now");
    const iphone = rows.filter({ hasText: "Safari on iPhone" });
    expect(await iphone.getByText("This device").count()).toBe(0);
    expect(await iphone.getByText("Safari on iPhone", { exact: true }).getAttribute("title")).toBe(
      IPHONE_SAFARI,
    );
    expect(await iphone.textContent()).toContain("127.0.0.1");
    expect(await iphone.textContent()).toMatch(/Last active (just now|1 minute ago)/);
    const signedIn = iphone.locator("time").last();
    expect(await signedIn.getAttribute("datetime")).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await signedIn.textContent()).toMatch(/\d{4}/);
    await expectNoSeriousAxeViolations(page(), "account");

    await iphone.getByRole("button", { name: /End session/ }).click();
    await toastWith(page(), "Session ended", "Safari on iPhone will have to sign in again.");
    await expect.poll(() => rows.count()).toBe(1);
    expect(await apiStatus(phone)).toBe(401);
    const everywhere = sessions().getByRole("button", { name: "Sign out everywhere else" });
    expect(await everywhere.isDisabled()).toBe(true);
    await phone.close();

    // Every other device at once, after a confirmation.
    const [laptop, tablet] = [await otherDevice(), await otherDevice()];
    await openAccount();
    await expect.poll(() => rows.count()).toBe(3);
    await everywhere.click();
    await visible(dialog().getByText("The 2 other signed-in devices will have to sign in again."));
    await dialog().getByRole("button", { name: "Sign out everywhere else" }).click();
    await toastWith(
      page(),
      "Signed out everywhere else",
      "2 sessions ended. This device stays signed in.",
    );
    await expect.poll(() => rows.count()).toBe(1);
    expect([await apiStatus(laptop), await apiStatus(tablet)]).toEqual([401, 401]);
    await Promise.all([laptop.close(), tablet.close()]);
  });

  it("sets up two-step sign-in: password, QR code, key, a code, then ten recovery codes shown once", async () => {
    await twoStep().getByRole("button", { name: "Set up" }).click();
    // First the password: a signed-in browser alone cannot add an authenticator.
    await visible(dialog().getByRole("heading", { name: "Confirm it's you" }));
    const password = dialog().getByLabel("Your password");
    expect(await password.getAttribute("type")).toBe("password");
    expect(await password.getAttribute("autocomplete")).toBe("current-password");
    expect(await password.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoSeriousAxeViolations(page(), "two-step set-up: password");
    await shot(page(), "account-totp-password-1280");

    // A wrong password: the server's words, on the field, and no key yet.
    await password.fill("not my password");
    await dialog().getByRole("button", { name: "Continue" }).click();
    const refused = await visible(dialog().getByText(accountMessages.wrongCurrentPassword));
    expect(await password.getAttribute("aria-invalid")).toBe("true");
    expect(await password.getAttribute("aria-describedby")).toBe(await refused.getAttribute("id"));
    expect(
      await dialog()
        .getByRole("img", { name: /QR code/ })
        .count(),
    ).toBe(0);
    await page().setViewportSize(PHONE);
    expect(await page().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await shot(page(), "account-totp-password-wrong-390");
    await page().setViewportSize(DESKTOP);

    await password.fill(TEST_ADMIN.password);
    await dialog().getByRole("button", { name: "Continue" }).click();
    const qr = await visible(
      dialog().getByRole("img", { name: /QR code for your authenticator app/ }),
    );
    const box = await qr.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(180);
    expect(box!.width).toBeLessThanOrEqual(240);
    secret = ((await dialog().locator("code").textContent()) ?? "").replace(/\s+/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoSeriousAxeViolations(page(), "two-step set-up");
    await shot(page(), "account-totp-setup-1280");
    await page().setViewportSize(PHONE);
    expect(await page().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await shot(page(), "account-totp-setup-390");
    await page().setViewportSize(DESKTOP);

    // A wrong code first: the server's words, on the field.
    const codeField = dialog().getByLabel("Then enter the 6-digit code it shows");
    const valid = new Set([-1, 0, 1].map((step) => totpCode(secret, step)));
    const wrong = ["000000", "111111", "222222"].find((code) => !valid.has(code))!;
    await codeField.fill(wrong);
    await dialog().getByRole("button", { name: "Turn on" }).click();
    await visible(dialog().getByText(accountMessages.invalidCode));

    await codeField.fill(totpCode(secret));
    await dialog().getByRole("button", { name: "Turn on" }).click();
    await visible(dialog().getByRole("heading", { name: "Save your recovery codes" }));
    const codes = dialog().getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    recoveryCodes = await codes.allTextContents();
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    await expectNoSeriousAxeViolations(page(), "recovery codes");
    await shot(page(), "account-recovery-codes-1280");

    // Downloadable as a text file that holds every code.
    const [file] = await Promise.all([
      page().waitForEvent("download"),
      dialog().getByRole("button", { name: "Download .txt" }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^recovery-codes-.+\.txt$/);
    const { readFile } = await import("node:fs/promises");
    const text = await readFile((await file.path())!, "utf8");
    for (const code of recoveryCodes) expect(text).toContain(code);

    // Not closed by accident before the codes are saved.
    const done = dialog().getByRole("button", { name: "Done" });
    expect(await done.isDisabled()).toBe(true);
    await page().keyboard.press("Escape");
    await visible(dialog().getByText(/tick the box first/));
    await dialog().getByLabel("I have saved these codes").check();
    await done.click();
    await expect.poll(() => dialog().count()).toBe(0);
    await visible(twoStep().getByText(`${RECOVERY_CODE_COUNT} recovery codes left`));

    // Never shown again.
    await openAccount();
    await visible(twoStep().getByText(`${RECOVERY_CODE_COUNT} recovery codes left`));
    const areaText = (await page().locator("main").textContent()) ?? "";
    for (const code of recoveryCodes) expect(areaText).not.toContain(code);
    await shot(page(), "account-totp-on-1280", true);
    await page().setViewportSize(PHONE);
    await shot(page(), "account-totp-on-390", true);
    await page().setViewportSize(DESKTOP);
  });

  it("asks for the code at login, refuses a wrong one and takes a recovery code", async () => {
    await page().getByRole("button", { name: "Logout" }).click();
    await visible(page().getByRole("heading", { name: "Admin Login" }));
    await page().getByLabel("Email").fill(TEST_ADMIN.email);
    await page().getByLabel("Password").fill(TEST_ADMIN.password);
    await page().getByRole("button", { name: "Login" }).click();

    await visible(page().getByRole("heading", { name: "Two-step sign-in" }));
    const code = page().getByLabel("6-digit code");
    expect(await code.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await code.getAttribute("inputmode")).toBe("numeric");
    expect(await code.getAttribute("autocomplete")).toBe("one-time-code");
    await expectNoSeriousAxeViolations(page(), "login code step");
    await shot(page(), "account-login-code-1280");
    await page().setViewportSize(PHONE);
    await shot(page(), "account-login-code-390");
    await page().setViewportSize(DESKTOP);

    const valid = new Set([-1, 0, 1].map((step) => totpCode(secret, step)));
    await code.fill(["123456", "654321", "987654"].find((c) => !valid.has(c))!);
    await page().getByRole("button", { name: "Verify and sign in" }).click();
    await visible(page().getByText(accountMessages.invalidCode));

    await page().getByRole("button", { name: "Use a recovery code instead" }).click();
    const recovery = page().getByLabel("Recovery code");
    expect(await recovery.evaluate((el) => el === document.activeElement)).toBe(true);
    await recovery.fill(recoveryCodes[0]!);
    await page().setViewportSize(PHONE);
    await shot(page(), "account-login-recovery-390");
    await page().setViewportSize(DESKTOP);
    await page().getByRole("button", { name: "Verify and sign in" }).click();
    await toastWith(page(), "Login successful!");
    await visible(page().getByRole("heading", { name: "Admin Panel" }));
    await openAccount();
    await visible(twoStep().getByText(`${RECOVERY_CODE_COUNT - 1} recovery codes left`));
  });

  it("makes new recovery codes with a recovery code, shown the same way", async () => {
    await twoStep().getByRole("button", { name: "New recovery codes" }).click();
    await dialog().getByLabel("Your password").fill(TEST_ADMIN.password);
    await dialog().getByRole("button", { name: "Use a recovery code instead" }).click();
    // A used code is refused, on its field.
    await dialog().getByLabel("Recovery code").fill(recoveryCodes[0]!);
    await dialog().getByRole("button", { name: "Make new codes" }).click();
    await visible(dialog().getByText(accountMessages.invalidRecoveryCode));
    await dialog().getByLabel("Recovery code").fill(recoveryCodes[1]!);
    await dialog().getByRole("button", { name: "Make new codes" }).click();
    const codes = dialog().getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect.poll(() => codes.count()).toBe(RECOVERY_CODE_COUNT);
    const renewed = await codes.allTextContents();
    expect(renewed.some((code) => recoveryCodes.includes(code))).toBe(false);
    recoveryCodes = renewed;
    await page().setViewportSize(PHONE);
    expect(await page().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await shot(page(), "account-recovery-codes-390");
    await page().setViewportSize(DESKTOP);
    await dialog().getByLabel("I have saved these codes").check();
    await dialog().getByRole("button", { name: "Done" }).click();
    await visible(twoStep().getByText(`${RECOVERY_CODE_COUNT} recovery codes left`));
  });

  it("changes the password: wrong current password on its field, then success", async () => {
    const form = page().getByRole("form", { name: "Change password" });
    const current = form.getByLabel("Current password");
    await current.fill("not my password");
    await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel("Repeat the new password").fill(`${NEW_PASSWORD}!`);
    await form.getByRole("button", { name: "Change password" }).click();
    await visible(form.getByText("The two new passwords are not the same."));

    await form.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Change password" }).click();
    const error = await visible(form.getByText(accountMessages.wrongCurrentPassword));
    expect(await current.getAttribute("aria-invalid")).toBe("true");
    expect(await current.getAttribute("aria-describedby")).toBe(await error.getAttribute("id"));

    // Two-step sign-in is on now: the other device signs in with a recovery code.
    const other = await admin.browser.newContext({ userAgent: IPHONE_SAFARI });
    const signIn = await other.request.post(`${admin.server.url}/api/admin/login`, {
      data: { ...TEST_ADMIN, recoveryCode: recoveryCodes[0] },
      headers: { origin: admin.server.origin },
    });
    expect(signIn.status()).toBe(200);
    await current.fill(TEST_ADMIN.password);
    await form.getByRole("button", { name: "Change password" }).click();
    await toastWith(page(), "Password changed", "Other devices have been signed out.");
    await expect.poll(() => current.inputValue()).toBe("");
    expect(await form.getByLabel("New password", { exact: true }).inputValue()).toBe("");
    expect(await apiStatus(other)).toBe(401);
    await other.close();
    // This browser stays signed in under its new cookie.
    await visible(sessions().getByRole("listitem").filter({ hasText: "This device" }));
    expect(await sessions().getByRole("listitem").count()).toBe(1);
  });

  it("turns two-step sign-in off with the password and a code", async () => {
    await twoStep().getByRole("button", { name: "Turn off" }).click();
    await dialog().getByLabel("Your password").fill(NEW_PASSWORD);
    // The next period's code: the one that turned it on may be this period's, and works once.
    await dialog().getByLabel("6-digit code").fill(totpCode(secret, 1));
    await dialog().getByRole("button", { name: "Turn off" }).click();
    await toastWith(page(), "Two-step sign-in is off");
    await expect.poll(() => dialog().count()).toBe(0);
    await visible(twoStep().getByRole("button", { name: "Set up" }));
    // The page is usable again once the dialog has gone with the card's old contents.
    await twoStep().getByRole("button", { name: "Set up" }).click();
    await dialog().getByLabel("Your password").fill(NEW_PASSWORD);
    await page().setViewportSize(PHONE);
    await shot(page(), "account-totp-password-390");
    await page().setViewportSize(DESKTOP);
    await dialog().getByRole("button", { name: "Continue" }).click();
    await visible(dialog().getByRole("img", { name: /QR code/ }));
    await page().keyboard.press("Escape");
    await expect.poll(() => dialog().count()).toBe(0);
  });

  it("fits a phone: no sideways scrolling, nothing unreadable", async () => {
    await page().setViewportSize(PHONE);
    try {
      await openAccount();
      expect(await page().getByLabel("Area", { exact: true }).inputValue()).toBe("account");
      expect(await page().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await expectNoSeriousAxeViolations(page(), "account on a phone");
      await shot(page(), "account-390", true);
    } finally {
      await page().setViewportSize(DESKTOP);
    }
  });
});
