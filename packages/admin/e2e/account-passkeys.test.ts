import { TEST_ADMIN, type TestServer } from "@app/api/testing";
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
    await expectNoSeriousAxeViolations(page, "add a passkey");
    await name.fill(NAME);
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
