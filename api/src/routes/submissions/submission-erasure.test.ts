import { SubmissionErasureCountSchema, SubmissionPageSchema } from "@app/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { drivers } from "../../../test/test-database.ts";
import { serverForTests } from "../../../test/test-server.ts";

const message = (n: number) => `Message number ${n} about an audit.`;

describe.each(drivers)("erasing a client's submissions [%s]", (kind) => {
  const api = serverForTests(kind);
  beforeAll(async () => {
    const from = (email: string, n: number, extra = {}) =>
      api.server.request("/api/contact", {
        method: "POST",
        json: { name: "Dara Sok", email, message: message(n), ...extra },
      });
    await from("dara@factory.example", 1);
    await from("Dara@Factory.example", 2);
    await from("dara@factory.example", 3, { website: "spam" });
    await from("mey@brand.example", 4);
  });

  const count = async (email: string) => {
    const res = await api.server.request("/api/admin/submissions/erasure/count", {
      method: "POST",
      json: { email },
      cookie: api.cookie,
    });
    expect(res.status).toBe(200);
    return SubmissionErasureCountSchema.parse(await res.json()).count;
  };
  const erase = (json: unknown, withCookie = api.cookie) =>
    api.server.request("/api/admin/submissions/erasure", {
      method: "POST",
      json,
      cookie: withCookie,
    });

  it("counts every submission from an address, whatever its case, spam included", async () => {
    expect(await count(" DARA@factory.example ")).toBe(3);
    expect(await count("nobody@nowhere.example")).toBe(0);
  });

  it("erases them all and answers how many; others stay", async () => {
    const res = await erase({ email: "dara@FACTORY.example" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: "dara@FACTORY.example", count: 3 });
    expect(await count("dara@factory.example")).toBe(0);

    const all = await api.server.request("/api/admin/submissions?limit=200", {
      cookie: api.cookie,
    });
    const spam = await api.server.request("/api/admin/submissions?status=spam", {
      cookie: api.cookie,
    });
    const left = [
      ...SubmissionPageSchema.parse(await all.json()).items,
      ...SubmissionPageSchema.parse(await spam.json()).items,
    ].map((s) => s.message);
    expect(left).toEqual([message(4)]);
  });

  it("refuses a bad address with a field message, and strangers", async () => {
    const bad = await erase({ email: "not an address" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields.email).toBe("Please enter a valid email address");
    expect((await erase({ email: "mey@brand.example" }, "")).status).toBe(401);
    const countWithoutLogin = await api.server.request("/api/admin/submissions/erasure/count", {
      method: "POST",
      json: { email: "mey@brand.example" },
    });
    expect(countWithoutLogin.status).toBe(401);
    expect(await count("mey@brand.example")).toBe(1);
  });
});
