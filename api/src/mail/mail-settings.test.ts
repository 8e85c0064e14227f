import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import {
  ActivityPageSchema,
  type ApiError,
  type MailSettingsFormValues,
  MailSettingsSchema,
  MailTestResultSchema,
  mailSettingsMessages,
} from "@app/contract";
import { sql } from "drizzle-orm";
import selfsigned from "selfsigned";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readArchive } from "../../test/backup-support.ts";
import { createTestDatabase, drivers } from "../../test/test-database.ts";
import { startTestServer, TEST_ADMIN, type TestServer } from "../../test/test-server.ts";
import { startTestSmtp, type TestSmtp } from "../../test/test-smtp.ts";
import { restoreBackup } from "../backup/restore-backup.ts";
import { writeBackupFile } from "../backup/write-backup.ts";
import { openDatabase } from "../db/database.ts";
import { queryRows } from "../db/query-rows.ts";
import type { SecretsKey } from "../settings/secrets-key.ts";
import { readMailConfig } from "./mail-config.ts";

const MAIL_PASSWORD = "Mail-pa55word/with:specials@";
const MAIL_USER = "mailer@company.example";
const NOTIFY = "sales@company.example";
const FAST = { retryDelaysMs: [150, 300, 600], leaseMs: 5_000 };
const SLOW_MACHINE = { timeout: 15_000 };
const words = mailSettingsMessages;

/** A refusal's body: the routes declare only their success. */
const refusal = async (res: { json(): Promise<unknown> }) => (await res.json()) as ApiError;

const newKey = (): SecretsKey => ({ key: randomBytes(32), source: "environment" });

const quote = {
  name: "Dara Sok",
  email: "dara@factory.example",
  service: "GOTS certification",
  message: "A quote request that goes through the mail settings made in the admin.",
};

