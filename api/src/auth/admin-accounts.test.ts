import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { serverForTests, TEST_ADMIN } from "../../test/test-server.ts";
import { enableTotp } from "../../test/totp-codes.ts";
import { adminUsers } from "../db/schema.ts";
import {
  ensureAdmin,
  findAdminByEmail,
  resetSignInExtras,
  signInExtras,
} from "./admin-accounts.ts";

describe.each(drivers)("the administrator from the server's shell [%s]", (kind) => {
  const handle = serverForTests(kind);
  const db = () => handle.server.running.deps.database.db;
  const login = (extra: { code?: string; recoveryCode?: string } = {}) =>
    handle.visitor.admin.login.$post({ json: { ...TEST_ADMIN, ...extra } });

  it("keeps a password changed in the admin when the server starts with another one", async () => {
    const result = await ensureAdmin(db(), TEST_ADMIN.email, "the one in the environment", {
      resetPassword: false,
    });
    expect(result).toEqual({ created: false, passwordChanged: false, passwordKept: true });
    expect((await login()).status).toBe(200);
  });

  it("turns off two-step sign-in for an owner who lost the phone; the password alone signs in", async () => {
    const _setup = await enableTotp(handle.server, handle.cookie);
    expect((await login()).status).toBe(401);
    const admin = (await findAdminByEmail(db(), TEST_ADMIN.email))!;
    expect(await signInExtras(db(), admin.id)).toEqual({ totp: true, passkeys: 0 });

    await resetSignInExtras(db(), admin.id);
    expect(await signInExtras(db(), admin.id)).toEqual({ totp: false, passkeys: 0 });
    expect((await handle.admin.admin.me.$get()).status).toBe(401);
    expect((await login()).status).toBe(200);
  });

  it("makes the address it is given an enabled owner again (pnpm admin:create, ADMIN_EMAIL)", async () => {
    await db()
      .update(adminUsers)
      .set({ role: "sales", disabledAt: new Date() })
      .where(eq(adminUsers.email, TEST_ADMIN.email));
    expect((await login()).status).toBe(403);
    await ensureAdmin(db(), TEST_ADMIN.email, TEST_ADMIN.password);
    const account = (await findAdminByEmail(db(), TEST_ADMIN.email))!;
    expect(account.role).toBe("owner");
    expect(account.disabledAt).toBeNull();
    expect((await login()).status).toBe(200);
  });

  it("at a start with ADMIN_EMAIL, brings a disabled owner back only when no other owner is left", async () => {
    const other = crypto.randomUUID();
    await db().insert(adminUsers).values({
      id: other,
      email: "other-owner@company.example",
      role: "owner",
      passwordHash: "not used",
    });
    await db()
      .update(adminUsers)
      .set({ role: "sales", disabledAt: new Date() })
      .where(eq(adminUsers.email, TEST_ADMIN.email));
    const atStart = () =>
      ensureAdmin(db(), TEST_ADMIN.email, TEST_ADMIN.password, { resetPassword: false });
    expect((await atStart()).madeOwner).toBeUndefined();
    expect((await login()).status).toBe(403);
    await db().update(adminUsers).set({ disabledAt: new Date() }).where(eq(adminUsers.id, other));
    expect((await atStart()).madeOwner).toBe(true);
    expect((await login()).status).toBe(200);
    await db().delete(adminUsers).where(eq(adminUsers.id, other));
  });
});
