import { createServer, type Server } from "node:net";
import {
  type ApiError,
  businessLocalDateTime,
  formatBusinessTime,
  type MailSettings,
  MailSettingsSchema,
  MailTestResultSchema,
  type QuoteFormInput,
  type Submission,
  SubmissionPageSchema,
} from "@app/contract";
import selfsigned from "selfsigned";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, drivers } from "../../test/test-database.ts";
import {
  serverForTests,
  startTestServer,
  type TestServer,
  type TestServerOptions,
} from "../../test/test-server.ts";
import { startTestSmtp, type TestSmtp } from "../../test/test-smtp.ts";
import { readMailConfig } from "./mail-config.ts";

const NOTIFY = "sales@company.example";
const SITE = "https://www.company.example";
/** Quick retries, so an outage and its recovery fit in a test. */
const FAST = { retryDelaysMs: [150, 300, 600, 1200], leaseMs: 5_000 };
/** A loaded 2-core machine can take seconds where a quiet one takes milliseconds. */
const SLOW_MACHINE = { timeout: 15_000 };
/** Quick but many retries, for outages that last as long as a restart. */
const PATIENT = { retryDelaysMs: Array<number>(40).fill(300), leaseMs: 5_000 };

const quote = {
  name: "Dara Sok",
  email: "dara@factory.example",
  phone: "+855 12 345 678",
  service: "GOTS certification",
  message: "We need a quote for two production sites in Kandal.",
  page: "/certifications/gots",
};
const contact = {
  name: "Mey Lin",
  email: "mey@brand.example",
  company: "Brand Co",
  message: "Please call me about an audit next month.",
};

/** A refusal's body: the routes declare only their success. */
const refusal = async (res: { json(): Promise<unknown> }) => (await res.json()) as ApiError;

const mailOptions = (smtp: TestSmtp, extra: Partial<TestServerOptions["config"]> = {}) => ({
  config: {
    mail: readMailConfig({ SMTP_URL: smtp.url, NOTIFY_EMAIL: NOTIFY, PUBLIC_URL: SITE }),
    outboxTiming: FAST,
    outboxPollMs: 100,
    publicUrl: SITE,
    ...extra,
  },
});

