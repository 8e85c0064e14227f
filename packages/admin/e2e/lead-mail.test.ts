import { readFile } from "node:fs/promises";
import { readMailConfig } from "@app/api/mail-config";
import { startTestSmtp, type TestSmtp } from "@app/api/test-smtp";
import {
  HONEYPOT_FIELD,
  leadMailMessages,
  SubmissionPageSchema,
  validationMessages,
} from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import type { Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  adminWithBrowser,
  DESKTOP,
  expectNoSeriousAxeViolations,
  openPanel,
  PHONE,
  shot,
  toastWith,
  visible,
} from "./support.ts";

const NOTIFY = "sales@company.example";
const REFUSAL = { code: 550, message: "5.1.1 Mailbox unavailable" };
const FORGOTTEN = "forget.me@client.example";

describe.skipIf(!hasBrowser)("admin: lead e-mails, mail settings and erasure", () => {
  let smtp: TestSmtp;
  const admin = adminWithBrowser({
    // The server's mail settings need the mail server's address: it starts first, stops last.
    config: async () => {
      smtp = await startTestSmtp();
      return {
        mail: readMailConfig({ SMTP_URL: smtp.url, NOTIFY_EMAIL: NOTIFY }),
        outboxTiming: { retryDelaysMs: [200, 400, 800], leaseMs: 5_000 },
        outboxPollMs: 200,
        submissionRetentionDays: 365,
      };
    },
    after: async () => {
      await smtp?.stop();
    },
  });

  const post = async (kind: "quote" | "contact", fields: Record<string, string>) => {
    const response = await admin.server.request(`/api/${kind}`, {
      method: "POST",
      json: {
        message: `A message long enough for the form from ${fields.name}.`,
        ...(kind === "quote" && { service: "GOTS certification" }),
        ...fields,
      },
    });
    expect(response.status).toBe(200);
  };

  const table = () => admin.page.getByRole("table", { name: "Messages, newest first" });
  const row = (name: string) => table().locator("tbody tr").filter({ hasText: name });
  const shown = () => admin.page.getByRole("status").filter({ hasText: /messages?$/ });
  const dialog = () => admin.page.getByRole("dialog");
  const emailStory = () => dialog().getByRole("region", { name: "E-mail to the business" });
  const openInbox = async () => {
    await admin.page.getByRole("tab", { name: /Inbox/ }).click();
    await visible(table());
  };
  const openMessage = async (name: string) => {
    await row(name)
      .getByRole("button", { name: new RegExp(name) })
      .click();
    await visible(dialog());
  };
  /** By its Close button: Escape would first dismiss a toast, if one is showing. */
  const closeDialog = async () => {
    await dialog().getByRole("button", { name: "Close", exact: true }).click();
    await expect.poll(() => dialog().count()).toBe(0);
  };
  const mailCard = () => admin.page.getByRole("region", { name: leadMailMessages.settings.title });

  it("shows a lead that was e-mailed, with the mail server's answer and the page it came from", async () => {
    await post("quote", { name: "Dara Sok", email: "dara@factory.example", page: "/contact" });
    await smtp.waitFor(1);

    await openPanel(admin.page, admin.server);
    await openInbox();
    await expect.poll(() => row("Dara Sok").textContent()).toContain("E-mailed");

    await openMessage("Dara Sok");
    await expect.poll(() => emailStory().textContent()).toContain("E-mailed");
    const story = (await emailStory().textContent()) ?? "";
    expect(story).toContain("Message queued as test-1");
    expect(story).toContain("Tries1");
    expect(await emailStory().getByRole("button", { name: "Send again" }).count()).toBe(0);

    const sentFrom = dialog().getByRole("link", { name: /\/contact/ });
    expect(await sentFrom.getAttribute("href")).toBe(`${admin.server.url}/contact`);
    expect(await sentFrom.getAttribute("target")).toBe("_blank");
    expect(await sentFrom.getAttribute("rel")).toBe("noopener noreferrer");
    await expectNoSeriousAxeViolations(admin.page, "message dialog, e-mailed");
    await shot(admin.page, "lead-mail-dialog-sent");
    await closeDialog();
  });

  it("shows a refused e-mail with the server's answer, and sends it again on request", async () => {
    smtp.refuseWith(REFUSAL);
    await post("quote", { name: "Refused Client", email: "refused@factory.example" });
    await post("contact", { name: "Second Refusal", email: "second@brand.example" });
    await post("contact", {
      name: "Spam Bot",
      email: "bot@spam.example",
      [HONEYPOT_FIELD]: "http://spam.example",
    });
    const received = smtp.received.length;

    // The list on screen is finished (nothing to poll for): opening the panel again brings the
    // newcomers.
    await openPanel(admin.page, admin.server);
    await openInbox();
    await expect
      .poll(() => row("Refused Client").textContent(), { timeout: 15_000 })
      .toContain(leadMailMessages.notificationState.failed);
    await expect
      .poll(() => row("Second Refusal").textContent(), { timeout: 15_000 })
      .toContain(leadMailMessages.notificationState.failed);
    await shot(admin.page, "lead-mail-inbox");

    await openMessage("Refused Client");
    await expect
      .poll(() => emailStory().textContent())
      .toContain(`${REFUSAL.code} ${REFUSAL.message}`);
    await expectNoSeriousAxeViolations(admin.page, "message dialog, failed e-mail");
    await shot(admin.page, "lead-mail-dialog-failed");
    await admin.page.setViewportSize(PHONE);
    await shot(admin.page, "lead-mail-dialog-failed-phone");
    await admin.page.setViewportSize(DESKTOP);

    smtp.refuseWith(null);
    await emailStory().getByRole("button", { name: "Send again" }).click();
    await toastWith(
      admin.page,
      leadMailMessages.resendQueued.title,
      leadMailMessages.resendQueued.description,
    );
    // The list polls while the e-mail is on its way; the open dialog follows it.
    await expect
      .poll(() => emailStory().textContent(), { timeout: 15_000 })
      .toContain(leadMailMessages.notificationState.sent);
    await shot(admin.page, "lead-mail-dialog-resent");
    await closeDialog();
    await expect.poll(() => row("Refused Client").textContent()).toContain("E-mailed");
    expect(smtp.received.length).toBe(received + 1);
    expect(smtp.received.at(-1)?.parsed.text).toContain("Refused Client");

    // Spam is never e-mailed, and the dialog says so.
    await admin.page.getByLabel("Status").selectOption("spam");
    await openMessage("Spam Bot");
    expect(await emailStory().textContent()).toContain(leadMailMessages.notEmailed);
    await closeDialog();
    await admin.page.getByLabel("Status").selectOption("inbox");
    await visible(row("Dara Sok"));

    await admin.page.setViewportSize(PHONE);
    await shot(admin.page, "lead-mail-inbox-phone");
    await admin.page.setViewportSize(DESKTOP);
    // Nothing new arrived at the mail server after the one sent again.
    expect(smtp.received.length).toBe(received + 1);
  });

  it("shows the mail settings and reports a test e-mail's answer, accepted or not", async () => {
    await admin.page.getByRole("tab", { name: "Settings" }).click();
    const card = mailCard();
    await visible(card.getByText(`127.0.0.1:${smtp.port}`));
    const text = (await card.textContent()) ?? "";
    expect(text).toContain(leadMailMessages.settings.security.starttls);
    expect(text).toContain("No login");
    expect(text).toContain(NOTIFY);
    expect(text).toContain("Website <no-reply@");
    expect(text).toContain("0 waiting");
    expect(text).toContain("1 failed");
    expect(text).toContain(leadMailMessages.settings.failedHint);
    expect(text).toContain(leadMailMessages.settings.retentionDays(365));

    const received = smtp.received.length;
    const sendTest = card.getByRole("button", { name: leadMailMessages.settings.sendTest });
    await sendTest.click();
    const outcome = card.getByRole("status");
    await visible(outcome.getByText(leadMailMessages.testSent));
    expect(await outcome.textContent()).toContain("Message queued as test-1");
    expect(await outcome.textContent()).toContain(`Sent to ${NOTIFY}.`);
    expect(smtp.received.length).toBe(received + 1);
    expect(smtp.received.at(-1)?.parsed.subject).toBe("Test e-mail from the website");
    await card.scrollIntoViewIfNeeded();
    await expectNoSeriousAxeViolations(admin.page, "mail settings card");
    await shot(admin.page, "lead-mail-settings");

    await smtp.stop();
    try {
      await sendTest.click();
      await visible(outcome.getByText(leadMailMessages.testRefused));
      expect(await outcome.textContent()).toContain("ECONNREFUSED");
      await expectNoSeriousAxeViolations(admin.page, "mail settings card, refused test");
      await admin.page.setViewportSize(PHONE);
      await card.scrollIntoViewIfNeeded();
      await shot(admin.page, "lead-mail-settings-phone");
      await admin.page.setViewportSize(DESKTOP);
    } finally {
      await smtp.start();
    }
  });

  it("opens the inbox from Settings on every failed e-mail, archived ones too", async () => {
    const cookie = await admin.server.login();
    // A second failure, archived before anyone looks: the filter still finds it.
    smtp.refuseWith(REFUSAL);
    await post("contact", { name: "Archived Refusal", email: "archived@brand.example" });
    const failed = async () => {
      const response = await admin.server.request("/api/admin/submissions?notification=failed", {
        cookie,
      });
      return SubmissionPageSchema.parse(await response.json()).items;
    };
    await expect
      .poll(async () => (await failed()).map((s) => s.name), { timeout: 15_000 })
      .toEqual(["Archived Refusal", "Second Refusal"]);
    smtp.refuseWith(null);
    const [archived] = await failed();
    const archiving = await admin.server.request(`/api/admin/submissions/${archived!.id}`, {
      method: "PATCH",
      cookie,
      json: { status: "archived" },
    });
    expect(archiving.status).toBe(200);

    const asked: URL[] = [];
    const ask = (request: Request) => asked.push(new URL(request.url()));
    admin.page.on("request", ask);
    await openPanel(admin.page, admin.server);
    await admin.page.getByRole("tab", { name: "Settings" }).click();
    const card = mailCard();
    await visible(card.getByText(leadMailMessages.settings.failed(2)));
    await card.getByRole("button", { name: leadMailMessages.settings.openInbox }).click();

    // The inbox, filtered to the failed e-mails of any status: the archived one included.
    await visible(table());
    expect(await admin.page.getByRole("tab", { name: /Inbox/ }).getAttribute("aria-selected")).toBe(
      "true",
    );
    const emailFilter = admin.page.getByLabel(leadMailMessages.inboxFilter.label, { exact: true });
    expect(await emailFilter.inputValue()).toBe("failed");
    expect(await admin.page.getByLabel("Status").inputValue()).toBe("all");
    expect(await admin.page.getByLabel("Kind").inputValue()).toBe("all");
    await expect.poll(() => shown().textContent()).toBe("Showing 2 of 2 messages");
    const names = () => table().locator("tbody tr td:first-child button").allTextContents();
    expect((await names()).map((n) => n.replace(/^Unread: /, ""))).toEqual([
      "Archived Refusal",
      "Second Refusal",
    ]);
    for (const name of ["Archived Refusal", "Second Refusal"]) {
      expect(await row(name).textContent()).toContain(leadMailMessages.notificationState.failed);
    }
    expect(await row("Archived Refusal").textContent()).toContain("Archived");
    // The list (and its follow-ups due, shown first) and its counts all asked the server for
    // the failed ones only.
    const queries = (path: string) =>
      asked.filter((u) => u.pathname === path).map((u) => Object.fromEntries(u.searchParams));
    const listed = queries("/api/admin/submissions");
    expect(listed).toHaveLength(2);
    expect(listed).toContainEqual({ notification: "failed" });
    expect(listed).toContainEqual({ notification: "failed", followUp: "due" });
    expect(queries("/api/admin/submissions/counts")).toContainEqual({ notification: "failed" });
    admin.page.off("request", ask);

    // The export holds what the filter shows.
    const download = admin.page.waitForEvent("download");
    await admin.page.getByRole("button", { name: "Export CSV" }).click();
    const csv = await readFile((await (await download).path())!, "utf8");
    expect(csv.trimEnd().split("\r\n")).toHaveLength(1 + 2);
    expect(csv).toContain("Archived Refusal,");
    expect(csv).toContain("Second Refusal,");
    expect(csv).not.toContain("Dara Sok");

    await expectNoSeriousAxeViolations(admin.page, "inbox, failed e-mails");
    await shot(admin.page, "lead-mail-inbox-failed");
    await admin.page.setViewportSize(PHONE);
    await shot(admin.page, "lead-mail-inbox-failed-phone");
    await admin.page.setViewportSize(DESKTOP);

    // The filters combine: the failed quote request was sent again, so none is left.
    await admin.page.getByLabel("Kind").selectOption("quote");
    const none = leadMailMessages.inboxFilter.noneFailed;
    await visible(admin.page.getByText(none.title, { exact: true }));
    expect(await admin.page.getByText(none.text).count()).toBe(1);
    await expect.poll(() => shown().textContent()).toBe("Showing 0 of 0 messages");
    await admin.page.setViewportSize(PHONE);
    await shot(admin.page, "lead-mail-inbox-failed-none-phone");
    await admin.page.setViewportSize(DESKTOP);
    await admin.page.getByLabel("Kind").selectOption("all");

    // Any brings the others back, still of every status but spam.
    await emailFilter.selectOption("any");
    await expect.poll(() => shown().textContent()).toBe("Showing 4 of 4 messages");
    await visible(row("Dara Sok"));
    await visible(row("Refused Client"));
    expect(await row("Spam Bot").count()).toBe(0);
  });

  it("erases every message from one address, spam included, after showing how many", async () => {
    await post("quote", { name: "Forget Me", email: FORGOTTEN });
    await post("contact", { name: "Forget Me Too", email: "Forget.Me@Client.example" });
    await post("contact", {
      name: "Forget Me Spam",
      email: FORGOTTEN,
      [HONEYPOT_FIELD]: "http://spam.example",
    });
    await openPanel(admin.page, admin.server);
    await openInbox();
    await visible(row("Forget Me Too"));
    await expect.poll(() => shown().textContent()).toBe("Showing 5 of 5 messages");
    const inboxTab = admin.page.getByRole("tab", { name: /Inbox/ });
    // Dara Sok and Refused Client were read when the tests above opened them.
    await expect.poll(() => inboxTab.textContent()).toContain("3 unread");

    const words = leadMailMessages.erasure;
    const openErasure = async () => {
      await admin.page.getByRole("button", { name: words.open }).click();
      await visible(dialog().getByRole("heading", { name: words.title }));
    };
    await openErasure();
    const address = dialog().getByLabel(words.emailLabel);
    await address.fill("not an address");
    await dialog().getByRole("button", { name: words.find }).click();
    await visible(dialog().getByText(validationMessages.email));
    expect(await address.getAttribute("aria-invalid")).toBe("true");
    await expectNoSeriousAxeViolations(admin.page, "erasure dialog, bad address");
    await shot(admin.page, "lead-mail-erasure-bad-address");

    await address.fill(FORGOTTEN.toUpperCase());
    await dialog().getByRole("button", { name: words.find }).click();
    const confirmation = words.confirm(3, FORGOTTEN.toUpperCase());
    await visible(dialog().getByText(confirmation));
    await expectNoSeriousAxeViolations(admin.page, "erasure dialog, confirmation");
    await shot(admin.page, "lead-mail-erasure");
    await admin.page.setViewportSize(PHONE);
    await shot(admin.page, "lead-mail-erasure-phone");
    await admin.page.setViewportSize(DESKTOP);

    // Escape erases nothing.
    await admin.page.keyboard.press("Escape");
    await expect.poll(() => dialog().count()).toBe(0);
    await expect.poll(() => shown().textContent()).toBe("Showing 5 of 5 messages");

    await openErasure();
    await dialog().getByLabel(words.emailLabel).fill(FORGOTTEN);
    await dialog().getByRole("button", { name: words.find }).click();
    await dialog()
      .getByRole("button", { name: words.erase(3) })
      .click();
    const erased = leadMailMessages.erased(3, FORGOTTEN);
    await toastWith(admin.page, erased.title, erased.description);
    await expect.poll(() => dialog().count()).toBe(0);
    await expect.poll(() => shown().textContent()).toBe("Showing 3 of 3 messages");
    expect(await row("Forget Me").count()).toBe(0);
    await expect.poll(() => inboxTab.textContent()).toContain("1 unread");
    await admin.page.getByLabel("Status").selectOption("spam");
    await expect.poll(() => shown().textContent()).toBe("Showing 1 of 1 message");
    expect(await row("Spam Bot").count()).toBe(1);

    // A second look finds nothing left to erase.
    await openErasure();
    await dialog().getByLabel(words.emailLabel).fill(FORGOTTEN);
    await dialog().getByRole("button", { name: words.find }).click();
    await visible(dialog().getByText(leadMailMessages.nothingToErase(FORGOTTEN)));
    expect(
      await dialog()
        .getByRole("button", { name: words.erase(0) })
        .isDisabled(),
    ).toBe(true);
    await shot(admin.page, "lead-mail-erasure-nothing");
    await dialog().getByRole("button", { name: words.cancel }).click();
    await expect.poll(() => dialog().count()).toBe(0);
  });
});

