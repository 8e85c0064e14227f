import {
  accountMessages,
  PASSKEY_LIMIT,
  type PasskeyInfo,
  type WebAuthnResponseSchema,
} from "@app/contract";
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../db/database.ts";
import { adminPasskeys, adminUsers } from "../db/schema.ts";
import { HttpError } from "../lib/http-error.ts";
import type { RelyingParty } from "./relying-party.ts";
import { CHALLENGE_TIMEOUT_MS, consumeChallenge, issueChallenge } from "./webauthn-challenges.ts";

type WebAuthnResponse = z.infer<typeof WebAuthnResponseSchema>;
type PasskeyRow = typeof adminPasskeys.$inferSelect;

const infoOf = (row: PasskeyRow): PasskeyInfo => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function listPasskeys(db: Db, userId: string): Promise<PasskeyInfo[]> {
  const rows = await db
    .select()
    .from(adminPasskeys)
    .where(eq(adminPasskeys.userId, userId))
    .orderBy(asc(adminPasskeys.createdAt));
  return rows.map(infoOf);
}

export async function removePasskey(db: Db, userId: string, id: string): Promise<string | null> {
  const [removed] = await db
    .delete(adminPasskeys)
    .where(and(eq(adminPasskeys.userId, userId), eq(adminPasskeys.id, id)))
    .returning({ name: adminPasskeys.name });
  return removed?.name ?? null;
}

const transportsOf = (values: readonly string[]) => values as AuthenticatorTransport[];

/** Options for the browser to create a passkey bound to this site for this administrator. */
export async function registrationOptions(
  db: Db,
  rp: RelyingParty,
  admin: { id: string; email: string },
) {
  const existing = await db
    .select({ id: adminPasskeys.id, transports: adminPasskeys.transports })
    .from(adminPasskeys)
    .where(eq(adminPasskeys.userId, admin.id));
  if (existing.length >= PASSKEY_LIMIT) {
    throw new HttpError(409, accountMessages.passkeyLimit(PASSKEY_LIMIT));
  }
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: admin.email,
    userID: new TextEncoder().encode(admin.id),
    challenge: await issueChallenge(db, "register", admin.id),
    timeout: CHALLENGE_TIMEOUT_MS,
    attestationType: "none",
    excludeCredentials: existing.map((key) => ({
      id: key.id,
      transports: transportsOf(key.transports),
    })),
    // A passkey signs in on its own (no e-mail typed), so it must live on the authenticator.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
}

/** The challenge the browser signed, read from its client data before verification. */
function challengeOf(response: WebAuthnResponse): string | undefined {
  try {
    const json = Buffer.from(String(response.response.clientDataJSON ?? ""), "base64url");
    const challenge = (JSON.parse(json.toString("utf8")) as { challenge?: unknown }).challenge;
    return typeof challenge === "string" ? challenge : undefined;
  } catch {
    return undefined;
  }
}

async function verified<T>(verify: () => Promise<T>): Promise<T> {
  try {
    return await verify();
  } catch {
    throw new HttpError(400, accountMessages.passkeyFailed);
  }
}

/** Checks a new passkey against the challenge handed out to this administrator and stores it. */
export async function registerPasskey(
  db: Db,
  rp: RelyingParty,
  userId: string,
  name: string,
  response: WebAuthnResponse,
): Promise<PasskeyInfo> {
  const challenge = challengeOf(response);
  if (!challenge || !(await consumeChallenge(db, challenge, "register", userId))) {
    throw new HttpError(400, accountMessages.passkeyChallengeExpired);
  }
  const result = await verified(() =>
    verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    }),
  );
  if (!result.verified) throw new HttpError(400, accountMessages.passkeyFailed);
  const { credential } = result.registrationInfo;
  const [row] = await db
    .insert(adminPasskeys)
    .values({
      id: credential.id,
      userId,
      name,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new HttpError(409, accountMessages.passkeyExists);
  return infoOf(row);
}

/** Options for signing in with any passkey of this site (the authenticator offers its own). */
export async function authenticationOptions(db: Db, rp: RelyingParty) {
  return generateAuthenticationOptions({
    rpID: rp.id,
    challenge: await issueChallenge(db, "login", null),
    timeout: CHALLENGE_TIMEOUT_MS,
    userVerification: "required",
  });
}

export interface PasskeySignIn {
  admin: { id: string; email: string };
  passkeyName: string;
}

/** The administrator whose passkey signed the challenge, or null for anything else. */
export async function verifyPasskeySignIn(
  db: Db,
  rp: RelyingParty,
  response: WebAuthnResponse,
): Promise<PasskeySignIn | null> {
  const challenge = challengeOf(response);
  if (!challenge || !(await consumeChallenge(db, challenge, "login", null))) {
    throw new HttpError(400, accountMessages.passkeyChallengeExpired);
  }
  const [row] = await db
    .select({ key: adminPasskeys, email: adminUsers.email })
    .from(adminPasskeys)
    .innerJoin(adminUsers, eq(adminPasskeys.userId, adminUsers.id))
    .where(eq(adminPasskeys.id, response.id));
  if (!row) return null;
  const result = await verifyAuthenticationResponse({
    response: response as unknown as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: {
      id: row.key.id,
      publicKey: new Uint8Array(row.key.publicKey),
      counter: row.key.counter,
      transports: transportsOf(row.key.transports),
    },
  }).catch(() => null);
  if (!result?.verified) return null;
  await db
    .update(adminPasskeys)
    .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(adminPasskeys.id, row.key.id));
  return { admin: { id: row.key.userId, email: row.email }, passkeyName: row.key.name };
}
