import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { webauthnChallenges } from "../db/schema.ts";
import { randomBytes } from "../lib/random-token.ts";

/** Long enough to find and touch a security key; short enough that a stray one dies soon. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const CHALLENGE_TIMEOUT_MS = CHALLENGE_TTL_MS;

type Purpose = "register" | "login";

/**
 * A new random challenge, stored (as the base64url text the browser signs) so that any API
 * process can check the answer once. Answers the bytes, for the options.
 */
export async function issueChallenge(
  db: Db,
  purpose: Purpose,
  userId: string | null,
): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = randomBytes(32);
  const challenge = encodeBase64urlNoPadding(bytes);
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
  await db.insert(webauthnChallenges).values({
    challenge,
    purpose,
    userId,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
  return bytes;
}

/** Takes a challenge out of play; true only the first time, for the purpose (and user) it was for. */
export async function consumeChallenge(
  db: Db,
  challenge: string,
  purpose: Purpose,
  userId: string | null,
): Promise<boolean> {
  const removed = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
        gt(webauthnChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return removed.length > 0;
}
