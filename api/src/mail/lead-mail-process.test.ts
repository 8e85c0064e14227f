import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { spawnServer, startProcess } from "../../test/spawn-server.ts";
import { startTestSmtp } from "../../test/test-smtp.ts";

/** The real entry point, configured only by the environment, as an operator runs it. */
describe("lead e-mails from the environment", () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "api-mail-env-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("with SMTP_URL and NOTIFY_EMAIL set, every quote reaches the business within seconds", async () => {
    const smtp = await startTestSmtp();
    const server = await spawnServer({
      DATA_DIR: dataDir(),
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: "sales@company.example, owner@company.example",
      MAIL_FROM: "Company website <web@company.example>",
    });
    try {
      expect(server.log()).toMatch(/"message":"lead e-mails on"/);
      const res = await fetch(`${server.url}/api/quote`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify({
          name: "Dara Sok",
          email: "dara@factory.example",
          service: "GOTS certification",
          message: "Quote for two production sites, please.",
        }),
      });
      expect(res.status).toBe(200);
      const { reference } = await res.json();
      expect(reference).toMatch(/^Q-\d{5}$/);
      const [mail] = await smtp.waitFor(1, 5_000);
      expect(mail!.envelope.to).toEqual(["sales@company.example", "owner@company.example"]);
      expect(mail!.parsed.from?.text).toBe('"Company website" <web@company.example>');
      expect(mail!.parsed.subject).toBe(
        `Quote request ${reference}: GOTS certification from Dara Sok`,
      );
    } finally {
      server.child.kill("SIGTERM");
      await server.exit;
      await smtp.stop();
    }
  });

  it("without SMTP_URL says once at start that e-mail is off", async () => {
    const server = await spawnServer({ DATA_DIR: dataDir(), SMTP_URL: "" });
    try {
      expect(server.log().match(/lead e-mails off: SMTP_URL is not set/g)).toHaveLength(1);
    } finally {
      server.child.kill("SIGTERM");
      await server.exit;
    }
  });

  it("refuses to start with mail settings that cannot work, saying why", async () => {
    const child = startProcess(
      { DATA_DIR: dataDir(), SMTP_URL: "smtp://mail.company.example", NOTIFY_EMAIL: "" },
      "ignore",
    );
    let log = "";
    child.stderr.on("data", (chunk: Buffer) => {
      log += chunk.toString();
    });
    expect(await new Promise((resolve) => child.on("exit", resolve))).toBe(1);
    expect(log).toMatch(/Could not start: SMTP_URL is set but NOTIFY_EMAIL is not/);
  });
});
