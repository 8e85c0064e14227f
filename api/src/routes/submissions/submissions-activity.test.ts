import { type ActivityAction, SubmissionPageSchema, type SubmissionUpdate } from "@app/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { adminEntry, loggedActivity } from "../../../test/activity-entries.ts";
import { drivers } from "../../../test/test-database.ts";
import { serverForTests } from "../../../test/test-server.ts";

const USER_AGENT = "submissions-activity-test/1.0";
const VISITOR = "dara@factory.example";
const MESSAGE = "Please audit our dye house before the autumn season.";

describe.each(drivers)("inbox changes in the activity log [%s]", (kind) => {
  const api = serverForTests(kind);
  /** Every call as this browser: the log records its user agent. */
  const asBrowser = { headers: { "user-agent": USER_AGENT } };
  const patch = (id: number, status: SubmissionUpdate["status"], client = api.admin) =>
    client.admin.submissions[":id"].$patch(
      { param: { id: String(id) }, json: { status } },
      asBrowser,
    );
  /** A status the types refuse (only the server sets it), sent as a hostile client would. */
  const patchRaw = (id: number, status: string) =>
    api.server.request(`/api/admin/submissions/${id}`, {
      method: "PATCH",
      json: { status },
      cookie: api.cookie,
      headers: asBrowser.headers,
    });
  const erase = (email: string) =>
    api.admin.admin.submissions.erasure.$post({ json: { email } }, asBrowser);
  const logged = () => loggedActivity(api.server, api.cookie, ["submission."]);
  const entry = (action: ActivityAction, target: string | null, detail: string | null) =>
    adminEntry(USER_AGENT, action, target, detail);

  let ids: number[];
  beforeAll(async () => {
    for (const email of [VISITOR, VISITOR.toUpperCase(), "mey@brand.example"]) {
      const res = await api.visitor.contact.$post({
        json: { name: "Dara Sok", email, message: MESSAGE },
      });
      expect(res.status).toBe(200);
    }
    const inbox = await api.admin.admin.submissions.$get({ query: { limit: "200" } }, asBrowser);
    ids = SubmissionPageSchema.parse(await inbox.json())
      .items.map((s) => s.id)
      .sort((a, b) => a - b);
    expect(ids).toHaveLength(3);
  });

  it("records status changes with the old and new status; no change, no entry", async () => {
    const [first, second] = ids as [number, number];
    expect((await patch(first, "read")).status).toBe(200);
    expect((await patch(first, "read")).status).toBe(200);
    expect((await patch(first, "archived")).status).toBe(200);
    expect((await patch(second, "archived")).status).toBe(200);
    // Refused: a status only the server sets, an unknown message, no session.
    expect((await patchRaw(second, "spam")).status).toBe(400);
    expect((await patch(999_999, "read")).status).toBe(404);
    expect((await patch(second, "new", api.visitor)).status).toBe(401);

    expect(await logged()).toMatchObject([
      entry("submission.statusChanged", `message ${first}`, "new → read"),
      entry("submission.statusChanged", `message ${first}`, "read → archived"),
      entry("submission.statusChanged", `message ${second}`, "new → archived"),
    ]);
  });

  it("records an erasure by its count only, never the address or the message", async () => {
    const before = (await logged()).length;
    expect(await (await erase(VISITOR)).json()).toMatchObject({ count: 2 });
    // Nothing left to erase: nothing happened, nothing recorded.
    expect(await (await erase(VISITOR)).json()).toMatchObject({ count: 0 });
    expect(await (await erase("mey@brand.example")).json()).toMatchObject({ count: 1 });

    const entries = (await logged()).slice(before);
    expect(entries).toMatchObject([
      entry("submission.erased", null, "2 messages erased"),
      entry("submission.erased", null, "1 message erased"),
    ]);
    const everything = await api.admin.admin.activity.$get({ query: { limit: "200" } }, asBrowser);
    const text = (await everything.text()).toLowerCase();
    expect(text).not.toContain(VISITOR);
    expect(text).not.toContain("mey@brand.example");
    expect(text).not.toContain(MESSAGE.toLowerCase());
  });
});
