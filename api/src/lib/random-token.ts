import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";

/** Random bytes from the system's CSPRNG. */
export function randomBytes(count: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(count));
  crypto.getRandomValues(bytes);
  return bytes;
}

/** `bytes` random bytes as lower-case base32 (cookie-safe, case-insensitive to read). */
export const randomBase32 = (bytes: number) => encodeBase32LowerCaseNoPadding(randomBytes(bytes));

/** `bytes` random bytes as hex. */
export const randomHex = (bytes: number) => encodeHexLowerCase(randomBytes(bytes));

/** What the database keeps of a secret token: its SHA-256, so a leaked table opens nothing. */
export const tokenHash = (token: string) =>
  encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
