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
  visible,
} from "./support.ts";

const DAY = 24 * 60 * 60 * 1000;

/** The pictures a person looks at. */
const dashboardShot = (page: Page, name: string) => screenshot(page, `dashboard-${name}`);

describe.skipIf(!hasBrowser)("admin: the business dashboard, and the inbox on a phone", () => {
  const admin = adminWithBrowser();

  const post = async (kind: "quote" | "contact", json: Record<string, string>) => {
    const response = await admin.server.request(`/api/${kind}`, { method: "POST", json });
    expect(response.status).toBe(200);
  };
  const overview = () => admin.page.getByRole("region", { name: "Overview" });
  const item = (label: string) => overview().getByRole("button", { name: new RegExp(`^${label}`) });
  const table = () => admin.page.getByRole("table", { name: "Messages, newest first" });
  const cards = () =>
    admin.page.getByRole("list", { name: "Messages, newest first" }).getByRole("listitem");
  const dialog = () => admin.page.getByRole("dialog");

  it("counts new quote requests with how long the oldest has waited, and opens the inbox on them", async () => {
    await post("quote", {
      name: "Chan Sophea",
      email: "sophea@garments.example",
      phone: "+855 12 345 678",
      service: "GOTS certification",
      standard: "gots",
      message: "We need GOTS certification for our dyeing house in Kandal.",
    });
    await post("quote", {
      name: "Lina Knitwear",
      email: "lina@knitwear.example",
      service: "Social compliance audits",
      message: "A SMETA audit for one factory, please, before March.",
    });
    await post("contact", {
      name: "Dara Meas",
      email: "dara@brand.example",
      company: "Brand Sourcing Co., Ltd.",
      message: "Could someone call me about a supplier audit programme?",
    });
    // Three days and two hours on, by the browser's clock: that long the requests have waited.
    await admin.page.clock.install({ time: new Date(Date.now() + 3 * DAY + 2 * 3_600_000) });
    await openPanel(admin.page, admin.server);

    const quotes = item("Quote requests");
    await expect.poll(() => quotes.textContent()).toMatch(/2 new\s*Oldest waiting 3 days/);
    await expect
      .poll(() => item("Contact messages").textContent())
      .toMatch(/1 new\s*Oldest waiting 3 days/);
    await expect.poll(() => item("E-mail alerts").textContent()).toContain("None failed");
    // The seeded site's Khmer is not complete: its text pages are not translated.
    await expect.poll(() => item("Khmer translation").textContent()).toMatch(/\d+ sections?/);
    // No backup made yet, and no automatic backups in this test server: a warning.
    await expect
      .poll(() => item("Last backup").textContent())
      .toMatch(/None yet\s*No backup yet: download one/);
    await expectNoSeriousAxeViolations(admin.page, "dashboard");
    await dashboardShot(admin.page, "1280");

    await quotes.click();
    await visible(table());
    await expect.poll(() => table().locator("tbody tr").count()).toBe(2);
    expect(await admin.page.getByLabel("Kind").inputValue()).toBe("quote");
    expect(await admin.page.getByLabel("Status").inputValue()).toBe("new");
  });

  it("marks a message read when it is opened, and the counts drop", async () => {
    await table().getByRole("button", { name: "Unread: Chan Sophea" }).click();
    await visible(dialog().getByRole("heading", { name: "Quote request from Chan Sophea" }));
    await visible(dialog().getByRole("button", { name: "Mark as unread" }));
    await expectNoSeriousAxeViolations(admin.page, "message opened from the dashboard");
    await dialog().getByRole("button", { name: "Close", exact: true }).click();

    await expect
      .poll(() => item("Quote requests").textContent())
      .toMatch(/1 new\s*Oldest waiting 3 days/);
    // Listing new ones only: the read one has left the list.
    await expect.poll(() => table().locator("tbody tr").count()).toBe(1);
    expect(await table().textContent()).toContain("Lina Knitwear");
    await dashboardShot(admin.page, "inbox-1280");
  });

  it("fits 390 px: the dashboard in two columns, the inbox as cards, nothing scrolls sideways", async () => {
    await admin.page.getByLabel("Kind").selectOption("all");
    await admin.page.getByLabel("Status").selectOption("inbox");
    await admin.page.setViewportSize(PHONE);
    try {
      await expect.poll(() => cards().count()).toBe(3);
      expect(await table().isVisible()).toBe(false);
      const scrollWidth = () => admin.page.evaluate(() => document.scrollingElement!.scrollWidth);
      expect(await scrollWidth()).toBeLessThanOrEqual(PHONE.width);

      // Each card: who, what, about which standard, when, its status and its actions, on screen.
      const sophea = cards().filter({ hasText: "Chan Sophea" });
      const text = await sophea.textContent();
      for (const fact of [
        "Quote request",
        "GOTS certification",
        "Standard: GOTS",
        "Read",
        "Ref.",
      ]) {
        expect(text).toContain(fact);
      }
      const dara = cards().filter({ hasText: "Dara Meas" });
      expect(await dara.textContent()).toContain("Contact message");
      expect(await dara.textContent()).toContain("New");
      for (const card of await cards().all()) {
        for (const target of await card.locator("button, a").all()) {
          const box = (await target.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
        }
      }
      expect(
        await dara.getByRole("link", { name: "Reply to Dara Meas by email" }).getAttribute("href"),
      ).toMatch(/^mailto:dara@brand\.example\?subject=Your%20message%20C-\d+$/);
      await expectNoSeriousAxeViolations(admin.page, "inbox as cards at 390 px");
      await dara.scrollIntoViewIfNeeded();
      await dashboardShot(admin.page, "inbox-390");

      // Opening from a card reads the message too.
      await dara.getByRole("button", { name: "Open the message from Dara Meas" }).click();
      await visible(dialog().getByRole("heading", { name: "Message from Dara Meas" }));
      expect(await scrollWidth()).toBeLessThanOrEqual(PHONE.width);
      await dialog().getByRole("button", { name: "Close", exact: true }).click();
      await expect
        .poll(() => item("Contact messages").textContent())
        .toMatch(/0 new\s*None waiting/);

      await admin.page.evaluate(() => window.scrollTo(0, 0));
      expect(await scrollWidth()).toBeLessThanOrEqual(PHONE.width);
      for (const button of await overview().getByRole("button").all()) {
        const box = (await button.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      }
      await expectNoSeriousAxeViolations(admin.page, "dashboard at 390 px");
      await dashboardShot(admin.page, "390");
    } finally {
      await admin.page.setViewportSize(DESKTOP);
    }
  });
});