describe.each(drivers)("lead e-mails [%s]", (kind) => {
  let smtp: TestSmtp;
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer(kind, mailOptions(smtp));
    cookie = await server.login();
    // The first sign-in from a new device tells the administrator (see login-notice.test.ts).
    const [notice] = await smtp.waitFor(1);
    expect(notice!.parsed.subject).toBe("New sign-in to your website admin");
  });
  afterAll(async () => {
    await server?.dispose();
    await smtp?.stop();
  });
  afterEach(() => smtp.refuseWith(null));

  /** The typed client signed in as the administrator, and one with no session. */
  const admin = () => server.client(cookie);
  const visitor = () => server.client();

  /** Posts a quote; answers the reference the visitor was given. */
  const post = async (json: QuoteFormInput): Promise<string> => {
    const res = await visitor().quote.$post({ json });
    expect(res.status).toBe(200);
    const { reference } = await res.json();
    expect(reference).toMatch(/^[QC]-\d{5,}$/);
    return reference;
  };

  const inbox = async (status = "") => {
    const res = await admin().admin.submissions.$get({ query: { limit: "200", status } });
    expect(res.status).toBe(200);
    return SubmissionPageSchema.parse(await res.json()).items;
  };
  const stored = async (message: string, status = ""): Promise<Submission> => {
    const found = (await inbox(status)).find((s) => s.message === message);
    if (!found) throw new Error(`no submission with message ${message}`);
    return found;
  };
  const stateOf = async (message: string) => (await stored(message)).notification?.state;
  const receivedWith = (message: string) =>
    smtp.received.filter((mail) => mail.parsed.text?.includes(message));

  it("e-mails a quote request with every field, Reply-To the visitor, to the configured recipients only", async () => {
    const before = smtp.received.length;
    const reference = await post({ ...quote, standard: "gots" });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);

    expect(mail!.envelope.to).toEqual([NOTIFY]);
    expect(mail!.parsed.subject).toBe(
      `Quote request ${reference}: GOTS certification from Dara Sok`,
    );
    expect(mail!.parsed.replyTo?.value).toEqual([{ name: "Dara Sok", address: quote.email }]);
    expect(mail!.parsed.headers.get("auto-submitted")).toBe("auto-generated");
    const text = mail!.parsed.text ?? "";
    for (const value of [quote.name, quote.email, quote.phone, quote.service, quote.message]) {
      expect(text).toContain(value);
      expect(mail!.parsed.html).toContain(value);
    }
    expect(text).toContain("https://www.company.example/certifications/gots");
    expect(text).toMatch(/Received: +\w+day, \d{1,2} \w+ 20\d\d at \d\d:\d\d \(Phnom Penh time\)/);
    // What the visitor was told to quote, and the standard by its short name.
    expect(text).toContain(`Reference: ${reference}\n`);
    expect(text).toContain("Standard:  GOTS\n");
    expect(mail!.parsed.html).toContain(`>${reference}<`);
    expect(mail!.parsed.html).toContain(">GOTS</a>");

    await expect.poll(() => stateOf(quote.message), SLOW_MACHINE).toBe("sent");
    const { notification, page, id, standardName } = await stored(quote.message);
    expect(reference).toBe(`Q-${String(id).padStart(5, "0")}`);
    expect(standardName).toBe("GOTS");
    expect(page).toBe("/certifications/gots");
    expect(notification).toMatchObject({ attempts: 1, nextAttemptAt: null });
    expect(notification!.lastAnswer).toMatch(/^250 /);
    expect(notification!.sentAt).not.toBeNull();
  });

  it("e-mails a contact message, naming the company and the meeting asked for, with the page from Referer when the form does not say", async () => {
    const before = smtp.received.length;
    // Ten o'clock in Phnom Penh, a week from now.
    const day = businessLocalDateTime(new Date(Date.now() + 7 * 86_400_000)).slice(0, 10);
    const res = await visitor().contact.$post(
      { json: { ...contact, appointment: `${day}T10:00` } },
      { headers: { referer: `${server.url}/about?utm_source=newsletter` } },
    );
    expect(res.status).toBe(200);
    const { reference } = await res.json();
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail!.parsed.subject).toBe(`Contact message ${reference} from Mey Lin (Brand Co)`);
    expect(mail!.parsed.text).toContain("Brand Co");
    const meeting = formatBusinessTime(`${day}T10:00:00+07:00`);
    expect(meeting).toMatch(/^\w+day \d{1,2} \w+ 20\d\d, 10:00 \(Phnom Penh time\)$/);
    expect(mail!.parsed.text).toContain(`Appointment: ${meeting}\n`);
    expect(mail!.parsed.html).toContain(meeting);
    expect((await stored(contact.message)).appointmentAt).toBe(`${day}T10:00:00+07:00`);
    expect(mail!.parsed.text).toContain("/about?utm_source=newsletter");
    expect((await stored(contact.message)).page).toBe("/about?utm_source=newsletter");
  });

  it("keeps every value as data: no header or recipient from a name, HTML escaped", async () => {
    const before = smtp.received.length;
    const message = "Hello <script>alert(1)</script> & <b>bold</b>\r\n.\r\nQUIT\r\nend of message";
    const reference = await post({
      ...quote,
      name: "Dara\r\nBcc: thief@attacker.example\r\nX-Evil: 1",
      service: "GOTS\r\nCc: thief@attacker.example",
      message,
    });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail!.envelope.to).toEqual([NOTIFY]);
    const headerBlock = mail!.raw.slice(0, mail!.raw.indexOf("\r\n\r\n"));
    expect(headerBlock).not.toMatch(/^(bcc|cc|x-evil):/im);
    expect(mail!.parsed.bcc).toBeUndefined();
    expect(mail!.parsed.cc).toBeUndefined();
    expect(mail!.parsed.subject).toBe(
      `Quote request ${reference}: GOTS Cc: thief@attacker.example from Dara Bcc: thief@attacker.example X-Evil: 1`,
    );
    expect(mail!.parsed.html).not.toContain("<script>");
    expect(mail!.parsed.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;");
    // The SMTP end-of-data line inside the message is just text: the whole message arrived.
    expect(mail!.parsed.text).toContain("QUIT");
    expect(mail!.parsed.text).toContain("end of message");
  });

  it("refuses an e-mail address with a line break, storing nothing", async () => {
    const res = await visitor().quote.$post({
      json: { ...quote, email: "dara@factory.example\r\nBcc: thief@attacker.example" },
    });
    expect(res.status).toBe(400);
    expect((await refusal(res)).fields?.email).toBeDefined();
  });

  it("never e-mails spam", async () => {
    const message = "Cheap followers for your brand, click now.";
    await post({ ...quote, message, website: "http://spam.example" });
    const spam = await stored(message, "spam");
    expect(spam.notification).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receivedWith(message)).toHaveLength(0);
  });

  it("retries while the mail server is down and delivers exactly once when it is back", async () => {
    const message = "Sent while the mail server was down, for our Phnom Penh plant.";
    await smtp.stop();
    try {
      await post({ ...quote, message });
      await expect.poll(() => stateOf(message), SLOW_MACHINE).toBe("retrying");
      const retrying = (await stored(message)).notification!;
      expect(retrying.lastAnswer).toMatch(/ECONNREFUSED|connect/i);
      expect(retrying.nextAttemptAt).not.toBeNull();
    } finally {
      await smtp.start();
    }
    await expect.poll(() => stateOf(message), SLOW_MACHINE).toBe("sent");
    // Later rounds of the worker must not send it again.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(receivedWith(message)).toHaveLength(1);
    expect((await stored(message)).notification!.attempts).toBeGreaterThan(1);
  });

  it("stops at a permanent refusal (5xx) and shows the server's answer; Send again delivers it once", async () => {
    const message = "This one meets a mailbox that is full for good.";
    smtp.refuseWith({ code: 550, message: "5.1.1 Mailbox unavailable" });
    await post({ ...quote, message });
    await expect.poll(() => stateOf(message), SLOW_MACHINE).toBe("failed");
    const failed = await stored(message);
    expect(failed.notification).toMatchObject({ attempts: 1, nextAttemptAt: null });
    expect(failed.notification!.lastAnswer).toContain("5.1.1 Mailbox unavailable");
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect((await stored(message)).notification!.attempts).toBe(1);

    // The admin can list exactly the messages whose e-mail failed, archived ones included.
    const archive = await admin().admin.submissions[":id"].$patch({
      param: { id: String(failed.id) },
      json: { status: "archived" },
    });
    expect(archive.status).toBe(200);
    const failedOnly = await admin().admin.submissions.$get({
      query: { notification: "failed" },
    });
    const failedItems = SubmissionPageSchema.parse(await failedOnly.json()).items;
    expect(failedItems.map((s) => s.id)).toContain(failed.id);
    expect(failedItems.every((s) => s.notification?.state === "failed")).toBe(true);
    const failedCounts = await admin().admin.submissions.counts.$get({
      query: { notification: "failed" },
    });
    expect((await failedCounts.json()).archived).toBeGreaterThanOrEqual(1);

    smtp.refuseWith(null);
    const resend = () =>
      admin().admin.submissions[":id"].notification.$post({ param: { id: String(failed.id) } });
    const again = await resend();
    expect(again.status).toBe(200);
    expect((await again.json()).notification?.state).toMatch(/queued|sending|sent/);
    await expect.poll(() => stateOf(message), SLOW_MACHINE).toBe("sent");
    expect(receivedWith(message)).toHaveLength(1);
    const noLongerFailed = await admin().admin.submissions.$get({
      query: { notification: "failed" },
    });
    expect(
      SubmissionPageSchema.parse(await noLongerFailed.json()).items.map((s) => s.id),
    ).not.toContain(failed.id);

    const twice = await resend();
    expect(twice.status).toBe(409);
  });

  it("gives up after the last retry and says so", async () => {
    const message = "A mail server that stays down past every retry.";
    await smtp.stop();
    try {
      await post({ ...quote, message });
      await expect.poll(() => stateOf(message), SLOW_MACHINE).toBe("failed");
    } finally {
      await smtp.start();
    }
    const { notification } = await stored(message);
    expect(notification!.attempts).toBe(FAST.retryDelaysMs.length + 1);
    expect(notification!.lastAnswer).toMatch(/^Gave up after 5 tries\. Last answer: /);
  });

  it("answers the visitor at once while the mail server hangs", async () => {
    // A server that accepts the connection and never greets: the e-mail waits, the visitor does not.
    const hanging: Server = createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
    const port = (hanging.address() as { port: number }).port;
    const slow = await startTestServer(kind, {
      config: {
        ...mailOptions(smtp).config,
        mail: readMailConfig({ SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAIL: NOTIFY }),
      },
    });
    try {
      const started = Date.now();
      for (let n = 0; n < 3; n++) {
        const res = await slow.client().quote.$post({
          json: { ...quote, message: `Quote number ${n} while mail hangs.` },
        });
        expect(res.status).toBe(200);
      }
      // The mail server's greeting timeout is 10 s; the three answers came long before it.
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await slow.dispose();
      hanging.close();
    }
  });

  it("shows the configuration without the password, and sends a test e-mail with the server's answer", async () => {
    const pems = await selfsigned.generate([{ name: "commonName", value: "localhost" }], {
      keyType: "ec",
    });
    const secured = await startTestSmtp({
      tls: { key: pems.private, cert: pems.cert, secure: false },
      auth: { user: "mailer", password: "s3cret-Pass!word" },
    });
    const { config } = mailOptions(secured);
    const withLogin = await startTestServer(kind, {
      config: {
        ...config,
        mail: { ...config.mail!, tls: { ca: pems.cert } },
        submissionRetentionDays: 365,
      },
    });
    try {
      const signedIn = withLogin.client(await withLogin.login());
      const res = await signedIn.admin.mail.$get();
      const body = await res.text();
      expect(body).not.toContain("s3cret");
      const settings: MailSettings = MailSettingsSchema.parse(JSON.parse(body));
      expect(settings).toMatchObject({
        enabled: true,
        server: { host: "127.0.0.1", port: secured.port, security: "starttls", user: "mailer" },
        recipients: [NOTIFY],
        from: "Website <no-reply@www.company.example>",
        retentionDays: 365,
        outbox: { waiting: 0, failed: 0 },
      });

      const test = await signedIn.admin.mail.test.$post();
      expect(test.status).toBe(200);
      const result = MailTestResultSchema.parse(await test.json());
      expect(result).toMatchObject({ ok: true, recipients: [NOTIFY] });
      expect(result.answer).toMatch(/^250 .*queued/);
      const mail = (await secured.waitFor(2)).find((m) => m.envelope.to.includes(NOTIFY));
      expect(mail!.user).toBe("mailer");
      expect(mail!.secure).toBe(true);
      expect(mail!.parsed.subject).toBe("Test e-mail from the website");

      await secured.stop();
      const down = await signedIn.admin.mail.test.$post();
      expect(MailTestResultSchema.parse(await down.json())).toMatchObject({ ok: false });

      expect((await withLogin.client().admin.mail.test.$post()).status).toBe(401);
    } finally {
      await withLogin.dispose();
      await secured.stop();
    }
  });

  it("loses nothing over a restart: queued while the mail server is down, sent after both come back", async () => {
    const testDb = await createTestDatabase(kind);
    const outage = await startTestSmtp();
    await outage.stop();
    const options = { ...mailOptions(outage, { outboxTiming: PATIENT }), testDb };
    const first = await startTestServer(kind, options);
    const message = "Queued before a restart of the whole site.";
    const res = await first.client().quote.$post({ json: { ...quote, message } });
    expect(res.status).toBe(200);
    await first.stop();

    await outage.start();
    const second = await startTestServer(kind, options);
    try {
      await outage.waitFor(1);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(outage.received.filter((m) => m.parsed.text?.includes(message))).toHaveLength(1);
    } finally {
      await second.dispose();
      await outage.stop();
    }
  });

  it("finishes the e-mail in hand at shutdown and sends the rest after a restart, each once", async () => {
    const testDb = await createTestDatabase(kind);
    // A mail server that takes a second to accept each message.
    const slow = await startTestSmtp({ answerDelayMs: 1_000 });
    const options = { ...mailOptions(slow, { outboxTiming: PATIENT }), testDb };
    const first = await startTestServer(kind, options);
    const messages = [1, 2, 3].map((n) => `Quote number ${n} before a shutdown.`);
    for (const message of messages) {
      const res = await first.client().quote.$post({ json: { ...quote, message } });
      expect(res.status).toBe(200);
    }
    // Stop while the first e-mail waits for the server's answer.
    await expect.poll(() => slow.inFlight, SLOW_MACHINE).toBe(1);
    expect(slow.received).toHaveLength(0);
    await first.running.close(5_000);
    const second = await startTestServer(kind, options);
    try {
      await slow.waitFor(3, 20_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const texts = slow.received.map((mail) => mail.parsed.text ?? "");
      for (const message of messages) {
        expect(texts.filter((text) => text.includes(message))).toHaveLength(1);
      }
    } finally {
      await second.dispose();
      await slow.stop();
    }
  });
});

