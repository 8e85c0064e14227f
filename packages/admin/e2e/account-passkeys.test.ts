import { TEST_ADMIN, type TestServer } from "@app/api/testing";
import { totpCode } from "@app/api/totp-codes";
import { accountMessages } from "@app/contract";
import { hasBrowser, launchBrowser } from "@app/testing/browser";
import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DESKTOP,
  expectNoSeriousAxeViolations,
  newContext,
  openPanel,
  PHONE,
  screenshotOnFailure,
  shot,
  startAdminServer,
  toastWith,
  visible,
} from "./support.ts";

const NAME = "Test laptop";

/**
 * Passkeys in Chromium's virtual authenticator. WebAuthn refuses an IP address as the relying
 * party, so the page is opened at localhost (Chromium takes it for the loopback address the
 * server listens on); with PUBLIC_URL unset the API binds passkeys to that host.
 */
describe.skipIf(!hasBrowser)("admin: passkeys", () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;
  let site: { url: string; origin: string };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startAdminServer(), launchBrowser()]);
    const url = server.url.replace("127.0.0.1", "localhost");
    site = { url, origin: new URL(url).origin };
    context = await newContext(browser, server);
    const response = await context.request.post(`${site.url}/api/admin/login`, {
      data: TEST_ADMIN,
      headers: { origin: site.origin },
    });
    expect(response.status()).toBe(200);
    page = await context.newPage();
    cdp = await context.newCDPSession(page);
    await cdp.send("WebAuthn.enable");
  });
  screenshotOnFailure(() => page);
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  const passkeys = () => page.getByRole("region", { name: "Passkeys", exact: true });
  const dialog = () => page.getByRole("dialog");
  let authenticatorId = "";

  it("adds a passkey in the browser's authenticator and lists it", async () => {
    ({ authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    }));
    await openPanel(page, { ...server, ...site });
    await page.getByRole("tab", { name: "Account" }).click();
    await visible(passkeys().getByText("No passkeys yet."));

    await passkeys().getByRole("button", { name: "Add a passkey" }).click();
    const name = dialog().getByLabel("Name");
    // Named after this browser until the person says otherwise.
    expect(await name.inputValue()).toBe("Headless Chrome on Linux");
    // Two-step sign-in is off: the password confirms it's the admin, no code is asked.
    const password = dialog().getByLabel("Your password");
    expect(await password.getAttribute("autocomplete")).toBe("current-password");
    expect(await dialog().getByLabel("6-digit code").count()).toBe(0);
    await expectNoSeriousAxeViolations(page, "add a passkey");
    await name.fill(NAME);
    await shot(page, "account-add-passkey-1280");
    await page.setViewportSize(PHONE);
    try {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await shot(page, "account-add-passkey-390");
    } finally {
      await page.setViewportSize(DESKTOP);
    }

    // A wrong password: the server's words on the field, and no passkey made.
    await password.fill("not my password");
    await dialog().getByRole("button", { name: "Continue" }).click();
    const refused = await visible(dialog().getByText(accountMessages.wrongCurrentPassword));
    expect(await password.getAttribute("aria-invalid")).toBe("true");
    expect(await password.getAttribute("aria-describedby")).toBe(await refused.getAttribute("id"));
    expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials).toEqual(
      [],
    );

    await password.fill(TEST_ADMIN.password);
    await dialog().getByRole("button", { name: "Continue" }).click();
    await toastWith(page, "Passkey added", `“${NAME}” can now sign you in.`);
    expect(await dialog().count()).toBe(0);

    const item = passkeys().getByRole("listitem").filter({ hasText: NAME });
    await visible(item);
    expect(await item.textContent()).toMatch(/Added .*\d{4}.*Never used/);
    const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.rpId).toBe("localhost");
    await shot(page, "account-passkeys-1280");
  });

  it("signs in with the passkey; a closed prompt is no failure", async () => {
    await page.getByRole("button", { name: "Logout" }).click();
    await visible(page.getByRole("heading", { name: "Admin Login" }));
    const button = page.getByRole("button", { name: "Sign in with a passkey" });

    // The person does not confirm: the browser answers NotAllowedError.
    await cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified: false });
    await button.click();
    await visible(page.getByRole("status").getByText(/Passkey sign-in was cancelled/));
    expect(await page.getByText("Login failed").count()).toBe(0);
    expect(await page.getByRole("alert").count()).toBe(0);
    await shot(page, "account-login-passkey-cancelled-1280");

    await cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified: true });
    await button.click();
    await toastWith(page, "Login successful!");
    await visible(page.getByRole("heading", { name: "Admin Panel" }));
    await page.getByRole("tab", { name: "Account" }).click();
    const item = passkeys().getByRole("listitem").filter({ hasText: NAME });
    await expect.poll(() => item.textContent()).toMatch(/Last used just now/);
  });

  it("fits a phone, and removes the passkey after a confirmation", async () => {
    await page.setViewportSize(PHONE);
    try {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await passkeys().scrollIntoViewIfNeeded();
      await shot(page, "account-passkeys-390");
    } finally {
      await page.setViewportSize(DESKTOP);
    }
    await passkeys()
      .getByRole("button", { name: `Remove (${NAME})` })
      .click();
    await visible(dialog().getByRole("heading", { name: `Remove “${NAME}”?` }));
    await dialog().getByRole("button", { name: "Remove passkey" }).click();
    await toastWith(page, "Passkey removed");
    await visible(passkeys().getByText("No passkeys yet."));
  });

  it("with two-step sign-in on, asks for a code as well and says on its field what is wrong", async () => {
    const post = (path: string, data: object) =>
      context.request.post(`${site.url}/api/admin/${path}`, {
        data,
        headers: { origin: site.origin },
      });
    const setup = await post("totp/setup", { password: TEST_ADMIN.password });
    expect(setup.status()).toBe(200);
    const { secret } = (await setup.json()) as { secret: string };
    const enabled = await post("totp/enable", { code: totpCode(secret) });
    expect(enabled.status()).toBe(200);
    const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };

    await openPanel(page, { ...server, ...site });
    await page.getByRole("tab", { name: "Account" }).click();
    await passkeys().getByRole("button", { name: "Add a passkey" }).click();
    await dialog().getByLabel("Name").fill(NAME);
    await dialog().getByLabel("Your password").fill(TEST_ADMIN.password);
    const code = await visible(dialog().getByLabel("6-digit code"));
    expect(await code.getAttribute("autocomplete")).toBe("one-time-code");

    // No code: asked for before anything is sent; then a wrong one, refused by the server.
    const submit = dialog().getByRole("button", { name: "Continue" });
    await submit.click();
    await visible(dialog().getByText(accountMessages.totpRequired));
    const valid = new Set([-1, 0, 1, 2].map((step) => totpCode(secret, step)));
    await code.fill(["000000", "111111", "222222"].find((wrong) => !valid.has(wrong))!);
    await submit.click();
    const refused = await visible(dialog().getByText(accountMessages.invalidCode));
    expect(await code.getAttribute("aria-invalid")).toBe("true");
    expect(await code.getAttribute("aria-describedby")).toContain(await refused.getAttribute("id"));
    await expectNoSeriousAxeViolations(page, "add a passkey with two-step sign-in");
    await shot(page, "account-add-passkey-code-1280");
    await page.setViewportSize(PHONE);
    try {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await shot(page, "account-add-passkey-code-390");
    } finally {
      await page.setViewportSize(DESKTOP);
    }

    // The next period's code (the one that turned two-step sign-in on works only once), but
    // the browser's prompt is closed: the code is spent, so the field is emptied and says so.
    await cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified: false });
    await code.fill(totpCode(secret, 1));
    await submit.click();
    await visible(
      dialog()
        .getByRole("status")
        .getByText(/That code has now been used: enter the next one/),
    );
    expect(await code.inputValue()).toBe("");
    await shot(page, "account-add-passkey-code-spent-1280");
    await cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified: true });

    // A recovery code does as well.
    await dialog().getByRole("button", { name: "Use a recovery code instead" }).click();
    await dialog().getByLabel("Recovery code").fill(recoveryCodes[0]!);
    await submit.click();
    await toastWith(page, "Passkey added", `“${NAME}” can now sign you in.`);
    await visible(passkeys().getByRole("listitem").filter({ hasText: NAME }));
  });

  it("says why where a browser has no passkeys, instead of offering them", async () => {
    const old = await newContext(browser, server);
    await old.addInitScript(() => {
      delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    });
    const oldPage = await old.newPage();
    await oldPage.goto(`${site.url}/admin`);
    await visible(oldPage.getByText(accountMessages.passkeyUnavailable));
    expect(await oldPage.getByRole("button", { name: "Sign in with a passkey" }).count()).toBe(0);
    await old.close();
  });
});
