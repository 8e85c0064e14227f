import { apiErrorMessages, countMatching, SubmissionCountsSchema } from "@app/contract";
import { describe, expect, it } from "vitest";
import { drivers } from "../../../test/test-database.ts";
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
    const res = await api.server.request("/api/admin/submissions/counts", {
      cookie: api.cookie,
    });
    return countMatching(SubmissionCountsSchema.parse(await res.json()), undefined);
  };

  it("counts valid quote and contact posts together and answers 429 past the limit", async () => {
    // Refused posts are not stored, so they do not use up the allowance.
    const invalid = await api.server.request("/api/quote", { method: "POST", json: { name: "A" } });
    expect(invalid.status).toBe(400);

    for (const [path, json] of [
      ["/api/quote", quote],
      ["/api/contact", contact],
      ["/api/quote", quote],
    ] as const) {
      expect((await api.server.request(path, { method: "POST", json })).status).toBe(200);
    }

    const limited = await api.server.request("/api/contact", { method: "POST", json: contact });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: apiErrorMessages.tooManyRequests });
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await storedCount()).toBe(3);
  });

  it("is not reset by a rotated X-Forwarded-For when no proxy is trusted", async () => {
    const res = await api.server.request("/api/quote", {
      method: "POST",
      json: quote,
      headers: { "x-forwarded-for": "203.0.113.77" },
    });
    expect(res.status).toBe(429);
    expect(await storedCount()).toBe(3);
  });
});