describe.each(drivers)("lead e-mails off [%s]", (kind) => {
  const api = serverForTests(kind);

  it("stores submissions with no e-mail, and says e-mail is off", async () => {
    const res = await api.visitor.quote.$post({ json: quote });
    expect(res.status).toBe(200);
    const list = await api.admin.admin.submissions.$get({ query: {} });
    const [item] = SubmissionPageSchema.parse(await list.json()).items;
    expect(item!.notification).toBeNull();

    const settings = await api.admin.admin.mail.$get();
    expect(MailSettingsSchema.parse(await settings.json())).toMatchObject({
      enabled: false,
      server: null,
      recipients: [],
      retentionDays: null,
    });
    const test = await api.admin.admin.mail.test.$post();
    expect(test.status).toBe(409);
    expect((await refusal(test)).error).toMatch(/no mail server is set up.*Settings/);
  });
});

/** Two API servers on one PostgreSQL database: two processes behind a load balancer. */
async function withTwoProcesses(
  smtp: TestSmtp,
  timing: typeof PATIENT,
  body: (a: TestServer, b: TestServer) => Promise<void>,
) {
  const testDb = await createTestDatabase("postgres");
  const options = { ...mailOptions(smtp, { outboxTiming: timing }), testDb };
  const a = await startTestServer("postgres", options);
  const b = await startTestServer("postgres", options);
  try {
    await body(a, b);
  } finally {
    await a.stop();
    await b.dispose();
    await smtp.stop();
  }
}

