import { startTestTelegram, type TestTelegram, telegramTestConfig } from "@app/api/test-telegram";
import { telegramWords } from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import { screenshot } from "@app/testing/screenshots";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  adminWithBrowser,
  DESKTOP,
  expectNoSeriousAxeViolations,
  openPanel,
  PHONE,
  toastWith,
  visible,
} from "./support.ts";

const link = telegramWords.link;
const settings = telegramWords.settings;

/** The card as a person looks at it: telegram-<name>-<width>. */
async function picture(page: Page, title: string, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await screenshot(page.getByRole("region", { name: title }).last(), `telegram-${name}-${width}`);
}

describe.skipIf(!hasBrowser)("admin: Telegram for the staff group (issue 37)", () => {
  let telegram: TestTelegram;
  const admin = adminWithBrowser({
    config: async () => {
      telegram = await startTestTelegram();
      return telegramTestConfig(telegram);
    },
    after: async () => {
      await telegram?.dispose();
    },
  });

  const accountCard = () => admin.page.getByRole("region", { name: link.title }).last();

  it("links the owner's Telegram from Account on a phone with a one-time code, then unlinks it", async () => {
    const { page } = admin;
    await page.setViewportSize(PHONE);
    try {
      // Every screen has an address: a phone opens Account by its own.
      await page.goto(`${admin.server.url}/admin/account`);
      await visible(accountCard().getByText(link.notYet), 30_000);
      await accountCard().getByRole("button", { name: link.link }).click();

      const code = (await visible(accountCard().locator("code"))).first();
      const shown = (await code.textContent()) ?? "";
      expect(shown).toMatch(/^[a-z2-7]{8}$/);
      const open = accountCard().getByRole("link", { name: link.openTelegram });
      expect(await open.getAttribute("href")).toBe(`https://t.me/TestNameBot?start=${shown}`);
      await visible(accountCard().getByText(link.waitingForTelegram));
      await expectNoSeriousAxeViolations(page, "Telegram link code");
      await picture(page, link.title, "code");

      // What pressing Start in Telegram sends: the card notices on its own.
      await telegram.command(5001, "owner_sales", `/start ${shown}`);
      await visible(accountCard().getByText("@owner_sales"));
      await toastWith(page, link.linkedNow);
      expect(telegram.messages(5001).at(-1)?.text).toMatch(/^Linked: you are/);
      await picture(page, link.title, "linked");

      // The owner sees on the Team page whose Telegram acts for them.
      await page.goto(`${admin.server.url}/admin/team`);
      await visible(page.getByText("@owner_sales"), 30_000);
      await visible(page.getByRole("button", { name: /Unlink .*Telegram/ }));
      await screenshot(
        page.locator("li", { hasText: "@owner_sales" }),
        `telegram-team-${page.viewportSize()?.width ?? 0}`,
      );

      await page.goto(`${admin.server.url}/admin/account`);
      await accountCard().getByRole("button", { name: link.unlink }).click();
      await toastWith(page, link.unlinked);
      await visible(accountCard().getByText(link.notYet));
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });

  it("shows the bot and its group in Settings, and a test message reports Telegram's answer", async () => {
    const { page } = admin;
    await openPanel(page, admin.server);
    await page.getByRole("tab", { name: "Settings" }).click();
    const card = page.getByRole("region", { name: settings.title }).first();
    await card.scrollIntoViewIfNeeded();
    await visible(card.getByText("Test First name (@TestNameBot)"));
    await visible(card.getByText(telegram.config.chatId));
    await card.getByRole("button", { name: settings.sendTest }).click();
    await visible(card.getByText(settings.testSent));
    await visible(card.getByText(/^Posted as message \d+$/));
    expect(telegram.messages().at(-1)?.text).toMatch(/^This is a test from the website's admin/);
    await expectNoSeriousAxeViolations(page, "Telegram settings after a test");
    await screenshot(card, `telegram-settings-${page.viewportSize()?.width ?? 0}`);

    telegram.refuseWith({
      code: 403,
      description: "Forbidden: bot was kicked from the group chat",
    });
    try {
      await card.getByRole("button", { name: settings.sendTest }).click();
      await visible(card.getByText(settings.testRefused));
      await visible(card.getByText("403: Forbidden: bot was kicked from the group chat"));
    } finally {
      telegram.refuseWith(null);
    }
  });
});
