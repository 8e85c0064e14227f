import { describe, expect, it } from "vitest";
import { describeMailServer, readMailConfig } from "./mail-config.ts";

const NOTIFY_EMAIL = "sales@company.example";

describe("readMailConfig", () => {
  it("is off without SMTP_URL, whatever else is set", () => {
    expect(readMailConfig({})).toBeUndefined();
    expect(readMailConfig({ SMTP_URL: "  ", NOTIFY_EMAIL })).toBeUndefined();
  });

  it("reads an smtp:// URL as STARTTLS on 587 with its login, decoded", () => {
    const config = readMailConfig({
      SMTP_URL: "smtp://mailer%40company.example:p%40ss%3Aword@mail.company.example",
      NOTIFY_EMAIL: " sales@company.example , owner@company.example ",
      PUBLIC_URL: "https://www.company.example",
    });
    expect(config).toEqual({
      host: "mail.company.example",
      port: 587,
      security: "starttls",
      user: "mailer@company.example",
      password: "p@ss:word",
      from: "Website <no-reply@www.company.example>",
      recipients: ["sales@company.example", "owner@company.example"],
    });
    expect(JSON.stringify(describeMailServer(config!))).not.toContain("p@ss");
  });

  it("reads smtps:// as TLS on 465, a given port, an IPv6 host and MAIL_FROM", () => {
    expect(
      readMailConfig({
        SMTP_URL: "smtps://[::1]:2465",
        NOTIFY_EMAIL,
        MAIL_FROM: "Sales Desk <desk@company.example>",
      }),
    ).toMatchObject({
      host: "::1",
      port: 2465,
      security: "tls",
      from: "Sales Desk <desk@company.example>",
    });
    expect(readMailConfig({ SMTP_URL: "smtps://mail.example", NOTIFY_EMAIL })).toMatchObject({
      port: 465,
      user: undefined,
      password: undefined,
    });
  });

  it.each([
    [{ SMTP_URL: "mail.example:25", NOTIFY_EMAIL }, /not a URL|must start with smtp/],
    [{ SMTP_URL: "http://mail.example", NOTIFY_EMAIL }, /must start with smtp:\/\/ .* not http:/],
    [{ SMTP_URL: "smtp://mail.example" }, /NOTIFY_EMAIL is not/],
    [{ SMTP_URL: "smtp://user:50%off@mail.example", NOTIFY_EMAIL }, /percent-encode/],
    [{ SMTP_URL: "smtp://user:pa#ss@mail.example", NOTIFY_EMAIL }, /percent-encode/],
    [{ SMTP_URL: "smtp://user:pa/ss@mail.example", NOTIFY_EMAIL }, /percent-encode/],
    [
      { SMTP_URL: "smtp://mail.example", NOTIFY_EMAIL: "sales@company.example, nobody" },
      /invalid address: nobody/,
    ],
    [
      { SMTP_URL: "smtp://mail.example", NOTIFY_EMAIL, MAIL_FROM: "Website" },
      /MAIL_FROM is not an address/,
    ],
    [
      {
        SMTP_URL: "smtp://mail.example",
        NOTIFY_EMAIL,
        MAIL_FROM: "A <a@b.example>\r\nBcc: x@y.example",
      },
      /MAIL_FROM is not an address/,
    ],
  ])("refuses to start with settings that cannot work: %j", (env, message) => {
    expect(() => readMailConfig(env)).toThrow(message);
  });
});
