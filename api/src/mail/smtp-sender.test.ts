import selfsigned from "selfsigned";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtp, type TestSmtp } from "../../test/test-smtp.ts";
import { type MailConfig, readMailConfig } from "./mail-config.ts";
import { MailSendError, smtpSender } from "./smtp-sender.ts";

const NOTIFY = "sales@company.example";
const mail = { subject: "Hello", text: "A test message.\n" };

describe("sending through SMTP", () => {
  let tls: { key: string; cert: string };
  let smtp: TestSmtp | undefined;
  beforeAll(async () => {
    const pems = await selfsigned.generate([{ name: "commonName", value: "localhost" }], {
      keyType: "ec",
    });
    tls = { key: pems.private, cert: pems.cert };
  });
  afterEach(async () => {
    await smtp?.stop();
    smtp = undefined;
  });

  const configFor = (url: string, cert?: string): MailConfig => ({
    ...readMailConfig({
      SMTP_URL: url,
      NOTIFY_EMAIL: NOTIFY,
      MAIL_FROM: "Site <site@company.example>",
    })!,
    ...(cert && { tls: { ca: cert } }),
  });

  it("encrypts from the first byte with smtps://", async () => {
    smtp = await startTestSmtp({ tls: { ...tls, secure: true } });
    expect(smtp.url).toMatch(/^smtps:/);
    const answer = await smtpSender(configFor(smtp.url, tls.cert)).send(mail);
    expect(answer).toMatch(/^250 /);
    const [received] = await smtp.waitFor(1);
    expect(received!.secure).toBe(true);
    expect(received!.envelope).toEqual({ from: "site@company.example", to: [NOTIFY] });
  });

  it("upgrades smtp:// with STARTTLS when the server offers it", async () => {
    smtp = await startTestSmtp({ tls: { ...tls, secure: false } });
    await smtpSender(configFor(smtp.url, tls.cert)).send(mail);
    const [received] = await smtp.waitFor(1);
    expect(received!.secure).toBe(true);
  });

  it("refuses a server whose certificate it cannot trust, as a failure to retry", async () => {
    smtp = await startTestSmtp({ tls: { ...tls, secure: true } });
    const error = await smtpSender(configFor(smtp.url))
      .send(mail)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailSendError);
    expect((error as MailSendError).permanent).toBe(false);
    expect(smtp.received).toHaveLength(0);
  });

  it("sends in the clear to a server that offers no STARTTLS", async () => {
    smtp = await startTestSmtp();
    await smtpSender(configFor(smtp.url)).send(mail);
    const [received] = await smtp.waitFor(1);
    expect(received!.secure).toBe(false);
  });

  it("logs in with the URL's user and password, over STARTTLS", async () => {
    smtp = await startTestSmtp({
      tls: { ...tls, secure: false },
      auth: { user: "mailer@company.example", password: "p@ss:w/rd" },
    });
    expect(smtp.url).toContain("mailer%40company.example:p%40ss%3Aw%2Frd@");
    await smtpSender(configFor(smtp.url, tls.cert)).send(mail);
    const [received] = await smtp.waitFor(1);
    expect(received!.user).toBe("mailer@company.example");
    expect(received!.secure).toBe(true);
  });

  it("never sends a password in the clear: a login needs a server that offers STARTTLS", async () => {
    smtp = await startTestSmtp({ auth: { user: "mailer", password: "secret" } });
    const error = await smtpSender(configFor(smtp.url))
      .send(mail)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailSendError);
    expect((error as MailSendError).answer).toMatch(/STARTTLS/);
    expect(smtp.logins).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it.each([
    [550, "5.1.1 Mailbox unavailable", true],
    [554, "5.7.1 Rejected as spam", true],
    [451, "4.3.0 Try again later", false],
    [421, "4.7.0 Too many connections", false],
  ])("takes a %i answer as %s: permanent=%s", async (code, message, permanent) => {
    smtp = await startTestSmtp();
    smtp.refuseWith({ code, message });
    const error = await smtpSender(configFor(smtp.url))
      .send(mail)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailSendError);
    expect((error as MailSendError).permanent).toBe(permanent);
    expect((error as MailSendError).answer).toContain(message);
  });

  it("takes a wrong password (535) as permanent", async () => {
    smtp = await startTestSmtp({
      tls: { ...tls, secure: false },
      auth: { user: "mailer", password: "right" },
    });
    const wrong = smtp.url.replace(":right@", ":wrong@");
    const error = await smtpSender(configFor(wrong, tls.cert))
      .send(mail)
      .catch((e: unknown) => e);
    expect((error as MailSendError).permanent).toBe(true);
    expect((error as MailSendError).answer).toMatch(/535/);
  });

  it("takes a server that is down as a failure to retry", async () => {
    smtp = await startTestSmtp();
    await smtp.stop();
    const error = await smtpSender(configFor(smtp.url))
      .send(mail)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailSendError);
    expect((error as MailSendError).permanent).toBe(false);
    expect((error as MailSendError).answer).toMatch(/ECONNREFUSED/);
  });
});
