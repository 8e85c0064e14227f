import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../test/free-port.ts";
import {
  createPrivatePostgres,
  type PrivatePostgres,
  postgresBinDir,
} from "../../test/private-postgres.ts";
import { postgresWanted } from "../../test/test-database.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";

describe.skipIf(!postgresWanted && !postgresBinDir)(
  "PostgreSQL restarted under a running API [postgres]",
  () => {
    let pg: PrivatePostgres;
    let server: TestServer;

    beforeAll(async () => {
      pg = createPrivatePostgres(await freePort());
      server = await startTestServer("postgres", {
        testDb: { options: { kind: "postgres", url: pg.url }, drop: async () => {} },
      });
      // Site search makes its index on a new database just after the start: made before the
      // outage, so the outage meets an idle server and the test is the same every time.
      await server.running.deps.search.index.current();
    });
    afterAll(async () => {
      await server?.stop();
      pg?.destroy();
    });

    it("answers 503 during the outage, within about 2 s, and recovers without a restart", async () => {
      const cookie = await server.login();
      expect((await server.request("/api/health")).status).toBe(200);

      pg.stop();
      const started = Date.now();
      const during = await server.request("/api/health");
      expect(during.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(4000);
      const failingQuote = await server.request("/api/quote", {
        method: "POST",
        json: {
          name: "Outage Client",
          email: "outage@client.example",
          service: "GOTS",
          message: "Sent while the database is down.",
        },
      });
      expect(failingQuote.status).toBeGreaterThanOrEqual(500);
      expect(await failingQuote.json()).toHaveProperty("error");

      pg.start();
      let healthy = false;
      for (let i = 0; i < 50 && !healthy; i++) {
        healthy = (await server.request("/api/health")).status === 200;
        if (!healthy) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(healthy).toBe(true);
      const me = await server.request("/api/admin/me", { cookie });
      expect(me.status).toBe(200);
      const quote = await server.request("/api/quote", {
        method: "POST",
        json: {
          name: "Back Again",
          email: "back@client.example",
          service: "GOTS",
          message: "Sent after the database came back.",
        },
      });
      expect(quote.status).toBe(200);
    });
  },
);
