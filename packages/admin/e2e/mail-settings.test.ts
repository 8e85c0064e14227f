import { randomBytes } from "node:crypto";
import { selfSignedPems, startTestSmtp, type TestSmtp } from "@app/api/test-smtp";
import { leadMailMessages, mailSettingsMessages } from "@app/contract";
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

const MAIL_USER = "mailer@company.example";
const MAIL_PASSWORD = "Provider-app-pa55word";
const words = mailSettingsMessages;

/** The pictures a person looks at: the card, mail-settings-<name>-<width>. */
async function picture(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await screenshot(
    page.getByRole("region", { name: leadMailMessages.settings.title }),
    `mail-settings-${name}-${width}`,
  );
}

describe.skipIf(!hasBrowser)("admin: the owner sets up lead e-mails in Settings", () => {
  let smtp: TestSmtp;
  const admin = adminWithBrowser({
    // A provider's usual set-up: STARTTLS on its own port, with a login.
    config: async () => {
      const pems = await selfSignedPems();
      smtp = await startTestSmtp({
        tls: { ...pems, secure: false },
        auth: { user: MAIL_USER, password: MAIL_PASSWORD },
      });
      return {
        secretsKey: { key: randomBytes(32), source: "environment" as const },
        mailTls: { ca: pems.cert },
        outboxPollMs: 200,
      };
    },
    after: async () => {
      await smtp?.stop();
    },
  });

  const card = () => admin.page.getByRole("region", { name: leadMailMessages.settings.title });
  const form = () => card().getByRole("form", { name: words.formName });
  const field = (label: string) => form().getByLabel(label, { exact: true });

  it("fills the form, is told every mistake at once by its label, saves, and a test e-mail reaches the mail server", async () => {
    await openPanel(admin.page, admin.server);
    await admin.page.getByRole("tab", { name: "Settings" }).click();
    await visible(card().getByText(leadMailMessages.mailOffBelow));
    await card().scrollIntoViewIfNeeded();
    await expectNoSeriousAxeViolations(admin.page, "mail settings, nothing set up");
    await picture(admin.page, "empty");

    // Mistakes: no server, a user name without its password, an address that is not one.
    await field(words.labels.from).fill("Company website <web@company.example>");
    await field(words.labels.user).fill(MAIL_USER);
    await field(words.labels.recipients).fill("sales@company.example\nnot-an-address");
    await form().getByRole("button", { name: words.save, exact: true }).click();
    const alerts = form().getByRole("alert");
    await expect.poll(() => alerts.count()).toBe(3);
    const said = await alerts.allTextContents();
    expect(said).toEqual([
      words.validation.host,
      words.validation.passwordMissing,
      words.validation.recipient("not-an-address"),
    ]);
    expect(await field(words.labels.host).getAttribute("aria-invalid")).toBe("true");
    await expectNoSeriousAxeViolations(admin.page, "mail settings with mistakes");
    await picture(admin.page, "mistakes");

    await field(words.labels.host).fill("127.0.0.1");
    await field(words.labels.security).selectOption({ label: words.security.tls });
    expect(await field(words.labels.port).inputValue()).toBe("465");
    await field(words.labels.security).selectOption({ label: words.security.starttls });
    expect(await field(words.labels.port).inputValue()).toBe("587");
    await field(words.labels.port).fill(String(smtp.port));
    await field(words.labels.password).fill(MAIL_PASSWORD);
    await field(words.labels.recipients).fill("sales@company.example\nowner@company.example");
    await form().getByRole("button", { name: words.save, exact: true }).click();
    await toastWith(admin.page, words.saved.title);

    // Saved: the password is no longer on the page, only that one is saved.
    await visible(form().getByText(words.passwordSaved));
    expect(await form().getByLabel(words.labels.password, { exact: true }).count()).toBe(0);
    expect(await admin.page.content()).not.toContain(MAIL_PASSWORD);

    const received = smtp.received.length;
    await card().getByRole("button", { name: leadMailMessages.settings.sendTest }).click();
    const outcome = card().getByRole("status").filter({ hasText: leadMailMessages.testSent });
    await visible(outcome);
    const text = (await outcome.textContent()) ?? "";
    expect(text).toContain(words.testReasons.accepted);
    expect(text).toContain("Message queued as test-1");
    expect(text).toContain("Sent to sales@company.example, owner@company.example.");
    await smtp.waitFor(received + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.parsed.subject).toBe("Test e-mail from the website");
    expect(mail.user).toBe(MAIL_USER);
    expect(mail.secure).toBe(true);
    expect(mail.envelope.to).toEqual(["sales@company.example", "owner@company.example"]);

    await card().scrollIntoViewIfNeeded();
    await expectNoSeriousAxeViolations(admin.page, "mail settings saved and tested");
    await picture(admin.page, "tested");
    await admin.page.setViewportSize(PHONE);
    await card().scrollIntoViewIfNeeded();
    await expectNoSeriousAxeViolations(admin.page, "mail settings on a phone");
    await picture(admin.page, "tested");
    await admin.page.setViewportSize(DESKTOP);
  });

  it("changes the password with Change, and reports a refused login in plain words", async () => {
    await form()
      .getByRole("button", { name: /^Change/ })
      .click();
    const password = field(words.labels.password);
    await visible(password);
    await password.fill("a wrong password");
    await form().getByRole("button", { name: words.save, exact: true }).click();
    // Saved: the form starts again from the server's answer, the password hidden again.
    await visible(form().getByText(words.passwordSaved));
    expect(await admin.page.content()).not.toContain("a wrong password");

    await card().getByRole("button", { name: leadMailMessages.settings.sendTest }).click();
    const outcome = card().getByRole("status").filter({ hasText: leadMailMessages.testRefused });
    await visible(outcome);
    expect(await outcome.textContent()).toContain(words.testReasons.login);
    expect(await outcome.textContent()).toContain("535");
    await expectNoSeriousAxeViolations(admin.page, "mail settings, login refused");
    await admin.page.setViewportSize(PHONE);
    await card().scrollIntoViewIfNeeded();
    await picture(admin.page, "refused");
    await admin.page.setViewportSize(DESKTOP);
    await card().scrollIntoViewIfNeeded();
    await picture(admin.page, "refused");
  });
});
