import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { submissions } from "../../src/db/schema.ts";
import { drivers } from "../../test/test-database.ts";
import { serverForTests } from "../../test/test-server.ts";

describe.each(drivers)("200 concurrent quote submissions [%s]", (kind) => {
  const api = serverForTests(kind, { login: false });

  it("stores every request answered 2xx exactly once", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        api.server
          .request("/api/quote", {
            method: "POST",
            json: {
              name: `Concurrent client ${i}`,
              email: `client${i}@concurrent.example`,
              service: "GRS certification",
              message: `Quotation request number ${i}, sent all at once.`,
            },
          })
          .then((res) => ({ i, status: res.status })),
      ),
    );
    const answered = statuses.filter((s) => s.status >= 200 && s.status < 300);
    expect(answered).toHaveLength(200);

    const rows = await api.server.running.deps.database.db
      .select({ email: submissions.email })
      .from(submissions)
      .where(eq(submissions.kind, "quote"));
    const emails = rows.map((r) => r.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const { i } of answered) expect(emails).toContain(`client${i}@concurrent.example`);
    expect(emails).toHaveLength(answered.length);
  });
});
