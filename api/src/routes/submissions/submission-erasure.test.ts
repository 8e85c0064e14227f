import {
  type ApiError,
  type SubmissionErasure,
  SubmissionErasureCountSchema,
  SubmissionPageSchema,
} from "@app/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { drivers } from "../../../test/test-database.ts";
import { serverForTests } from "../../../test/test-server.ts";

const message = (n: number) => `Message number ${n} about an audit.`;
/** A refusal's body: the routes declare only their success. */
const refusal = async (res: { json(): Promise<unknown> }) => (await res.json()) as ApiError;

describe.each(drivers)("erasing a client's submissions [%s]", (kind) => {
  const api = serverForTests(kind);
  beforeAll(async () => {
    const from = (email: string, n: number, extra = {}) =>
      api.visitor.contact.$post({
        json: { name: "Dara Sok", email, message: message(n), ...extra },
      });
    await from("dara@factory.example", 1);
    await from("Dara@Factory.example", 2);
    await from("dara@factory.example", 3, { website: "spam" });
    await from("mey@brand.example", 4);
  });

  const count = async (email: string) => {
    const res = await api.admin.admin.submissions.erasure.count.$post({ json: { email } });
    expect(res.status).toBe(200);
    return SubmissionErasureCountSchema.parse(await res.json()).count;
  };
  const erase = (json: SubmissionErasure, client = api.admin) =>
    client.admin.submissions.erasure.$post({ json });

  it("counts every submission from an address, whatever its case, spam included", async () => {
    expect(await count(" DARA@factory.example ")).toBe(3);
    expect(await count("nobody@nowhere.example")).toBe(0);
  });

  it("erases them all and answers how many; others stay", async () => {
    const res = await erase({ email: "dara@FACTORY.example" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: "dara@FACTORY.example", count: 3 });
    expect(await count("dara@factory.example")).toBe(0);

    const all = await api.admin.admin.submissions.$get({ query: { limit: "200" } });
    const spam = await api.admin.admin.submissions.$get({ query: { status: "spam" } });
    const left = [
      ...SubmissionPageSchema.parse(await all.json()).items,
      ...SubmissionPageSchema.parse(await spam.json()).items,
    ].map((s) => s.message);
    expect(left).toEqual([message(4)]);
  });

  it("refuses a bad address with a field message, and strangers", async () => {
    const bad = await erase({ email: "not an address" });
    expect(bad.status).toBe(400);
    expect((await refusal(bad)).fields?.email).toBe("Please enter a valid email address");
    expect((await erase({ email: "mey@brand.example" }, api.visitor)).status).toBe(401);
    const countWithoutLogin = await api.visitor.admin.submissions.erasure.count.$post({
      json: { email: "mey@brand.example" },
    });
    expect(countWithoutLogin.status).toBe(401);
    expect(await count("mey@brand.example")).toBe(1);
  });
});
