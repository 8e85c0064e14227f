import { businessLocalDateTime, formatBusinessTime } from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import { describe, expect, it } from "vitest";
import { sectionAddress } from "../src/lib/admin-address.ts";
import {
  adminWithBrowser,
  expectNoSeriousAxeViolations,
  PHONE,
  shot,
  toastWith,
  visible,
} from "./support.ts";

describe.skipIf(!hasBrowser)("admin: drafts and publishing", () => {
  const admin = adminWithBrowser();
  const page = () => admin.page;
  const visitorSees = async (path: string) => {
    const res = await fetch(`${admin.server.url}${path}`);
    return { status: res.status, html: await res.text() };
  };
  const open = (section: string) =>
    page().goto(`${admin.server.url}/admin${sectionAddress(section)}`, { timeout: 60_000 });

  it("saves the about page as a draft the site does not show, tells what it changes, then publishes it", async () => {
    const mission = "A mission still being written by the team";
    await open("about");
    await page().getByLabel("Mission", { exact: true }).fill(mission);
    await page().getByRole("button", { name: "Save draft" }).click();
    await toastWith(
      page(),
      "Draft saved",
      "The site still shows the published version until you publish.",
    );
    expect((await visitorSees("/about")).html).not.toContain(mission);

    // The list marks it; its editor says what the site shows and what the draft changes.
    const row = page()
      .getByRole("heading", { name: "About", exact: true })
      .locator("xpath=ancestor::div[contains(@class,'rounded-lg')][1]");
    await visible(row.getByText("Draft", { exact: true }));
    await page().getByRole("button", { name: "Edit About", exact: true }).click();
    const status = page().getByRole("region", { name: "Draft", exact: true });
    await visible(status.getByText(/Saved, not published: the site still shows version \d+\./));
    expect(await page().getByLabel("Mission", { exact: true }).inputValue()).toBe(mission);
    await status.getByRole("button", { name: "What the draft changes" }).click();
    // Word by word: the old mission taken out, the draft's put in.
    await visible(status.getByText("Mission", { exact: true }));
    await expect
      .poll(() => status.locator("ins").allTextContents())
      .toEqual(mission.split(" ").map((word) => `[put in: ${word}] `));
    await expectNoSeriousAxeViolations(page(), "editor with a draft");
    await shot(page(), "draft-about-changes");

    await page().getByRole("button", { name: "Publish", exact: true }).click();
    await toastWith(page(), "Content updated successfully!");
    expect((await visitorSees("/about")).html).toContain(mission);
    await expect.poll(() => row.getByText("Draft", { exact: true }).count()).toBe(0);
  });

  it("keeps a new standard off the site as a draft, and discarding it moves it to the deleted entries", async () => {
    await page().goto(`${admin.server.url}/admin/standards`);
    await page().getByRole("button", { name: "Add standard" }).click();
    const dialog = page().getByRole("dialog", { name: "Add standard" });
    await dialog.getByLabel("Name").fill("Draft Standard");
    await dialog.getByLabel("Address").fill("draft-standard");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await visible(page().getByRole("heading", { name: "New standard: Draft Standard" }));
    await page().getByLabel("Short name").fill("DRS");
    await page().getByLabel("Description", { exact: true }).fill("Prepared before its launch.");
    await page().getByLabel("Steps title").fill("How we can help");
    await page().getByLabel("Call to action title").fill("Ready to Get Certified?");
    await page().getByRole("button", { name: "Save draft" }).click();
    await toastWith(page(), "Draft saved", "It is not on the site until you publish it.");

    await visible(page().getByText("Not published", { exact: true }));
    expect(
      await page().getByRole("link", { name: "Open /certifications/draft-standard" }).count(),
    ).toBe(0);
    expect((await visitorSees("/certifications/draft-standard")).status).toBe(404);
    expect((await visitorSees("/sitemap.xml")).html).not.toContain("draft-standard");

    // On a phone, the owner opens it again and throws it away.
    await page().setViewportSize(PHONE);
    await page().getByRole("button", { name: "Edit DRS: Draft Standard", exact: true }).click();
    const status = page().getByRole("region", { name: "Draft", exact: true });
    await visible(status.getByText("Not on the site yet: visitors see it once you publish it."));
    await status.scrollIntoViewIfNeeded();
    await shot(page(), "draft-new-standard-phone");
    await status.getByRole("button", { name: "Discard draft" }).click();
    const confirm = page().getByRole("dialog", {
      name: "Discard the draft of DRS: Draft Standard?",
    });
    await visible(confirm.getByText(/moves to the deleted entries/));
    await confirm.getByRole("button", { name: "Discard draft" }).click();
    await toastWith(page(), "Draft discarded");
    await expect
      .poll(() =>
        page().getByRole("button", { name: "Edit DRS: Draft Standard", exact: true }).count(),
      )
      .toBe(0);
    await page().setViewportSize({ width: 1280, height: 900 });
  });

  it("schedules a draft for the next minute on Phnom Penh's clock, lists it, and it goes live then", async () => {
    const title = "Scheduled from the browser";
    await open("hero");
    await page().getByLabel("Title", { exact: true }).fill(title);
    await page().getByRole("button", { name: "Save draft" }).click();
    await toastWith(page(), "Draft saved");
    await page().getByRole("button", { name: "Edit Hero", exact: true }).click();
    const status = page().getByRole("region", { name: "Draft", exact: true });
    await status.getByRole("button", { name: "Publish later" }).click();

    const dialog = page().getByRole("dialog", { name: "Publish Hero later" });
    // A time already gone is refused before anything is sent.
    const field = dialog.getByLabel("Publish on (Phnom Penh time)");
    await field.fill(businessLocalDateTime(new Date(Date.now() - 3_600_000)));
    await dialog.getByRole("button", { name: "Schedule" }).click();
    await visible(dialog.getByText("Choose a time from now on, on Phnom Penh's clock."));
    // The next whole minute at least five seconds away.
    const at = new Date(Math.ceil((Date.now() + 5_000) / 60_000) * 60_000);
    await field.fill(businessLocalDateTime(at));
    await expectNoSeriousAxeViolations(page(), "publish later dialog");
    await shot(page(), "draft-publish-later");
    await dialog.getByRole("button", { name: "Schedule" }).click();
    await toastWith(page(), "Publishing scheduled");
    await visible(status.getByText(formatBusinessTime(at)));

    await page()
      .getByRole("tab", { name: /Scheduled/ })
      .click();
    const waiting = page().getByRole("list", { name: "Waiting" });
    await visible(waiting.getByText("Publish Hero", { exact: true }));
    await shot(page(), "scheduled-list");
    expect((await visitorSees("/")).html).not.toContain(title);

    // On that minute (the server looks at its time, then the page is rendered afresh).
    await expect
      .poll(async () => (await visitorSees("/")).html.includes(title), {
        timeout: 90_000,
        interval: 1_000,
      })
      .toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    await page().reload();
    const past = page().getByRole("list", { name: "In the last 7 days" });
    await visible(past.getByText("Done", { exact: true }));
  }, 150_000);

  it("sets when a standard on the site leaves it, without a draft, and keeps it on the site after all", async () => {
    await open("certification:grs");
    const status = page().getByRole("region", { name: "On the site", exact: true });
    await status.getByRole("button", { name: "Take off the site later" }).click();
    const dialog = page().getByRole("dialog", { name: /^Take .*GRS.* off the site later$/ });
    const field = dialog.getByLabel("Take it off the site on (Phnom Penh time)");
    await dialog.getByRole("button", { name: "Schedule" }).click();
    await visible(dialog.getByText("Choose the day and time it leaves the site."));
    const at = new Date(Math.ceil((Date.now() + 3 * 86_400_000) / 60_000) * 60_000);
    await field.fill(businessLocalDateTime(at));
    await expectNoSeriousAxeViolations(page(), "take off the site later dialog");
    await shot(page(), "leave-site-later");
    await dialog.getByRole("button", { name: "Schedule" }).click();
    await toastWith(page(), "Taking it off the site is scheduled");
    await visible(status.getByText(formatBusinessTime(at)));
    await visible(status.getByText("Leaves the site on", { exact: false }));
    expect((await visitorSees("/certifications/grs")).status).toBe(200);

    await page()
      .getByRole("tab", { name: /Scheduled/ })
      .click();
    await visible(page().getByRole("list", { name: "Waiting" }).getByText(/GRS/));
    await page().goBack();
    await status.getByRole("button", { name: "Keep it on the site" }).click();
    await visible(status.getByRole("button", { name: "Take off the site later" }));
    expect((await visitorSees("/certifications/grs")).status).toBe(200);
  });

  it("shares a draft's preview with a colleague who has no account, until the link is revoked", async () => {
    const mission = "A mission for a colleague to read first";
    await open("about");
    await page().getByLabel("Mission", { exact: true }).fill(mission);
    await page().getByRole("button", { name: "Save draft" }).click();
    await toastWith(page(), "Draft saved");
    await page().getByRole("button", { name: "Edit About", exact: true }).click();
    await page()
      .getByRole("region", { name: "Draft", exact: true })
      .getByRole("button", { name: "Share preview" })
      .click();
    const dialog = page().getByRole("dialog", { name: "Share a preview of About" });
    await dialog.getByRole("button", { name: "Make a preview link" }).click();
    const field = dialog.getByLabel("Preview link");
    await visible(field);
    const url = await field.inputValue();
    expect(url).toMatch(/\/preview\/[a-z2-7]{32}$/);
    await dialog.getByRole("button", { name: "Copy" }).click();
    await visible(dialog.getByText("Copied"));
    await expectNoSeriousAxeViolations(page(), "share preview dialog");
    await shot(page(), "draft-share-preview");

    // The colleague, on a phone, without signing in.
    const colleague = await admin.browser.newContext({ viewport: PHONE });
    try {
      const phone = await colleague.newPage();
      const response = await phone.goto(url);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      await visible(phone.getByRole("note", { name: "Preview" }));
      await visible(phone.getByText(mission));
      await shot(phone, "preview-link-phone");

      await dialog.getByRole("button", { name: "Revoke" }).click();
      await expect.poll(() => dialog.getByRole("button", { name: "Revoke" }).count()).toBe(0);
      const after = await phone.goto(url);
      expect(after?.status()).toBe(404);
      await visible(phone.getByRole("heading", { name: "This preview is not available" }));
    } finally {
      await colleague.close();
    }
  });
});
