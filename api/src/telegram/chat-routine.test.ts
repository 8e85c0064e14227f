import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";
import { startTestSmtp, type TestSmtp } from "../../test/test-smtp.ts";
import {
  startTestTelegram,
  type TestTelegram,
  telegramTestConfig,
  until,
} from "../../test/test-telegram.ts";
import { readMailConfig } from "../mail/mail-config.ts";

const SITE = "https://www.company.example";
/** 08:30 on Monday 30 November in Phnom Penh: the morning digest is due. */
const MORNING = new Date("2026-11-30T01:30:00Z");

/** Issue 37: the group also hears the morning digest and what is going wrong, each once. */
describe.each(drivers)("the group's digest and alerts [%s]", (kind) => {
  let telegram: TestTelegram;
  let smtp: TestSmtp;
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    const notAFolder = join(mkdtempSync(join(tmpdir(), "routine-")), "a-file");
    writeFileSync(notAFolder, "");
    telegram = await startTestTelegram();
    smtp = await startTestSmtp();
    // The mail server refuses every lead e-mail for good.
    smtp.refuseWith({ code: 550, message: "5.7.1 Relaying denied" });
    server = await startTestServer(kind, {
      config: {
        ...telegramTestConfig(telegram),
        telegramRoutineMs: 150,
        publicUrl: SITE,
        digestClock: () => MORNING,
        mail: readMailConfig({ SMTP_URL: smtp.url, NOTIFY_EMAIL: "sales@company.example" }),
        outboxPollMs: 100,
        // Every disk is nearly full by this measure.
        diskPath: tmpdir(),
        diskThreshold: { minFreeBytes: Number.MAX_SAFE_INTEGER, minFreeFraction: 0 },
        // A folder that cannot be made (under a file): the automatic backup fails at its first try.
        backup: { dir: join(notAFolder, "backups"), keep: 1 },
        backupTiming: { everyMs: 86_400_000, retryMs: 3_600_000, checkMs: 100, startDelayMs: 50 },
      },
    });
    cookie = await server.login();
  });
  afterAll(async () => {
    await server?.dispose();
    await telegram?.dispose();
    await smtp?.stop();
  });

  const posted = (start: string) => telegram.messages().filter((m) => m.text.startsWith(start));

  it("posts the morning digest once, owner by owner, with why each lead is listed", async () => {
    const res = await server.request("/api/quote", {
      method: "POST",
      json: {
        name: "Dara Sok",
        email: "dara@mill.example",
        service: "GOTS",
        message: "Follow me up.",
      },
    });
    const { reference } = (await res.json()) as { reference: string };
    const id = Number(reference.slice(2));
    const due = await server.request(`/api/admin/submissions/${id}`, {
      method: "PATCH",
      cookie,
      json: { followUpOn: "2026-11-30" },
    });
    expect(due.status).toBe(200);

    const [digest] = await until(() => {
      const found = posted("<b>Leads for Monday 30 November</b>");
      return found.length > 0 ? found : undefined;
    });
    expect(digest!.text).toContain("1 need a look today.");
    expect(digest!.text).toContain("<b>Nobody yet</b>");
    expect(digest!.text).toContain(
      `• <a href="${SITE}/admin/inbox/${id}">${reference} Dara Sok, GOTS, New</a>: follow up today`,
    );
    // Several more looks by the routine: it is not posted again.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(posted("<b>Leads for")).toHaveLength(1);
  });

  it("alerts once each when lead e-mail fails, a backup failed and the disk is nearly full", async () => {
    await until(() => (posted("<b>Lead e-mails are failing</b>").length > 0 ? true : undefined));
    await until(() => (posted("<b>The automatic backup failed</b>").length > 0 ? true : undefined));
    await until(() =>
      posted("<b>The server's disk is nearly full</b>").length > 0 ? true : undefined,
    );
    expect(posted("<b>Lead e-mails are failing</b>")[0]!.text).toContain(
      `<a href="${SITE}/admin/settings">Settings</a>`,
    );
    expect(posted("<b>The server's disk is nearly full</b>")[0]!.text).toMatch(
      /[\d.]+ [KMGT]?B free of/,
    );
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(posted("<b>Lead e-mails are failing</b>")).toHaveLength(1);
    expect(posted("<b>The automatic backup failed</b>")).toHaveLength(1);
    expect(posted("<b>The server's disk is nearly full</b>")).toHaveLength(1);
  });
});
