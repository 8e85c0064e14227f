import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { apiErrorMessages, countMatching, SubmissionCountsSchema } from "@app/contract";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { spawnServer } from "../../../test/spawn-server.ts";
import { createTestDatabase, drivers } from "../../../test/test-database.ts";
import { serverForTests } from "../../../test/test-server.ts";

const quote = {
  name: "Dara Sok",
  email: "dara@factory.example",
  service: "GOTS certification",
  message: "We need a quote for two production sites.",
};
const contact = {
  name: "Mey Lin",
  email: "mey@brand.example",
  message: "Please call me about an audit next month.",
};

describe.each(drivers)("form rate limit [%s]", (kind) => {
  const api = serverForTests(kind, {
    config: { formRateLimit: { max: 3, windowMs: 60_000 } },
  });

  const storedCount = async () => {
    const res = await api.admin.admin.submissions.counts.$get({ query: {} });
    return countMatching(SubmissionCountsSchema.parse(await res.json()), undefined);
  };

  it("counts valid quote and contact posts together and answers 429 past the limit", async () => {
    // Refused posts are not stored, so they do not use up the allowance.
    // Missing fields on purpose: sent raw, as the types refuse it.
    const invalid = await api.server.request("/api/quote", { method: "POST", json: { name: "A" } });
    expect(invalid.status).toBe(400);

    for (const send of [
      () => api.visitor.quote.$post({ json: quote }),
      () => api.visitor.contact.$post({ json: contact }),
      () => api.visitor.quote.$post({ json: quote }),
    ]) {
      expect((await send()).status).toBe(200);
    }

    const limited = await api.visitor.contact.$post({ json: contact });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: apiErrorMessages.tooManyRequests });
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await storedCount()).toBe(3);
  });

  it("is not reset by a rotated X-Forwarded-For when no proxy is trusted", async () => {
    const res = await api.visitor.quote.$post(
      { json: quote },
      { headers: { "x-forwarded-for": "203.0.113.77" } },
    );
    expect(res.status).toBe(429);
    expect(await storedCount()).toBe(3);
  });
});

describe.skipIf(!drivers.includes("postgres"))(
  "form rate limit across processes [postgres]",
  () => {
    it("lets through no more than the allowance of parallel posts from one address to two API processes", async () => {
      const testDb = await createTestDatabase("postgres");
      const url = testDb.options.kind === "postgres" ? testDb.options.url : "";
      const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), "api-form-race-")));
      const env = (dir: string) => ({ DATABASE_URL: url, DATA_DIR: dir, FORM_RATE_LIMIT: "5" });
      // One after the other: the first applies the migrations.
      const first = await spawnServer(env(dirs[0]!));
      const second = await spawnServer(env(dirs[1]!));
      try {
        const answers = await Promise.all(
          Array.from({ length: 40 }, (_, i) => {
            const server = i % 2 === 0 ? first : second;
            return fetch(`${server.url}/api/quote`, {
              method: "POST",
              headers: { "content-type": "application/json", origin: server.url },
              body: JSON.stringify({ ...quote, message: `Parallel quote number ${i}.` }),
            }).then((res) => res.status);
          }),
        );
        expect(answers.filter((status) => status === 200)).toHaveLength(5);
        expect(answers.filter((status) => status === 429)).toHaveLength(35);
        const sql = postgres(url, { max: 1, onnotice: () => {} });
        try {
          const [row] = await sql`select count(*)::int as stored from submissions`;
          expect(row!.stored).toBe(5);
        } finally {
          await sql.end();
        }
      } finally {
        for (const server of [first, second]) server.child.kill("SIGTERM");
        await Promise.all([first.exit, second.exit]);
        for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
        await testDb.drop();
      }
    }, 120_000);
  },
);

describe("form rate limit over IPv6, behind a trusted proxy", () => {
  const api = serverForTests("pglite", {
    login: false,
    config: { trustProxy: true, formRateLimit: { max: 2, windowMs: 60_000 } },
  });

  const post = (address: string) =>
    api.visitor.quote.$post({ json: quote }, { headers: { "x-forwarded-for": address } });

  it("counts one /64 network as one client, whatever address in it posts", async () => {
    expect((await post("2001:db8:7:1::1")).status).toBe(200);
    expect((await post("2001:db8:7:1::2")).status).toBe(200);
    expect((await post("2001:db8:7:1:ffff:1:2:3")).status).toBe(429);
    // Another network is another client.
    expect((await post("2001:db8:7:2::1")).status).toBe(200);
  });

  it("counts one client whatever port the proxy wrote, and an IPv4 mapped into IPv6 as that IPv4", async () => {
    expect((await post("203.0.113.5:4567")).status).toBe(200);
    expect((await post("203.0.113.5:4568")).status).toBe(200);
    expect((await post("::ffff:cb00:7105")).status).toBe(429);
    expect((await post("[2001:db8:9:1::1]:443")).status).toBe(200);
    expect((await post("[2001:db8:9:1::2]:8443")).status).toBe(200);
    expect((await post("2001:db8:9:1::3")).status).toBe(429);
  });
});