describe.each(drivers)("mail settings in the admin [%s]", (kind) => {
  let pems: { private: string; cert: string };
  let smtp: TestSmtp;
  const cleanup: (() => Promise<unknown>)[] = [];
  const dir = mkdtempSync(join(tmpdir(), "mail-settings-"));

  beforeAll(async () => {
    pems = await selfsigned.generate([{ name: "commonName", value: "localhost" }], {
      keyType: "ec",
    });
    // STARTTLS with a login: a provider's usual set-up (587).
    smtp = await startTestSmtp({
      tls: { key: pems.private, cert: pems.cert, secure: false },
      auth: { user: MAIL_USER, password: MAIL_PASSWORD },
    });
  });
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
    await smtp?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const start = async (options: Parameters<typeof startTestServer>[1] = {}) => {
    const server = await startTestServer(kind, {
      ...options,
      config: {
        secretsKey: newKey(),
        mailTls: { ca: pems.cert },
        outboxTiming: FAST,
        outboxPollMs: 100,
        ...options.config,
      },
    });
    cleanup.push(() => server.dispose());
    return { server, cookie: await server.login() };
  };

  const settingsFor = (
    port: number,
    extra: Partial<MailSettingsFormValues> = {},
  ): MailSettingsFormValues => ({
    host: "127.0.0.1",
    port: String(port),
    security: "starttls",
    user: MAIL_USER,
    password: MAIL_PASSWORD,
    from: "Company website <web@company.example>",
    recipients: `${NOTIFY}\nowner@company.example`,
    ...extra,
  });

  const save = (server: TestServer, cookie: string, json: MailSettingsFormValues) =>
    server.client(cookie).admin.mail.settings.$put({ json });
  const sendTest = (server: TestServer, cookie: string) =>
    server.client(cookie).admin.mail.test.$post();
  const postQuote = (server: TestServer, json: typeof quote) =>
    server.client().quote.$post({ json });
  const getSettings = async (server: TestServer, cookie: string) => {
    const res = await server.client(cookie).admin.mail.$get();
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(MAIL_PASSWORD);
    return MailSettingsSchema.parse(JSON.parse(text));
  };

  it("saves the mail server, never answers the password, seals it at rest, and a test e-mail goes through it", async () => {
    const { server, cookie } = await start();
    const before = await getSettings(server, cookie);
    expect(before).toMatchObject({ enabled: false, source: "none", saved: null });
    expect(before.canStorePassword).toBe(true);

    const res = await save(server, cookie, settingsFor(smtp.port));
    const answer = await res.text();
    expect(res.status, answer).toBe(200);
    expect(answer).not.toContain(MAIL_PASSWORD);
    const saved = MailSettingsSchema.parse(JSON.parse(answer));
    expect(saved).toMatchObject({
      enabled: true,
      source: "panel",
      server: { host: "127.0.0.1", port: smtp.port, security: "starttls", user: MAIL_USER },
      recipients: [NOTIFY, "owner@company.example"],
      saved: { passwordSaved: true, passwordUnreadable: false, user: MAIL_USER },
    });
    expect(await getSettings(server, cookie)).toEqual(saved);

    // At rest: neither the row's settings nor its sealed secret hold the password.
    const [row] = await queryRows<{ value: unknown; sealed_secret: string }>(
      server.running.deps.database.db,
      sql`select value, sealed_secret from site_settings where name = 'mail'`,
    );
    expect(JSON.stringify(row)).not.toContain(MAIL_PASSWORD);
    expect(row!.sealed_secret).toMatch(/^v1\./);
    expect(
      Buffer.from(row!.sealed_secret.split(".")[2]!, "base64url").toString("latin1"),
    ).not.toContain(MAIL_PASSWORD);

    const received = smtp.received.length;
    const test = await sendTest(server, cookie);
    expect(test.status).toBe(200);
    const result = MailTestResultSchema.parse(await test.json());
    expect(result).toMatchObject({ ok: true, reason: "accepted" });
    expect(result.answer).toMatch(/^250 /);
    const [mail] = (await smtp.waitFor(received + 1)).slice(received);
    expect(mail!.secure).toBe(true);
    expect(mail!.user).toBe(MAIL_USER);
    expect(mail!.envelope.to).toEqual([NOTIFY, "owner@company.example"]);
    expect(mail!.parsed.subject).toBe("Test e-mail from the website");
    expect(mail!.parsed.from?.text).toBe('"Company website" <web@company.example>');

    // The activity log says who changed what, with no secret in it.
    const activity = await server.client(cookie).admin.activity.$get({
      query: { action: "mail.settingsChanged" },
    });
    const activityText = await activity.text();
    expect(activityText).not.toContain(MAIL_PASSWORD);
    const entries = ActivityPageSchema.parse(JSON.parse(activityText)).items;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: TEST_ADMIN.email, action: "mail.settingsChanged" });
    expect(entries[0]!.detail).toContain("password changed");

    // A backup holds only the sealed password.
    const archive = join(dir, `with-password-${kind}.tar`);
    await writeBackupFile(server.running.deps.database, archive);
    const all = (await readArchive(archive))
      .map((entry) => (entry.name.endsWith(".gz") ? gunzipSync(entry.data) : entry.data))
      .map((data) => data.toString("latin1"))
      .join("\n");
    expect(all).toContain("site_settings");
    expect(all).not.toContain(MAIL_PASSWORD);
  });

  it("sends lead e-mails with the saved settings and follows a change without a restart", async () => {
    const { server, cookie } = await start();
    expect((await save(server, cookie, settingsFor(smtp.port))).status).toBe(200);
    let received = smtp.received.length;
    expect((await postQuote(server, quote)).status).toBe(200);
    const [lead] = (await smtp.waitFor(received + 1)).slice(received);
    expect(lead!.parsed.subject).toMatch(/^Quote request Q-\d+: GOTS certification from Dara Sok$/);
    expect(lead!.envelope.to).toEqual([NOTIFY, "owner@company.example"]);

    // The password stays when it is not sent again; the recipients change at once.
    const changed = await save(server, cookie, {
      ...settingsFor(smtp.port, { recipients: "new.owner@company.example" }),
      password: undefined,
    });
    expect(changed.status).toBe(200);
    received = smtp.received.length;
    const again = { ...quote, message: "A second quote, after the recipients changed." };
    expect((await postQuote(server, again)).status).toBe(200);
    const [second] = (await smtp.waitFor(received + 1)).slice(received);
    expect(second!.envelope.to).toEqual(["new.owner@company.example"]);
    expect(second!.user).toBe(MAIL_USER);
  });

  it("names every problem at once, each by its label, and keeps a login off an unencrypted line", async () => {
    const { server, cookie } = await start();
    const res = await save(server, cookie, {
      host: "smtp example.com",
      port: "70000",
      security: "starttls",
      user: MAIL_USER,
      from: "not an address",
      recipients: "sales@company.example, nobody",
    });
    expect(res.status).toBe(400);
    const { fields } = await refusal(res);
    expect(fields).toEqual({
      host: words.validation.host,
      port: words.validation.port,
      from: words.validation.from,
      recipients: words.validation.recipient("nobody"),
    });
    for (const [field, message] of Object.entries(fields!)) {
      const label = words.labels[field as keyof typeof words.labels];
      expect(message).toMatch(new RegExp(`^${label.replace(/[()]/g, "\\$&")}:`));
    }

    // Valid otherwise, but a user name with no password saved asks for the password.
    const noPassword = await save(server, cookie, { ...settingsFor(smtp.port), password: "" });
    expect(noPassword.status).toBe(400);
    expect((await refusal(noPassword)).fields).toEqual({
      password: words.validation.passwordMissing,
    });

    const relay = await save(server, cookie, { ...settingsFor(smtp.port), security: "none" });
    expect(relay.status).toBe(400);
    expect((await refusal(relay)).fields).toEqual({ user: words.validation.userWithoutSecurity });
    expect((await getSettings(server, cookie)).saved).toBeNull();
  });

  it("asks for the account's password before any mail settings change from an old sign-in", async () => {
    const { server, cookie } = await start();
    await server.running.deps.database.db.execute(
      sql`update admin_sessions set verified_at = now() - interval '1 hour'`,
    );
    const stale = await save(server, cookie, settingsFor(smtp.port));
    expect(stale.status).toBe(403);
    expect((await refusal(stale)).fields).toEqual({
      currentPassword: words.hints.currentPassword,
    });
    const wrong = await save(server, cookie, {
      ...settingsFor(smtp.port),
      currentPassword: "not the password at all",
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys((await refusal(wrong)).fields!)).toEqual(["currentPassword"]);
    const right = await save(server, cookie, {
      ...settingsFor(smtp.port),
      currentPassword: TEST_ADMIN.password,
    });
    expect(right.status).toBe(200);
    // Who is notified is as sensitive as the password: a stolen session could copy every lead.
    await server.running.deps.database.db.execute(
      sql`update admin_sessions set verified_at = now() - interval '1 hour'`,
    );
    const { password: _, ...withoutPassword } = settingsFor(smtp.port);
    const recipients = await save(server, cookie, {
      ...withoutPassword,
      recipients: "thief@attacker.example",
    });
    expect(recipients.status).toBe(403);
    expect((await getSettings(server, cookie)).recipients).not.toContain("thief@attacker.example");
  });

  it("sends the saved password only to the server it was saved for", async () => {
    const { server, cookie } = await start();
    expect((await save(server, cookie, settingsFor(smtp.port))).status).toBe(200);
    const { password: _, ...withoutPassword } = settingsFor(smtp.port);
    // Same server: the saved password is kept.
    expect((await save(server, cookie, withoutPassword)).status).toBe(200);
    // Another host, port, security or user name: it must be typed again.
    const changes: Partial<MailSettingsFormValues>[] = [
      { host: "mx.attacker.example" },
      { port: "2525" },
      { security: "tls", port: "465" },
      { user: "someone-else" },
    ];
    for (const change of changes) {
      const moved = await save(server, cookie, { ...withoutPassword, ...change });
      expect(moved.status, JSON.stringify(change)).toBe(400);
      expect((await refusal(moved)).fields?.password).toBe(words.validation.passwordForNewServer);
    }
  });

  it("with no key (PostgreSQL without SECRETS_KEY) refuses to store a password, saying who can fix it", async () => {
    const { server, cookie } = await start({ config: { secretsKey: undefined } });
    expect((await getSettings(server, cookie)).canStorePassword).toBe(false);
    const res = await save(server, cookie, settingsFor(smtp.port));
    expect(res.status).toBe(400);
    expect((await refusal(res)).fields).toEqual({ password: words.noKey });
    expect(words.noKey).toContain("Ask whoever runs the server");

    // A relay without a login needs no key.
    const relay = await startTestSmtp();
    cleanup.push(() => relay.stop());
    const saved = await save(server, cookie, {
      ...settingsFor(relay.port, { security: "none", user: "" }),
      password: undefined,
    });
    expect(saved.status).toBe(200);
    const test = await sendTest(server, cookie);
    expect(MailTestResultSchema.parse(await test.json())).toMatchObject({ ok: true });
    expect(relay.received).toHaveLength(1);
  });

  it("a backup restored on a server with another key asks for the mail password again; mail is off until then", async () => {
    const { server, cookie } = await start();
    expect((await save(server, cookie, settingsFor(smtp.port))).status).toBe(200);
    const archive = join(dir, `another-key-${kind}.tar`);
    await writeBackupFile(server.running.deps.database, archive);

    const target = await createTestDatabase(kind);
    const database = openDatabase(target.options);
    await restoreBackup(database, archive);
    await database.close();
    const elsewhere = await startTestServer(kind, {
      testDb: target,
      bootstrapAdmin: false,
      config: { secretsKey: newKey(), mailTls: { ca: pems.cert }, outboxPollMs: 100 },
    });
    cleanup.push(() => elsewhere.dispose());
    const admin = await elsewhere.login();

    const settings = await getSettings(elsewhere, admin);
    expect(settings).toMatchObject({
      enabled: false,
      source: "none",
      server: null,
      saved: { host: "127.0.0.1", user: MAIL_USER, passwordUnreadable: true },
    });
    const test = await sendTest(elsewhere, admin);
    expect(test.status).toBe(409);
    // A lead is still stored (and not e-mailed): nothing crashed.
    expect((await postQuote(elsewhere, quote)).status).toBe(200);

    // Keeping the unreadable password is refused; entering it again turns mail back on.
    const { password: _, ...keep } = settingsFor(smtp.port);
    const kept = await save(elsewhere, admin, keep);
    expect(kept.status).toBe(400);
    expect((await refusal(kept)).fields).toEqual({ password: words.validation.passwordMissing });
    const again = await save(elsewhere, admin, settingsFor(smtp.port));
    expect(again.status).toBe(200);
    expect(MailSettingsSchema.parse(await again.json())).toMatchObject({
      enabled: true,
      saved: { passwordSaved: true, passwordUnreadable: false },
    });
    const retest = await sendTest(elsewhere, admin);
    expect(MailTestResultSchema.parse(await retest.json())).toMatchObject({ ok: true });
  });

  it("the environment wins: its values are used and shown, the panel's kept aside", async () => {
    const envSmtp = await startTestSmtp();
    cleanup.push(() => envSmtp.stop());
    const { server, cookie } = await start({
      config: {
        mail: readMailConfig({ SMTP_URL: envSmtp.url, NOTIFY_EMAIL: "env@company.example" }),
      },
    });
    // The first sign-in's notice goes through the environment's server.
    await envSmtp.waitFor(1);
    expect((await save(server, cookie, settingsFor(smtp.port))).status).toBe(200);
    const settings = await getSettings(server, cookie);
    expect(settings).toMatchObject({
      enabled: true,
      source: "environment",
      server: { host: "127.0.0.1", port: envSmtp.port, user: null },
      recipients: ["env@company.example"],
      saved: { host: "127.0.0.1", port: smtp.port, passwordSaved: true },
    });
    const before = smtp.received.length;
    const test = await sendTest(server, cookie);
    expect(MailTestResultSchema.parse(await test.json())).toMatchObject({
      ok: true,
      recipients: ["env@company.example"],
    });
    expect(envSmtp.received.at(-1)?.parsed.subject).toBe("Test e-mail from the website");
    expect(smtp.received.length).toBe(before);
  });

  it(
    "reports a refused login in plain words",
    async () => {
      const { server, cookie } = await start();
      const res = await save(
        server,
        cookie,
        settingsFor(smtp.port, { password: "wrong password" }),
      );
      expect(res.status).toBe(200);
      const test = await sendTest(server, cookie);
      const result = MailTestResultSchema.parse(await test.json());
      expect(result).toMatchObject({ ok: false, reason: "login" });
      expect(result.answer).toMatch(/535/);
    },
    SLOW_MACHINE.timeout,
  );
});

