import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { startTestServer, TEST_ADMIN, type TestServer } from "../../test/test-server.ts";
import { startTestSmtp, type TestSmtp } from "../../test/test-smtp.ts";
import { readMailConfig } from "../mail/mail-config.ts";

const SITE = "https://www.company.example";
const LAPTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe.each(drivers)("sign-in notices [%s]", (kind) => {
  let smtp: TestSmtp;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    const mail = readMailConfig({ SMTP_URL: smtp.url, NOTIFY_EMAIL: "sales@company.example" });
    server = await startTestServer(kind, { config: { mail, publicUrl: SITE } });
  });
  afterAll(async () => {
    await server?.dispose();
    await smtp?.stop();
  });

  const login = async (deviceCookie?: string) => {
    const res = await server
      .client(deviceCookie)
      .admin.login.$post({ json: TEST_ADMIN }, { headers: { "user-agent": LAPTOP } });
    expect(res.status).toBe(200);
    return /admin_device=[a-z2-7]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
  };

  it("e-mails the administrator when a device signs in for the first time, and only then", async () => {
    const device = await login();
    expect(device).toBeDefined();
    const notice = (await smtp.waitFor(1))[0]!;
    expect(notice.envelope.to).toEqual([TEST_ADMIN.email]);
    expect(notice.parsed.subject).toBe("New sign-in to your website admin");
    const text = notice.parsed.text ?? "";
    expect(text).toContain("Device: Chrome on Windows");
    expect(text).toContain("Address: 127.0.0.1");
    expect(text).toContain("Signed in with: password");
    expect(text).toContain(`${SITE}/admin`);
    expect(text).not.toContain(TEST_ADMIN.password);

    // The same browser again: no e-mail.
    await login(device);
    await login(device);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received).toHaveLength(1);
  });

  it("e-mails the administrator when the password changes", async () => {
    const cookie = await server.login();
    const before = smtp.received.length;
    const res = await server.client(cookie).admin.password.$post(
      {
        json: {
          currentPassword: TEST_ADMIN.password,
          newPassword: "a fresh and long passphrase",
        },
      },
      { headers: { "user-agent": LAPTOP } },
    );
    expect(res.status).toBe(200);
    const changed = () =>
      smtp.received.slice(before).find((m) => m.parsed.subject?.includes("password"));
    await expect.poll(changed).toBeDefined();
    const notice = changed()!;
    expect(notice.envelope.to).toEqual([TEST_ADMIN.email]);
    expect(notice.parsed.subject).toBe("Your admin password was changed");
    expect(notice.parsed.text).toContain("Device: Chrome on Windows");
    expect(notice.parsed.text).not.toContain("a fresh and long passphrase");
  });
});
