import { LeadTelegramSchema, SubmissionSchema, TelegramSettingsSchema } from "@app/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, drivers, itAcrossProcesses } from "../../test/test-database.ts";
import { pagesPdf } from "../../test/test-pdfs.ts";
import {
  startTestServer,
  type TestServer,
  type TestServerOptions,
} from "../../test/test-server.ts";
import {
  startTestTelegram,
  type TestTelegram,
  telegramTestConfig,
  until,
} from "../../test/test-telegram.ts";
import { ERASED_LEAD_TEXT } from "./telegram-posts.ts";

const SITE = "https://www.company.example";
const LeadSchema = SubmissionSchema.extend({ telegram: LeadTelegramSchema.nullable() });

const quote = {
  name: "Dara Sok",
  email: "dara@factory.example",
  phone: "+855 12 345 678",
  service: "GOTS certification",
  message: "We need a quote for two production sites in <Kandal> & Takeo.",
  page: "/certifications/gots",
  source: { landingPage: "/certifications/gots", referrer: "google.com", utmCampaign: "autumn" },
};

const telegramOptions = (telegram: TestTelegram): TestServerOptions => ({
  config: { ...telegramTestConfig(telegram), publicUrl: SITE },
});

/** Issue 37: every quote and contact message reaches the staff's Telegram group. */
describe.each(drivers)("leads in Telegram [%s]", (kind) => {
  let telegram: TestTelegram;
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    telegram = await startTestTelegram();
    server = await startTestServer(kind, telegramOptions(telegram));
    cookie = await server.login();
  });
  afterAll(async () => {
    await server?.dispose();
    await telegram?.dispose();
  });

  const lead = async (id: number) => {
    const res = await server.request(`/api/admin/submissions/${id}`, { cookie });
    expect(res.status).toBe(200);
    return LeadSchema.parse(await res.json());
  };
  const idOf = (reference: string) => Number(reference.slice(2));
  const postedAbout = (reference: string) =>
    telegram.messages().filter((message) => message.text.includes(`${reference}</b>`));

  async function sendQuote(extra: Record<string, unknown> = {}) {
    const res = await server.request("/api/quote", {
      method: "POST",
      json: { ...quote, ...extra },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { reference: string }).reference;
  }

  it("posts a quote with its fields, where it came from, its files and a link, with buttons", async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries(quote)) {
      body.append(name, typeof value === "string" ? value : JSON.stringify(value));
    }
    body.append("attachments", new File([pagesPdf(1) as Uint8Array<ArrayBuffer>], "scope.pdf"));
    const res = await server.request("/api/quote", { method: "POST", body });
    expect(res.status).toBe(200);
    const { reference } = (await res.json()) as { reference: string };

    const [message] = await until(() => {
      const found = postedAbout(reference);
      return found.length > 0 ? found : undefined;
    });
    const text = message!.text;
    expect(text).toContain(`<b>Quote request ${reference}</b>`);
    expect(text).toContain("<b>Name:</b> Dara Sok");
    expect(text).toContain("<b>E-mail:</b> dara@factory.example");
    expect(text).toContain("<b>Phone:</b> +855 12 345 678");
    expect(text).toContain("<b>Service:</b> GOTS certification");
    expect(text).toMatch(/<b>Attachment:<\/b> scope\.pdf \(\d[\d.]* [KM]?B\)/);
    expect(text).toContain(
      "<b>Where it came from:</b> First page: /certifications/gots · Came from: google.com · Campaign: autumn",
    );
    // The visitor's words are data: escaped for Telegram's HTML.
    expect(text).toContain(
      "<blockquote>We need a quote for two production sites in &lt;Kandal&gt; &amp; Takeo.</blockquote>",
    );
    expect(text).toContain(
      `<a href="${SITE}/admin/inbox/${idOf(reference)}">Open it in the admin</a>`,
    );
    expect(text).toContain("<b>Stage:</b> New · <b>Owner:</b> nobody yet");
    expect(message!.buttons).toEqual(["Claim", "Contacted", "Quoted", "Won", "Lost"]);

    const stored = await until(async () => {
      const read = await lead(idOf(reference));
      return read.telegram?.state === "sent" ? read : undefined;
    });
    expect(stored.telegram).toMatchObject({
      attempts: 1,
      lastAnswer: `Posted as message ${message!.messageId}`,
    });
  });

  it("posts contact messages too, and never spam", async () => {
    const contact = await server.request("/api/contact", {
      method: "POST",
      json: {
        name: "Mey Lin",
        email: "mey@brand.example",
        message: "Please call me about an audit.",
      },
    });
    const { reference } = (await contact.json()) as { reference: string };
    await until(() => (postedAbout(reference).length === 1 ? true : undefined));
    expect(postedAbout(reference)[0]!.text).toContain(`<b>Contact message ${reference}</b>`);

    const spam = await sendQuote({
      website: "http://spam.example",
      message: "Cheap followers, spam run.",
    });
    expect((await lead(idOf(spam))).telegram).toBeNull();
  });

  it("brings a quote sent while the Bot API is down to the group once it is back, once", async () => {
    await telegram.stop();
    try {
      const reference = await sendQuote({ message: "Sent during the outage." });
      const waiting = await until(async () => {
        const read = await lead(idOf(reference));
        return read.telegram?.state === "retrying" ? read : undefined;
      });
      expect(waiting.telegram!.lastAnswer).toMatch(/^Telegram could not be reached/);
      // The address it failed on holds the bot's token: never shown.
      expect(waiting.telegram!.lastAnswer).not.toContain(telegram.config.token.split(":")[1]);
      await telegram.start();
      await until(() => (postedAbout(reference).length > 0 ? true : undefined));
      // A few more rounds of the queue: nothing is posted again.
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(postedAbout(reference)).toHaveLength(1);
      expect((await lead(idOf(reference))).telegram?.state).toBe("sent");
    } finally {
      await telegram.start();
    }
  });

  it("posts what waited out a long retry delay as soon as Telegram answers again", async () => {
    const bot = await startTestTelegram();
    const patient = await startTestServer(kind, {
      config: {
        ...telegramTestConfig(bot),
        // The next try would be a minute away: only Telegram's answering again brings it forward.
        telegramTiming: { retryDelaysMs: Array<number>(5).fill(60_000), leaseMs: 5_000 },
        publicUrl: SITE,
      },
    });
    try {
      await bot.stop();
      const res = await patient.request("/api/quote", {
        method: "POST",
        json: { ...quote, message: "Waiting out a long delay." },
      });
      const { reference } = (await res.json()) as { reference: string };
      const admin = await patient.login();
      await until(async () => {
        const read = LeadSchema.parse(
          await (
            await patient.request(`/api/admin/submissions/${idOf(reference)}`, { cookie: admin })
          ).json(),
        );
        return read.telegram?.state === "retrying" ? true : undefined;
      });
      const backAt = Date.now();
      await bot.start();
      await until(() =>
        bot.messages().some((m) => m.text.includes(`${reference}</b>`)) ? true : undefined,
      );
      expect(Date.now() - backAt).toBeLessThan(30_000);
    } finally {
      await patient.dispose();
      await bot.dispose();
    }
  });

  it("shows a permanent refusal in the admin and stops trying", async () => {
    telegram.refuseWith({
      code: 403,
      description: "Forbidden: bot was kicked from the supergroup chat",
    });
    try {
      const reference = await sendQuote({ message: "Sent after the bot was removed." });
      const failed = await until(async () => {
        const read = await lead(idOf(reference));
        return read.telegram?.state === "failed" ? read : undefined;
      });
      expect(failed.telegram).toMatchObject({
        attempts: 1,
        lastAnswer: "403: Forbidden: bot was kicked from the supergroup chat",
      });
      const settings = TelegramSettingsSchema.parse(
        await (await server.request("/api/admin/telegram", { cookie })).json(),
      );
      expect(settings.failed).toBeGreaterThanOrEqual(1);
      expect(settings.lastDelivery).toMatchObject({
        state: "failed",
        what: `Quote request ${reference}`,
      });
    } finally {
      telegram.refuseWith(null);
    }
  });

  it("empties the lead's message in the group when the client's details are erased", async () => {
    const reference = await sendQuote({
      email: "forget-me@factory.example",
      message: "Forget me later.",
    });
    await until(() => (postedAbout(reference).length > 0 ? true : undefined));
    const { messageId } = postedAbout(reference)[0]!;
    const erased = await server.request("/api/admin/submissions/erasure", {
      method: "POST",
      cookie,
      json: { email: "forget-me@factory.example" },
    });
    expect(erased.status).toBe(200);
    const emptied = await until(() =>
      telegram.messages().find((m) => m.messageId === messageId && m.text === ERASED_LEAD_TEXT),
    );
    expect(emptied.text).not.toContain("forget-me");
  });

  itAcrossProcesses(kind)("posts each lead once from two API processes", async () => {
    // A bot of their own: one bot's group belongs to one database.
    const bot = await startTestTelegram();
    const testDb = await createTestDatabase("postgres", { seeded: true });
    const options = { ...telegramOptions(bot), testDb };
    const a = await startTestServer("postgres", options);
    const b = await startTestServer("postgres", options);
    const posts = (reference: string) =>
      bot.messages().filter((message) => message.text.includes(`${reference}</b>`));
    try {
      // Queued while the Bot API is down, so both processes race for the same rows when it returns.
      await bot.stop();
      const total = 20;
      const references = await Promise.all(
        Array.from({ length: total }, async (_, n) => {
          const res = await (n % 2 ? a : b).request("/api/quote", {
            method: "POST",
            json: { ...quote, message: `Two processes, quote number ${n}.` },
          });
          return ((await res.json()) as { reference: string }).reference;
        }),
      );
      await bot.start();
      await until(
        () => (references.every((reference) => posts(reference).length > 0) ? true : undefined),
        30_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      for (const reference of references) expect(posts(reference)).toHaveLength(1);
    } finally {
      await a.stop();
      await b.dispose();
      await bot.dispose();
    }
  });
});
