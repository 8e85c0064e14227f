import {
  LeadHistoryEntrySchema,
  type Role,
  SubmissionSchema,
  TeamListSchema,
  TelegramLinkCodeSchema,
  TelegramLinkStateSchema,
} from "@app/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedActivity } from "../../test/activity-entries.ts";
import { createTestDatabase, drivers, itAcrossProcesses } from "../../test/test-database.ts";
import { startTestServer, TEST_ADMIN, type TestServer } from "../../test/test-server.ts";
import {
  type PostedMessage,
  startTestTelegram,
  type TestTelegram,
  telegramTestConfig,
  until,
} from "../../test/test-telegram.ts";
import { createSession, generateSessionToken } from "../auth/session.ts";
import { SESSION_COOKIE } from "../auth/session-cookie.ts";
import { adminUsers, telegramPolling } from "../db/schema.ts";

const SITE = "https://www.company.example";
const LeadSchema = SubmissionSchema.extend({ history: LeadHistoryEntrySchema.array() });

/** Issue 37: staff link their Telegram, then move leads on with the buttons in the group. */
describe.each(drivers)("Telegram buttons and linking [%s]", (kind) => {
  let telegram: TestTelegram;
  let server: TestServer;
  let owner: string;
  const options = () => ({ config: { ...telegramTestConfig(telegram), publicUrl: SITE } });

  beforeAll(async () => {
    telegram = await startTestTelegram();
    server = await startTestServer(kind, options());
    owner = await server.login();
  });
  afterAll(async () => {
    await server?.dispose();
    await telegram?.dispose();
  });

  const db = () => server.running.deps.database.db;
  const lead = async (id: number) =>
    LeadSchema.parse(
      await (await server.request(`/api/admin/submissions/${id}`, { cookie: owner })).json(),
    );

  /** Someone on the team with their own session (their role, enabled). */
  async function person(role: Role, name: string) {
    const id = crypto.randomUUID();
    const email = `${name.toLowerCase()}@company.example`;
    await db().insert(adminUsers).values({ id, email, name, role, passwordHash: "unused" });
    const token = generateSessionToken();
    await createSession(db(), token, id);
    return { id, email, name, cookie: `${SESSION_COOKIE}=${token}` };
  }

  const replies = (telegramUserId: number) => telegram.messages(telegramUserId).map((m) => m.text);

  /** Links a Telegram account as the person with that session: code from the admin, /start in Telegram. */
  async function link(cookie: string, telegramUserId: number, userName: string) {
    const res = await server.request("/api/admin/telegram/link", { method: "POST", cookie });
    expect(res.status).toBe(201);
    const { code } = TelegramLinkCodeSchema.parse(await res.json());
    const before = replies(telegramUserId).length;
    await telegram.command(telegramUserId, userName, `/start ${code}`);
    await until(() => (replies(telegramUserId).length > before ? true : undefined));
    return { code, reply: replies(telegramUserId).at(-1)! };
  }

  async function postedQuote(message: string) {
    const res = await server.request("/api/quote", {
      method: "POST",
      json: { name: "Dara Sok", email: "dara@mill.example", service: "GOTS", message },
    });
    const { reference } = (await res.json()) as { reference: string };
    const posted = await until(() =>
      telegram.messages().find((m) => m.text.includes(`${reference}</b>`)),
    );
    return { id: Number(reference.slice(2)), posted };
  }

  /** The message as it reads now, once `check` holds (the bot edits it after a press). */
  const messageWhen = (posted: PostedMessage, check: (text: string) => boolean) =>
    until(() => {
      const now = telegram.messages().find((m) => m.messageId === posted.messageId);
      return now && check(now.text) ? now : undefined;
    });

  it("links with a one-time code from Account, valid for 10 minutes", async () => {
    const res = await server.request("/api/admin/telegram/link", { method: "POST", cookie: owner });
    expect(res.status).toBe(201);
    const made = TelegramLinkCodeSchema.parse(await res.json());
    expect(made.code).toMatch(/^[a-z2-7]{8}$/);
    expect(made.botUsername).toBe("TestNameBot");
    const minutes = (Date.parse(made.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.5);
    expect(minutes).toBeLessThanOrEqual(10);

    await telegram.command(9001, "wrong_code", "/start abcdefgh");
    await until(() => (replies(9001).length > 0 ? true : undefined));
    expect(replies(9001)[0]).toMatch(/^This code is not valid/);

    await telegram.command(9002, "owner_tg", `/start ${made.code}`);
    await until(() => (replies(9002).length > 0 ? true : undefined));
    expect(replies(9002)[0]).toMatch(/^Linked: you are .* on the website's team/);
    const state = TelegramLinkStateSchema.parse(
      await (await server.request("/api/admin/telegram/link", { cookie: owner })).json(),
    );
    expect(state).toMatchObject({
      enabled: true,
      botUsername: "TestNameBot",
      linked: { telegramName: "@owner_tg" },
    });

    // The code is used up: sent again, by anyone, it links nobody.
    await telegram.command(9003, "someone_else", `/start ${made.code}`);
    await until(() => (replies(9003).length > 0 ? true : undefined));
    expect(replies(9003)[0]).toMatch(/^This code is not valid/);

    const unlinked = await server.request("/api/admin/telegram/link", {
      method: "DELETE",
      cookie: owner,
    });
    expect(unlinked.status).toBe(200);
    expect(TelegramLinkStateSchema.parse(await unlinked.json()).linked).toBeNull();
    expect(
      (await server.request("/api/admin/telegram/link", { method: "DELETE", cookie: owner }))
        .status,
    ).toBe(404);
    const logged = await loggedActivity(server, owner, ["telegram."]);
    expect(logged.map((entry) => [entry.action, entry.actor, entry.userAgent])).toEqual([
      ["telegram.linked", TEST_ADMIN.email, "Telegram"],
      ["telegram.unlinked", TEST_ADMIN.email, expect.any(String)],
    ]);
  });

  it("a linked salesperson claims a lead and moves it on; the admin, history, log and message show it", async () => {
    const sales = await person("sales", "Sophea");
    await link(sales.cookie, 7001, "sophea");
    const { id, posted } = await postedQuote("Claim me from Telegram.");

    await telegram.press(7001, "sophea", posted, "Claim");
    await until(async () => ((await lead(id)).assigneeId === sales.id ? true : undefined));
    const claimed = await messageWhen(posted, (text) => text.includes("Sophea claimed it"));
    expect(claimed.text).toContain("<b>Stage:</b> New · <b>Owner:</b> Sophea");
    expect(claimed.text).toContain("<i>Sophea claimed it in Telegram</i>");
    expect(claimed.buttons).toEqual(["Claim", "Contacted", "Quoted", "Won", "Lost"]);

    await telegram.press(7001, "sophea", posted, "Quoted");
    await until(async () => ((await lead(id)).stage === "quoted" ? true : undefined));
    await messageWhen(posted, (text) =>
      text.includes("<b>Stage:</b> Quoted · <b>Owner:</b> Sophea"),
    );

    const { history } = await lead(id);
    expect(history.map((entry) => [entry.actor, entry.field, entry.from, entry.to])).toEqual([
      [sales.email, "assignee", null, sales.email],
      [sales.email, "stage", "new", "quoted"],
    ]);
    const logged = await loggedActivity(server, owner, ["submission.changedInTelegram"]);
    expect(logged.slice(-2).map((entry) => [entry.actor, entry.target, entry.detail])).toEqual([
      [sales.email, `message ${id}`, "claimed it"],
      [sales.email, `message ${id}`, "New → Quoted"],
    ]);
  });

  it("edits the group's message when the lead changes in the admin", async () => {
    const { id, posted } = await postedQuote("Moved on in the admin.");
    const res = await server.request(`/api/admin/submissions/${id}`, {
      method: "PATCH",
      cookie: owner,
      json: { stage: "contacted" },
    });
    expect(res.status).toBe(200);
    const edited = await messageWhen(posted, (text) =>
      text.includes("<b>Stage:</b> Contacted · <b>Owner:</b> nobody yet"),
    );
    expect(edited.buttons).toEqual(["Claim", "Contacted", "Quoted", "Won", "Lost"]);
  });

  it("a press by someone unlinked, disabled, or without the leads changes nothing", async () => {
    const { id, posted } = await postedQuote("Nobody may move me.");
    const disabled = await person("sales", "Vanna");
    await link(disabled.cookie, 7002, "vanna");
    await db()
      .update(adminUsers)
      .set({ disabledAt: new Date() })
      .where(eq(adminUsers.id, disabled.id));
    const editor = await person("editor", "Rithy");
    await link(editor.cookie, 7003, "rithy");

    await telegram.press(7999, "stranger", posted, "Won");
    await telegram.press(7002, "vanna", posted, "Lost");
    await telegram.press(7003, "rithy", posted, "Claim");
    // A later press by a linked salesperson is handled after them: by then they were handled.
    const sales = await person("sales", "Kanha");
    await link(sales.cookie, 7004, "kanha");
    await telegram.press(7004, "kanha", posted, "Contacted");
    await until(async () => ((await lead(id)).stage === "contacted" ? true : undefined));

    const read = await lead(id);
    expect(read.assigneeId).toBeNull();
    expect(read.history.map((entry) => [entry.actor, entry.field, entry.to])).toEqual([
      [sales.email, "stage", "contacted"],
    ]);
  });

  it("honours a press only under the lead's own message in the group, and /start only in private", async () => {
    const sales = await person("sales", "Dara");
    await link(sales.cookie, 7020, "dara");
    const target = await postedQuote("Do not move me with forged data.");
    const other = await postedQuote("The message the forged press is under.");
    // Data naming one lead under another's message, and a real button pressed in another chat.
    await telegram.forgedPress(7020, "dara", other.posted.messageId, `lead:${target.id}:won`);
    await telegram.forgedPress(
      7020,
      "dara",
      target.posted.messageId,
      `lead:${target.id}:lost`,
      -100999,
    );
    // A code read out in a group links nobody (and the bot does not answer there).
    const made = await server.request("/api/admin/telegram/link", {
      method: "POST",
      cookie: owner,
    });
    const { code } = TelegramLinkCodeSchema.parse(await made.json());
    await telegram.command(7021, "in_group", `/start ${code}`, "group");
    // A real press after them: once it is done, they were all read.
    await telegram.press(7020, "dara", other.posted, "Contacted");
    await until(async () => ((await lead(other.id)).stage === "contacted" ? true : undefined));
    expect((await lead(target.id)).stage).toBe("new");
    const state = TelegramLinkStateSchema.parse(
      await (await server.request("/api/admin/telegram/link", { cookie: owner })).json(),
    );
    expect(state.linked).toBeNull();
  });

  it("ends a person's link when every one of their sessions ends", async () => {
    const sales = await person("sales", "Srey");
    await link(sales.cookie, 7030, "srey");
    const res = await server.request("/api/admin/logout", {
      method: "POST",
      cookie: sales.cookie,
      json: { everywhere: true },
    });
    expect(res.status).toBe(200);
    const { posted, id } = await postedQuote("Pressed after signing out everywhere.");
    const other = await person("sales", "Nary");
    await link(other.cookie, 7031, "nary");
    await telegram.press(7030, "srey", posted, "Claim");
    await telegram.press(7031, "nary", posted, "Quoted");
    await until(async () => ((await lead(id)).stage === "quoted" ? true : undefined));
    expect((await lead(id)).assigneeId).toBeNull();
  });

  it("shows the owner who linked Telegram, and lets the owner end a link", async () => {
    const sales = await person("sales", "Rotha");
    await link(sales.cookie, 7040, "rotha");
    const team = TeamListSchema.parse(
      await (await server.request("/api/admin/users", { cookie: owner })).json(),
    ).users;
    expect(team.find((member) => member.id === sales.id)?.telegramName).toBe("@rotha");

    const unlink = () =>
      server.request(`/api/admin/users/${sales.id}/telegram`, { method: "DELETE", cookie: owner });
    expect((await unlink()).status).toBe(204);
    expect((await unlink()).status).toBe(404);
    // Only the owner may: a salesperson may not end someone else's link.
    const other = await person("sales", "Piseth");
    expect(
      (
        await server.request(`/api/admin/users/${sales.id}/telegram`, {
          method: "DELETE",
          cookie: other.cookie,
        })
      ).status,
    ).toBe(403);
    const logged = await loggedActivity(server, owner, ["telegram.unlinked"]);
    expect(logged.at(-1)).toMatchObject({ actor: TEST_ADMIN.email, target: sales.email });

    const { id, posted } = await postedQuote("Pressed after the owner ended the link.");
    await link(other.cookie, 7041, "piseth");
    await telegram.press(7040, "rotha", posted, "Claim");
    await telegram.press(7041, "piseth", posted, "Lost");
    await until(async () => ((await lead(id)).stage === "lost" ? true : undefined));
    expect((await lead(id)).assigneeId).toBeNull();
  });

  it("never handles an update twice, across a restart and an update Telegram sends again", async () => {
    const sales = await person("sales", "Bopha");
    await link(sales.cookie, 7005, "bopha");
    const { id, posted } = await postedQuote("Handle my press once.");
    await telegram.press(7005, "bopha", posted, "Won");
    await until(async () => ((await lead(id)).stage === "won" ? true : undefined));
    // The owner puts it back; a second handling of the old press would set Won again.
    const back = await server.request(`/api/admin/submissions/${id}`, {
      method: "PATCH",
      cookie: owner,
      json: { stage: "new" },
    });
    expect(back.status).toBe(200);

    server = await server.restart();
    owner = await server.login();
    telegram.resendUpdates();
    // A fresh message after the re-sent ones: once it is answered, they were all read.
    await telegram.command(7006, "late", "/start");
    await until(() => (replies(7006).length > 0 ? true : undefined));
    expect(replies(7006)[0]).toMatch(/^To link your Telegram/);

    const read = await lead(id);
    expect(read.stage).toBe("new");
    expect(read.history.filter((entry) => entry.to === "won")).toHaveLength(1);
  });

  itAcrossProcesses(kind)(
    "one of two API processes reads the updates; when it stops, the other takes over",
    async () => {
      // A bot of their own: one bot's updates belong to one database.
      const bot = await startTestTelegram();
      const testDb = await createTestDatabase("postgres", { seeded: true });
      const shared = { ...options(), testDb };
      shared.config.telegram = bot.config;
      const a = await startTestServer("postgres", shared);
      const b = await startTestServer("postgres", shared);
      const answers = (userId: number) => bot.messages(userId).map((m) => m.text);
      try {
        const [reader] = await a.running.deps.database.db.select().from(telegramPolling);
        expect(reader?.holder).toBeTruthy();
        const made = await a.request("/api/admin/telegram/link", {
          method: "POST",
          cookie: await a.login(),
        });
        const { code } = TelegramLinkCodeSchema.parse(await made.json());
        await bot.command(7010, "chenda", `/start ${code}`);
        await until(() => (answers(7010).length > 0 ? true : undefined));
        expect(answers(7010)).toEqual([expect.stringMatching(/^Linked/)]);

        await a.stop();
        await bot.command(7011, "after_stop", "/start");
        await until(() => (answers(7011).length > 0 ? true : undefined), 20_000);
        expect(answers(7011)).toEqual([expect.stringMatching(/^To link your Telegram/)]);
      } finally {
        await a.stop();
        await b.dispose();
        await bot.dispose();
      }
    },
  );
});
