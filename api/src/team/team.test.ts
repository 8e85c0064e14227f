import {
  ACTIVITY_ACTIONS,
  InvitationCreatedSchema,
  MeSchema,
  RecoveryCreatedSchema,
  ROLE_PERMISSIONS,
  TeamListSchema,
  teamMessages,
} from "@app/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, itAcrossProcesses } from "../../test/test-database.ts";
import { startTestServer, TEST_ADMIN, type TestServer } from "../../test/test-server.ts";
import { startTestSmtp, type TestSmtp } from "../../test/test-smtp.ts";
import { adminUsers } from "../db/schema.ts";
import { readMailConfig } from "../mail/mail-config.ts";

const SITE = "https://www.company.example";
const PASSWORD = "mekong river at dawn 2027";

describe.each(drivers)("the team [%s]", (kind) => {
  let smtp: TestSmtp;
  let server: TestServer;
  let owner: string;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    const mail = readMailConfig({ SMTP_URL: smtp.url, NOTIFY_EMAIL: "sales@company.example" });
    server = await startTestServer(kind, { config: { mail, publicUrl: SITE } });
    owner = await server.login();
  });
  afterAll(async () => {
    await server?.dispose();
    await smtp?.stop();
  });

  const invite = (json: unknown, cookie = owner) =>
    server.request("/api/admin/users/invitations", { method: "POST", cookie, json });
  const tokenOf = (link: string) => link.split("#")[1]!;
  const viewInvitation = (token: string) => server.request(`/api/admin/invitations/${token}`);
  const accept = (token: string, json: unknown) =>
    server.request(`/api/admin/invitations/${token}/accept`, { method: "POST", json });
  const me = async (cookie: string) => server.request("/api/admin/me", { cookie });
  const team = async () =>
    TeamListSchema.parse(await (await server.request("/api/admin/users", { cookie: owner })).json())
      .users;
  const change = (id: string, json: unknown) =>
    server.request(`/api/admin/users/${id}`, { method: "PATCH", cookie: owner, json });

  /** Invites `email` as `role` and accepts the link: the new person's session cookie and id. */
  async function join(email: string, role: string, name: string) {
    const created = InvitationCreatedSchema.parse(await (await invite({ email, role })).json());
    const res = await accept(tokenOf(created.link), { name, password: PASSWORD });
    expect(res.status).toBe(201);
    const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0]!;
    const id = (await team()).find((member) => member.email === email)!.id;
    return { cookie, id };
  }

  it("lists the owner who was the only administrator before the team", async () => {
    const [first] = await team();
    expect(first).toMatchObject({ email: TEST_ADMIN.email, role: "owner", status: "active" });
    expect(first!.lastSignInAt).not.toBeNull();
    const mine = MeSchema.parse(await (await me(owner)).json());
    expect(mine.admin).toMatchObject({ email: TEST_ADMIN.email, role: "owner" });
    expect(mine.admin.permissions).toEqual([...ROLE_PERMISSIONS.owner]);
  });

  it("invites by link and e-mail; the link works once, signs the person in with their role", async () => {
    const res = await invite({
      email: "Sopheap@Company.example",
      role: "translator",
      name: "Sopheap",
    });
    expect(res.status).toBe(201);
    const created = InvitationCreatedSchema.parse(await res.json());
    expect(created.invitation).toMatchObject({
      email: "sopheap@company.example",
      role: "translator",
    });
    expect(created.emailed).toBe(true);
    expect(created.link).toMatch(new RegExp(`^${SITE}/admin/join#[a-z2-7]{32}$`));
    const mail = (await smtp.waitFor(1)).find((m) =>
      m.envelope.to.includes("sopheap@company.example"),
    )!;
    expect(mail.parsed.subject).toBe("You are invited to the website admin");
    expect(mail.parsed.text).toContain(created.link);
    expect(mail.parsed.text).toContain("as Translator");

    const token = tokenOf(created.link);
    expect(await (await viewInvitation(token)).json()).toEqual({
      email: "sopheap@company.example",
      role: "translator",
      expiresAt: created.invitation.expiresAt,
      recovery: false,
      name: "Sopheap",
    });
    expect((await team()).find((m) => m.email === "sopheap@company.example")?.status).toBe(
      "invited",
    );

    const weak = await accept(token, { name: "Sopheap", password: "password123" });
    expect(weak.status).toBe(400);
    const joined = await accept(token, { name: "Sopheap Chan", password: PASSWORD });
    expect(joined.status).toBe(201);
    const cookie = (joined.headers.get("set-cookie") ?? "").split(";")[0]!;
    const mine = MeSchema.parse(await (await me(cookie)).json());
    expect(mine.admin).toMatchObject({ name: "Sopheap Chan", role: "translator" });
    expect(mine.admin.permissions).toEqual([...ROLE_PERMISSIONS.translator]);

    const again = await accept(token, { name: "Someone else", password: PASSWORD });
    expect(again.status).toBe(410);
    expect((await again.json()).error).toBe(teamMessages.invitationUsed);
    expect((await viewInvitation(token)).status).toBe(410);
    // The new person signs in with their own password too.
    const login = await server.client().admin.login.$post({
      json: { email: "sopheap@company.example", password: PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it("refuses an unknown link, an expired one, and an address that has an account", async () => {
    const unknown = await viewInvitation("a".repeat(32));
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toBe(teamMessages.invitationNotFound);

    const created = InvitationCreatedSchema.parse(
      await (await invite({ email: "late@company.example", role: "sales" })).json(),
    );
    await server.running.deps.database.db.execute(
      sql`update admin_invitations set expires_at = now() - interval '1 second' where email = 'late@company.example'`,
    );
    const expired = await accept(tokenOf(created.link), { name: "Late", password: PASSWORD });
    expect(expired.status).toBe(410);
    expect((await expired.json()).error).toBe(teamMessages.invitationExpired);

    const taken = await invite({ email: TEST_ADMIN.email, role: "editor" });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toBe(teamMessages.alreadyOnTeam(TEST_ADMIN.email));
  });

  it("a new link replaces the one sent before, and a withdrawn one stops working", async () => {
    const first = InvitationCreatedSchema.parse(
      await (await invite({ email: "twice@company.example", role: "editor" })).json(),
    );
    const second = InvitationCreatedSchema.parse(
      await (await invite({ email: "twice@company.example", role: "sales" })).json(),
    );
    expect((await viewInvitation(tokenOf(first.link))).status).toBe(404);
    expect((await (await viewInvitation(tokenOf(second.link))).json()).role).toBe("sales");
    const removed = await server.request(`/api/admin/users/${second.invitation.id}`, {
      method: "DELETE",
      cookie: owner,
    });
    expect(removed.status).toBe(204);
    expect((await viewInvitation(tokenOf(second.link))).status).toBe(404);
  });

  it("changes a role, and disabling ends the person's sessions and refuses their sign-in", async () => {
    const { cookie, id } = await join("dara@company.example", "sales", "Dara");
    expect((await server.request("/api/admin/submissions", { cookie })).status).toBe(200);

    const promoted = await change(id, { role: "editor" });
    expect(promoted.status).toBe(200);
    expect((await promoted.json()).user.role).toBe("editor");
    const refused = await server.request("/api/admin/submissions", { cookie });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe(
      "Editor accounts cannot open the leads. Ask the owner if you need to.",
    );

    expect((await change(id, { disabled: true })).status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
    const login = await server.client().admin.login.$post({
      json: { email: "dara@company.example", password: PASSWORD },
    });
    expect(login.status).toBe(403);
    expect((await login.json()) as unknown).toEqual({ error: expect.stringContaining("disabled") });
    expect((await team()).find((m) => m.id === id)?.status).toBe("disabled");

    expect((await change(id, { disabled: false })).status).toBe(200);
    const back = await server.client().admin.login.$post({
      json: { email: "dara@company.example", password: PASSWORD },
    });
    expect(back.status).toBe(200);
  });

  it("never leaves the site without an enabled owner", async () => {
    const [self] = await team();
    for (const attempt of [
      () => change(self!.id, { role: "editor" }),
      () => change(self!.id, { disabled: true }),
      () => server.request(`/api/admin/users/${self!.id}`, { method: "DELETE", cookie: owner }),
    ]) {
      const res = await attempt();
      expect(res.status).toBe(409);
      expect((await res.json()).error).toBe(teamMessages.lastOwner);
    }
    const second = await join("second-owner@company.example", "owner", "Second owner");
    // With another owner, one may step down, and the other make them owner again.
    expect((await change(self!.id, { role: "editor" })).status).toBe(200);
    expect((await server.request("/api/admin/users", { cookie: owner })).status).toBe(403);
    const restored = await server.request(`/api/admin/users/${self!.id}`, {
      method: "PATCH",
      cookie: second.cookie,
      json: { role: "owner" },
    });
    expect(restored.status).toBe(200);
    expect((await change(second.id, { disabled: true })).status).toBe(200);
    // The one left is the only enabled owner again.
    expect((await change(self!.id, { disabled: true })).status).toBe(409);
  });

  it("removes a person; the activity log keeps their e-mail on what they did", async () => {
    const { cookie, id } = await join("leaving@company.example", "editor", "Leaving");
    const saved = await server.request("/api/admin/content/hero/preview-links", {
      method: "POST",
      cookie,
    });
    expect(saved.status).toBe(201);
    const removed = await server.request(`/api/admin/users/${id}`, {
      method: "DELETE",
      cookie: owner,
    });
    expect(removed.status).toBe(204);
    expect((await me(cookie)).status).toBe(401);
    const activity = await server.request("/api/admin/activity?person=leaving@company.example", {
      cookie: owner,
    });
    const { items } = (await activity.json()) as { items: { action: string; actor: string }[] };
    expect(items.map((item) => item.action)).toContain("content.previewLinkCreated");
    const log = await server.request("/api/admin/activity?action=team.removed", { cookie: owner });
    const entries = (await log.json()) as { items: { actor: string; target: string }[] };
    expect(entries.items[0]).toMatchObject({
      actor: TEST_ADMIN.email,
      target: "leaving@company.example",
    });
    expect(ACTIVITY_ACTIONS["team.removed"]).toBe("Person removed");
  });

  it("recovers a person's sign-in: a one-time link for a new password, their second factor off on request", async () => {
    const { cookie, id } = await join("forgetful@company.example", "editor", "Forgetful");
    // Two-step sign-in on, as the person set it up (the key itself does not matter here).
    await server.running.deps.database.db
      .update(adminUsers)
      .set({ totpKey: new Uint8Array(20).fill(7) })
      .where(eq(adminUsers.id, id));
    expect((await team()).find((m) => m.id === id)?.totpEnabled).toBe(true);
    const res = await server.request(`/api/admin/users/${id}/recovery`, {
      method: "POST",
      cookie: owner,
      json: { resetSecondFactor: true },
    });
    expect(res.status).toBe(201);
    const created = RecoveryCreatedSchema.parse(await res.json());
    expect(created.emailed).toBe(true);
    const mail = (await smtp.waitFor(1)).find(
      (m) =>
        m.envelope.to.includes("forgetful@company.example") &&
        m.parsed.text?.includes(created.link),
    );
    expect(mail?.parsed.subject).toBe("A link to choose a new admin password");
    // Their sessions ended, their second factor is off, and the list does not call them invited.
    expect((await me(cookie)).status).toBe(401);
    const listed = (await team()).filter((m) => m.email === "forgetful@company.example");
    expect(listed).toEqual([expect.objectContaining({ status: "active", totpEnabled: false })]);

    const token = tokenOf(created.link);
    expect(await (await viewInvitation(token)).json()).toMatchObject({
      email: "forgetful@company.example",
      role: "editor",
      recovery: true,
      name: "Forgetful",
    });
    const newPassword = "tonle sap in the rainy season";
    const accepted = await accept(token, { name: "Forgetful Sok", password: newPassword });
    expect(accepted.status).toBe(201);
    expect((await accept(token, { name: "Again", password: newPassword })).status).toBe(410);
    const login = await server.client().admin.login.$post({
      json: { email: "forgetful@company.example", password: newPassword },
    });
    expect(login.status).toBe(200);
    const old = await server.client().admin.login.$post({
      json: { email: "forgetful@company.example", password: PASSWORD },
    });
    expect(old.status).toBe(401);

    await change(id, { disabled: true });
    const refused = await server.request(`/api/admin/users/${id}/recovery`, {
      method: "POST",
      cookie: owner,
      json: {},
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe(teamMessages.recoverDisabled);
  });

  it("a recovery link sets the password but leaves a second factor still on to be asked", async () => {
    const { id } = await join("still-has-phone@company.example", "sales", "Phone");
    await server.running.deps.database.db
      .update(adminUsers)
      .set({ totpKey: new Uint8Array(20).fill(9) })
      .where(eq(adminUsers.id, id));
    const created = RecoveryCreatedSchema.parse(
      await (
        await server.request(`/api/admin/users/${id}/recovery`, {
          method: "POST",
          cookie: owner,
          json: { resetSecondFactor: false },
        })
      ).json(),
    );
    const newPassword = "kampot pepper on the table";
    const accepted = await accept(tokenOf(created.link), { name: "Phone", password: newPassword });
    expect(accepted.status).toBe(201);
    expect(await accepted.json()).toEqual({ admin: null });
    expect(accepted.headers.get("set-cookie")).toBeNull();
    const login = await server.client().admin.login.$post({
      json: { email: "still-has-phone@company.example", password: newPassword },
    });
    expect(login.status).toBe(401);
    expect(await login.json()).toMatchObject({ totpRequired: true });
  });

  it("withdraws the links of a disabled person and of an owner who leaves", async () => {
    const { id } = await join("paused@company.example", "editor", "Paused");
    const recovery = RecoveryCreatedSchema.parse(
      await (
        await server.request(`/api/admin/users/${id}/recovery`, {
          method: "POST",
          cookie: owner,
          json: {},
        })
      ).json(),
    );
    expect((await change(id, { disabled: true })).status).toBe(200);
    expect((await viewInvitation(tokenOf(recovery.link))).status).toBe(404);

    const leaving = await join("leaving-owner@company.example", "owner", "Leaving owner");
    const left = InvitationCreatedSchema.parse(
      await (
        await invite({ email: "left-behind@company.example", role: "owner" }, leaving.cookie)
      ).json(),
    );
    expect((await viewInvitation(tokenOf(left.link))).status).toBe(200);
    const removed = await server.request(`/api/admin/users/${leaving.id}`, {
      method: "DELETE",
      cookie: owner,
    });
    expect(removed.status).toBe(204);
    expect((await viewInvitation(tokenOf(left.link))).status).toBe(404);
  });

  it("shows someone given a removed person's address only what they did themselves", async () => {
    const first = await join("shared-desk@company.example", "sales", "First");
    await server.request("/api/admin/logout", { method: "POST", cookie: first.cookie });
    await server.request(`/api/admin/users/${first.id}`, { method: "DELETE", cookie: owner });
    const second = await join("shared-desk@company.example", "translator", "Second");
    const res = await server.request("/api/admin/activity", { cookie: second.cookie });
    const { items } = (await res.json()) as { items: { action: string }[] };
    expect(items.map((item) => item.action)).not.toContain("logout");
    expect(items.map((item) => item.action)).toContain("team.joined");
  });

  it("refuses a disabled account's right password, counted as a failed sign-in", async () => {
    const { id } = await join("frozen@company.example", "sales", "Frozen");
    await change(id, { disabled: true });
    const login = await server.client().admin.login.$post({
      json: { email: "frozen@company.example", password: PASSWORD },
    });
    expect(login.status).toBe(403);
    const log = await server.request("/api/admin/activity?action=login.failure", { cookie: owner });
    const { items } = (await log.json()) as { items: { actor: string; detail: string }[] };
    expect(items[0]).toMatchObject({ actor: "frozen@company.example", detail: "account disabled" });
  });

  itAcrossProcesses(kind)(
    "disabling on one process ends the session on another at once",
    async () => {
      const { cookie, id } = await join("two-processes@company.example", "sales", "Two");
      const other = await startTestServer(kind, { testDb: server.testDb });
      try {
        expect((await other.request("/api/admin/me", { cookie })).status).toBe(200);
        expect((await change(id, { disabled: true })).status).toBe(200);
        expect((await other.request("/api/admin/me", { cookie })).status).toBe(401);
      } finally {
        await other.stop();
      }
    },
  );
});