describe.skipIf(!hasBrowser)("admin: lead e-mails when e-mail is off", () => {
  const admin = adminWithBrowser();

  it("says that nothing is e-mailed, in the inbox and in Settings", async () => {
    const response = await admin.server.request("/api/contact", {
      method: "POST",
      json: {
        name: "Offline Client",
        email: "offline@brand.example",
        message: "Hello there, a call?",
      },
    });
    expect(response.status).toBe(200);

    await openPanel(admin.page, admin.server);
    await admin.page.getByRole("tab", { name: /Inbox/ }).click();
    const row = admin.page.getByRole("row").filter({ hasText: "Offline Client" });
    await visible(row);
    expect(await row.textContent()).not.toMatch(/E-mail/);
    await row.getByRole("button", { name: /Offline Client/ }).click();
    const story = admin.page
      .getByRole("dialog")
      .getByRole("region", { name: "E-mail to the business" });
    await visible(story.getByText(leadMailMessages.notEmailed));
    expect(await story.textContent()).toContain(leadMailMessages.notEmailedReason);
    expect(await story.getByRole("button").count()).toBe(0);
    await admin.page
      .getByRole("dialog")
      .getByRole("button", { name: "Close", exact: true })
      .click();

    await admin.page.getByRole("tab", { name: "Settings" }).click();
    const card = admin.page.getByRole("region", { name: leadMailMessages.settings.title });
    await visible(card.getByText(leadMailMessages.mailOffBelow));
    expect(await card.textContent()).toContain(leadMailMessages.settings.keptForever);
    expect(
      await card.getByRole("button", { name: leadMailMessages.settings.sendTest }).count(),
    ).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await expectNoSeriousAxeViolations(admin.page, "mail settings card, e-mail off");
    await shot(admin.page, "lead-mail-settings-off");
    await admin.page.setViewportSize(PHONE);
    await card.scrollIntoViewIfNeeded();
    await shot(admin.page, "lead-mail-settings-off-phone");
  });
});
