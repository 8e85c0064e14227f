import {
  accountMessages,
  apiErrorMessages,
  fieldErrors,
  RECENT_SIGN_IN_MS,
  type Reauth,
  ReauthSchema,
} from "@app/contract";
import type { Context } from "hono";
import type { AppConfig, AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../app-env.ts";
import type { SecurityChange } from "../../auth/account-notices.ts";
import { findAdminById } from "../../auth/admin-accounts.ts";
import { accountGuesses } from "../../auth/login-throttle.ts";
import { verifyPassword } from "../../auth/password.ts";
import { redeemRecoveryCode } from "../../auth/recovery-codes.ts";
import { markSessionVerified } from "../../auth/session.ts";
import { acceptTotpCode } from "../../auth/totp.ts";
import type { Db } from "../../db/database.ts";
import { requestClient } from "../../lib/client-address.ts";
import { HttpError } from "../../lib/http-error.ts";
import { guardInput } from "../../lib/input-guard.ts";

export type AdminRow = NonNullable<Awaited<ReturnType<typeof findAdminById>>>;

/** The signed-in administrator's full row (the session holds only id and e-mail). */
export async function signedInAdmin(c: Context<AppEnv>, db: Db): Promise<AdminRow> {
  const admin = await findAdminById(db, c.get("admin").id);
  if (!admin) throw new HttpError(401, apiErrorMessages.notAuthenticated);
  return admin;
}

export interface Proof {
  password: string;
  code?: string;
  recoveryCode?: string;
}

export interface ConfirmOptions {
  /** The body's name for the password, for the 400's field. */
  passwordField?: string;
  /** "when-on": with two-step sign-in on, a code or recovery code is required too. */
  secondFactor?: "when-on" | "never";
}

/**
 * Re-checks the administrator's secrets before a change to how the account signs in: the
 * password, and with two-step sign-in on, a code (or recovery code). Wrong guesses count like
 * failed logins, so a stolen session can neither guess the password nor add a way in.
 * 400 names the field that was wrong or missing.
 */
export async function confirmSecrets(
  c: Context<AppEnv>,
  db: Db,
  config: AppConfig,
  admin: AdminRow,
  proof: Proof,
  { passwordField = "password", secondFactor = "when-on" }: ConfirmOptions = {},
): Promise<{ usedRecoveryCode: boolean }> {
  const guesses = accountGuesses(c, db, config, admin);
  await guesses.assertAllowed();
  if (!(await verifyPassword(admin.passwordHash, proof.password))) {
    await guesses.failed();
    throw new HttpError(400, accountMessages.wrongCurrentPassword, {
      [passwordField]: accountMessages.wrongCurrentPassword,
    });
  }
  let usedRecoveryCode = false;
  if (admin.totpKey && secondFactor === "when-on") {
    if (proof.code === undefined && proof.recoveryCode === undefined) {
      await guesses.release();
      throw new HttpError(400, accountMessages.totpRequired, {
        code: accountMessages.totpRequired,
      });
    }
    const accepted =
      proof.recoveryCode !== undefined
        ? await redeemRecoveryCode(db, admin.id, proof.recoveryCode)
        : await acceptTotpCode(db, admin, proof.code ?? "");
    if (!accepted) {
      await guesses.failed();
      const [field, message] =
        proof.recoveryCode !== undefined
          ? ["recoveryCode", accountMessages.invalidRecoveryCode]
          : ["code", accountMessages.invalidCode];
      throw new HttpError(400, message, { [field]: message });
    }
    usedRecoveryCode = proof.recoveryCode !== undefined;
  }
  await guesses.succeeded();
  return { usedRecoveryCode };
}

/**
 * The proof an action may carry for the step-up (ReauthSchema), read without a typed
 * validator: these routes take no body from a recent session, so the typed client calls them
 * as before. No body, or an empty one, is no proof; a body that is not one answers 400.
 */
export async function optionalProof(c: Context<AppEnv>): Promise<Reauth> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, apiErrorMessages.validation);
  }
  const parsed = ReauthSchema.safeParse(guardInput(value, "refuse"));
  if (!parsed.success) {
    throw new HttpError(400, apiErrorMessages.validation, fieldErrors(parsed.error.issues));
  }
  return parsed.data;
}

export interface StepUpOptions extends ConfirmOptions {
  /** The 403 when the session is not recent and no password came; accountMessages' by default. */
  missing?: () => HttpError;
}

/**
 * The one step-up rule, before anything a stolen session must not do (adding or removing a
 * way in, ending other sessions, downloading every secret, changing where mail goes): a
 * session that proved the password within RECENT_SIGN_IN_MS goes ahead; an older one confirms
 * its secrets in the same request (403 otherwise). A password sent is always checked, and a
 * right one makes the session recent again. Sessions from before an upgrade never count as
 * recent (forgetRecentSignIns).
 */
export async function assertRecentSignIn(
  c: Context<AppEnv>,
  db: Db,
  config: AppConfig,
  admin: AdminRow,
  proof: Partial<Proof>,
  { missing, ...confirm }: StepUpOptions = {},
): Promise<void> {
  if (proof.password !== undefined) {
    await confirmSecrets(c, db, config, admin, { ...proof, password: proof.password }, confirm);
    await markSessionVerified(db, c.get("sessionId"));
    return;
  }
  if (Date.now() - c.get("sessionVerifiedAt").getTime() > RECENT_SIGN_IN_MS) {
    throw missing ? missing() : new HttpError(403, accountMessages.reauthRequired);
  }
}

/** E-mails the administrator that their account's sign-in changed (when mail is on). */
export function tellOwner(
  c: Context<AppEnv>,
  deps: AppDeps,
  change: SecurityChange,
  detail?: string,
): void {
  const client = requestClient(c, deps.config.trustProxy);
  deps.notices.securityChange(
    change,
    { email: c.get("admin").email, at: new Date(), ...client },
    detail,
  );
}
