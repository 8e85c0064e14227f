import { normalizePassword } from "@app/contract";
import { hash, verify } from "@node-rs/argon2";

/** Argon2id with the OWASP minimum: m=19456 KiB, t=2, p=1. */
const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, not importable under isolatedModules)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes the NFKC form (see normalizePassword): the same password typed anyhow matches. */
export function hashPassword(password: string): Promise<string> {
  return hash(normalizePassword(password), ARGON2_OPTIONS);
}

async function verifies(passwordHash: string, candidate: string): Promise<boolean> {
  try {
    return await verify(passwordHash, candidate);
  } catch {
    return false;
  }
}

export interface PasswordCheck {
  valid: boolean;
  /** It matched only as typed, not normalised: store a new hash of the normalised form. */
  rehash: boolean;
}

/**
 * Checks the password's NFKC form, and when that fails and the typed form differs, the typed
 * form: a hash made before normalisation (by hand, or by another tool) keeps working and is
 * then replaced (`rehash`). ASCII passwords are their own NFKC form and cost one check.
 */
export async function checkPassword(
  passwordHash: string,
  password: string,
): Promise<PasswordCheck> {
  const normalized = normalizePassword(password);
  if (await verifies(passwordHash, normalized)) return { valid: true, rehash: false };
  if (normalized !== password && (await verifies(passwordHash, password))) {
    return { valid: true, rehash: true };
  }
  return { valid: false, rehash: false };
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return (await checkPassword(passwordHash, password)).valid;
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throwaway hash, so an unknown e-mail costs the same time as a wrong
 * password and response timing does not reveal which accounts exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  await verifyPassword(await dummyHash, password);
  return false;
}