describe.skipIf(!drivers.includes("postgres"))("mail settings across processes [postgres]", () => {
  it("a save in one process is used by another at once (LISTEN/NOTIFY), not after its cache ages", async () => {
    const relay = await startTestSmtp();
    const testDb = await createTestDatabase("postgres");
    const secretsKey = newKey();
    const config = { secretsKey, outboxPollMs: 100 };
    const a = await startTestServer("postgres", { testDb, config });
    const b = await startTestServer("postgres", { testDb, config });
    try {
      const [cookieA, cookieB] = [await a.login(), await b.login()];
      const testFromB = () => b.client(cookieB).admin.mail.test.$post();
      // B has read (and cached) "no mail server" before A saves one.
      expect((await testFromB()).status).toBe(409);
      const res = await a.client(cookieA).admin.mail.settings.$put({
        json: {
          host: "127.0.0.1",
          port: relay.port,
          security: "none",
          from: "web@company.example",
          recipients: [NOTIFY],
        },
      });
      expect(res.status).toBe(200);
      await expect.poll(async () => (await testFromB()).status, { timeout: 5_000 }).toBe(200);
      expect(relay.received.at(-1)?.parsed.subject).toBe("Test e-mail from the website");
    } finally {
      await b.stop();
      await a.dispose();
      await relay.stop();
    }
  }, 30_000);
});
