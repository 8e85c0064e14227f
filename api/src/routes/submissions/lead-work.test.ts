import {
  AssigneeListSchema,
  LeadHistoryEntrySchema,
  LeadNoteSchema,
  LeadSourceSchema,
  type Role,
  SubmissionPageSchema,
  SubmissionSchema,
} from "@app/contract";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { drivers } from "../../../test/test-database.ts";
import { serverForTests, TEST_ADMIN } from "../../../test/test-server.ts";
import { createSession, generateSessionToken } from "../../auth/session.ts";
import { SESSION_COOKIE } from "../../auth/session-cookie.ts";
import { queryRows } from "../../db/query-rows.ts";
import { adminUsers, submissions } from "../../db/schema.ts";

const LeadSchema = SubmissionSchema.extend({
  source: LeadSourceSchema.nullable(),
  notes: LeadNoteSchema.array(),
  history: LeadHistoryEntrySchema.array(),
});

/** Issue 36: a lead's stage, owner, follow-up day, notes and history. */
describe.each(drivers)("working a lead [%s]", (kind) => {
  const api = serverForTests(kind);
  const db = () => api.server.running.deps.database.db;

  /** A person of this role on the team, signed in: their id and session cookie. */
  async function person(role: Role, email: string, disabled = false) {
    const id = crypto.randomUUID();
    await db()
      .insert(adminUsers)
      .values({ id, email, name: email.split("@")[0]!, role, passwordHash: "unused here" });
    const token = generateSessionToken();
    await createSession(db(), token, id);
    if (disabled) {
      await db().update(adminUsers).set({ disabledAt: new Date() }).where(eq(adminUsers.id, id));
    }
    return { id, cookie: `${SESSION_COOKIE}=${token}` };
  }

  async function newLead(message: string) {
    const res = await api.visitor.quote.$post({
      json: {
        name: "Dara Sok",
        email: "dara@mill.example",
        service: "GOTS certification",
        message,
      },
    });
    expect(res.status).toBe(200);
    const [row] = await db()
      .select({ id: submissions.id })
      .from(submissions)
      .where(eq(submissions.message, message));
    return row!.id;
  }

  const patch = (id: number, json: unknown, cookie = api.cookie) =>
    api.server.request(`/api/admin/submissions/${id}`, { method: "PATCH", cookie, json });
  const lead = async (id: number, cookie = api.cookie) =>
    LeadSchema.parse(
      await (await api.server.request(`/api/admin/submissions/${id}`, { cookie })).json(),
    );
  const list = async (query: string, cookie = api.cookie) => {
    const res = await api.server.request(`/api/admin/submissions?${query}`, { cookie });
    expect(res.status).toBe(200);
    return SubmissionPageSchema.parse(await res.json()).items.map((item) => item.id);
  };

  it("starts new and unassigned, and keeps who moved it, to whom and when to call back", async () => {
    const sales = await person("sales", "sreyneang@company.example");
    const id = await newLead("Two sites, GOTS and OCS.");
    expect(await lead(id)).toMatchObject({ stage: "new", assigneeId: null, followUpOn: null });

    const res = await patch(
      id,
      { stage: "quoted", assigneeId: sales.id, followUpOn: "2027-01-15" },
      sales.cookie,
    );
    expect(res.status).toBe(200);
    expect(SubmissionSchema.parse(await res.json())).toMatchObject({
      stage: "quoted",
      assigneeId: sales.id,
      followUpOn: "2027-01-15",
    });
    const { history } = await lead(id);
    expect(history.map(({ field, from, to, actor }) => ({ field, from, to, actor }))).toEqual([
      { field: "stage", from: "new", to: "quoted", actor: "sreyneang@company.example" },
      {
        field: "assignee",
        from: null,
        to: "sreyneang@company.example",
        actor: "sreyneang@company.example",
      },
      { field: "followUp", from: null, to: "2027-01-15", actor: "sreyneang@company.example" },
    ]);
    // Setting what it already has adds nothing to the history.
    expect((await patch(id, { stage: "quoted" })).status).toBe(200);
    expect((await lead(id)).history).toHaveLength(3);
    expect((await patch(id, { assigneeId: null, followUpOn: null })).status).toBe(200);
    expect(await lead(id)).toMatchObject({ assigneeId: null, followUpOn: null });
    expect((await lead(id)).history.at(-1)).toMatchObject({
      field: "followUp",
      actor: TEST_ADMIN.email,
    });
  });

  it("assigns only someone on the team who may open the leads, and lists them", async () => {
    const id = await newLead("Who looks after me?");
    const editor = await person("editor", "editor@company.example");
    const gone = await person("sales", "gone@company.example", true);
    const seller = await person("sales", "seller@company.example");
    const res = await api.server.request("/api/admin/submissions/assignees", {
      cookie: seller.cookie,
    });
    const listed = AssigneeListSchema.parse(await res.json()).assignees.map((a) => a.email);
    expect(listed).toContain("seller@company.example");
    expect(listed).toContain(TEST_ADMIN.email);
    expect(listed).not.toContain("editor@company.example");
    expect(listed).not.toContain("gone@company.example");
    for (const assigneeId of [editor.id, gone.id, "no-such-person"]) {
      const res = await patch(id, { assigneeId });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; fields: { assigneeId: string } };
      expect(body.fields.assigneeId).toBe(body.error);
    }
    expect((await patch(id, { stage: "lost-ish" })).status).toBe(400);
    expect((await patch(id, { followUpOn: "2027-02-30" })).status).toBe(400);
    expect((await patch(id, {})).status).toBe(400);
    expect((await lead(id)).history).toEqual([]);
  });

  it("keeps notes by their author, oldest first, refusing an empty one", async () => {
    const sales = await person("sales", "notes@company.example");
    const id = await newLead("Please call after 3 pm.");
    const add = (text: string) =>
      api.server.request(`/api/admin/submissions/${id}/notes`, {
        method: "POST",
        cookie: sales.cookie,
        json: { text },
      });
    const first = await add("Called: wants a scope for two sites.");
    expect(first.status).toBe(201);
    expect(LeadNoteSchema.parse((await first.json()).note)).toMatchObject({
      author: "notes@company.example",
      text: "Called: wants a scope for two sites.",
    });
    expect((await add("Sent the quote.")).status).toBe(201);
    expect((await add("   ")).status).toBe(400);
    expect((await lead(id)).notes.map((note) => note.text)).toEqual([
      "Called: wants a scope for two sites.",
      "Sent the quote.",
    ]);
    const missing = await api.server.request("/api/admin/submissions/999999/notes", {
      method: "POST",
      cookie: sales.cookie,
      json: { text: "Nobody here." },
    });
    expect(missing.status).toBe(404);
  });

  it("keeps where a lead came from, bounded, and takes the lead whatever the source holds", async () => {
    const send = async (message: string, source: unknown) => {
      const res = await api.server.request("/api/quote", {
        method: "POST",
        json: { name: "Dara Sok", email: "dara@mill.example", service: "GOTS", message, source },
      });
      expect(res.status).toBe(200);
      const [row] = await db()
        .select({ id: submissions.id })
        .from(submissions)
        .where(eq(submissions.message, message));
      return (await lead(row!.id)).source;
    };
    expect(
      await send("From the GOTS campaign, two sites.", {
        landingPage: "/certifications/gots",
        referrer: "mail.google.com",
        utmSource: "newsletter",
        utmCampaign: "gots-2027",
      }),
    ).toEqual({
      landingPage: "/certifications/gots",
      referrer: "mail.google.com",
      utmSource: "newsletter",
      utmMedium: null,
      utmCampaign: "gots-2027",
      utmTerm: null,
      utmContent: null,
      device: null,
    });
    const hostile = await send("A hostile source, still a lead.", {
      landingPage: "javascript:alert(1)",
      referrer: "https://evil.example/?q=<script>",
      utmCampaign: "c".repeat(10_000),
    });
    expect(hostile?.landingPage).toBeNull();
    expect(hostile?.referrer).toBeNull();
    expect(hostile?.utmCampaign).toHaveLength(200);
    expect(await send("No source at all, a plain lead.", "not an object")).toBeNull();
  });

  it("lists by stage, by assignee (me, none, a person) and the follow-ups due", async () => {
    const mine = await person("sales", "mine@company.example");
    const [a, b, c, d] = [
      await newLead("Lead A: a quote for our dye house, please."),
      await newLead("Lead B: a quote for our dye house, please."),
      await newLead("Lead C: a quote for our dye house, please."),
      await newLead("Lead D: a quote for our dye house, please."),
    ];
    const [{ today }] = (await queryRows<{ today: string }>(
      db(),
      sql`select to_char((now() at time zone 'Asia/Phnom_Penh')::date, 'YYYY-MM-DD') as today`,
    )) as [{ today: string }];
    expect((await patch(a!, { assigneeId: mine.id, followUpOn: today })).status).toBe(200);
    expect((await patch(b!, { assigneeId: mine.id, followUpOn: "2099-01-01" })).status).toBe(200);
    expect((await patch(c!, { stage: "won", followUpOn: "2020-01-01" })).status).toBe(200);
    expect((await patch(d!, { stage: "contacted", followUpOn: "2020-01-01" })).status).toBe(200);

    expect(await list("assignee=me", mine.cookie)).toEqual([b, a]);
    expect(await list(`assignee=${mine.id}`)).toEqual([b, a]);
    expect(await list("assignee=none")).not.toContain(a);
    expect(await list("stage=won")).toContain(c);
    expect(await list("stage=won")).not.toContain(d);
    const due = await list("followUp=due");
    expect(due).toContain(a);
    expect(due).toContain(d);
    expect(due).not.toContain(b);
    expect(due).not.toContain(c);
    const refused = await api.server.request("/api/admin/submissions?stage=maybe", {
      cookie: api.cookie,
    });
    expect(refused.status).toBe(400);
  });
});