/** Waits for `total` e-mails, then a little longer, and checks each quote came exactly once. */
async function expectEachQuoteOnce(smtp: TestSmtp, total: number, settleMs: number) {
  await smtp.waitFor(total, 30_000);
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const numbers = smtp.received.map((m) => /quote number (\d+)\./.exec(m.parsed.text ?? "")?.[1]);
  expect(numbers).toHaveLength(total);
  expect(new Set(numbers).size).toBe(total);
}

describe.skipIf(!drivers.includes("postgres"))(
  "lead e-mails from two API processes [postgres]",
  () => {
    it("never sends one submission twice", async () => {
      const smtp = await startTestSmtp();
      await withTwoProcesses(smtp, PATIENT, async (a, b) => {
        // Queued while the mail server is down, so both workers race for the same rows when it returns.
        await smtp.stop();
        const total = 40;
        await Promise.all(
          Array.from({ length: total }, (_, n) =>
            (n % 2 ? a : b).client().quote.$post({
              json: { ...quote, message: `Two processes, quote number ${n}.` },
            }),
          ),
        );
        await smtp.start();
        await expectEachQuoteOnce(smtp, total, 1_000);
      });
    });

    it("keeps the claim while the mail server takes its time, so no e-mail goes out twice", async () => {
      // Each message takes 1 s to be accepted, well past the 600 ms lease: only the lease kept
      // alive during the send stops the other process from taking the row.
      const smtp = await startTestSmtp({ answerDelayMs: 1_000 });
      const short = { retryDelaysMs: PATIENT.retryDelaysMs, leaseMs: 600 };
      await withTwoProcesses(smtp, short, async (a, b) => {
        const total = 6;
        for (let n = 0; n < total; n++) {
          const res = await (n % 2 ? a : b)
            .client()
            .quote.$post({ json: { ...quote, message: `Slow server, quote number ${n}.` } });
          expect(res.status).toBe(200);
        }
        await expectEachQuoteOnce(smtp, total, 2_000);
      });
    });
  },
);
