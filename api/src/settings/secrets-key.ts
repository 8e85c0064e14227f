import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";

/** The key secrets are sealed with: 32 bytes, never stored in the database or its backups. */
export interface SecretsKey {
  key: Buffer;
  /** SECRETS_KEY, or the key file the server made for the embedded database. */
  source: "environment" | "file";
}

const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = "v1";

export const SECRETS_KEY_FILE = "secrets.key";

/** SECRETS_KEY as given: base64 (or base64url) of 32 random bytes. */
export function parseSecretsKey(value: string): Buffer {
  const text = value.trim();
  const key = /^[A-Za-z0-9+/_-]+=*$/.test(text) ? Buffer.from(text, "base64") : Buffer.alloc(0);
  if (key.length !== KEY_BYTES) {
    throw new Error(
      "SECRETS_KEY must be 32 random bytes in base64: make one with `openssl rand -base64 32`.",
    );
  }
  return key;
}

/**
 * The embedded database's key: `DATA_DIR/secrets.key`, made on first start, readable by the
 * server's user only (0600). It sits beside the database, not in it, so a backup (rows only)
 * never carries it.
 */
export function keyFromFile(dataDir: string): Buffer {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, SECRETS_KEY_FILE);
  if (!existsSync(path)) {
    // Written whole to a file of its own, then linked into place: a second process starting at
    // the same moment either wins the link or reads the winner's complete key, never a half.
    const draft = `${path}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(draft, `${randomBytes(KEY_BYTES).toString("base64")}\n`, {
      mode: 0o600,
      flag: "wx",
    });
    try {
      linkSync(draft, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  // A copy restored with looser permissions is made private again.
  if (process.platform !== "win32" && (statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  try {
    return parseSecretsKey(readFileSync(path, "utf8"));
  } catch {
    throw new Error(
      `${path} is not a key the server made (32 bytes in base64). Restore the right file, or remove it and enter the mail password again in Settings.`,
    );
  }
}

/**
 * The key for this server: SECRETS_KEY when set; else, with the embedded database, the key
 * file; else none (a PostgreSQL server without SECRETS_KEY stores no secrets).
 */
export function readSecretsKey(env: {
  SECRETS_KEY?: string;
  DATABASE_URL?: string;
  DATA_DIR: string;
}): SecretsKey | undefined {
  if (env.SECRETS_KEY?.trim()) {
    return { key: parseSecretsKey(env.SECRETS_KEY), source: "environment" };
  }
  if (env.DATABASE_URL) return undefined;
  return { key: keyFromFile(env.DATA_DIR), source: "file" };
}

/**
 * AES-256-GCM with a random 96-bit nonce. `purpose` is bound as associated data, so a sealed
 * value cannot be moved to another place that uses the same key.
 */
export function seal(key: Buffer, purpose: string, plaintext: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  cipher.setAAD(Buffer.from(purpose));
  const sealed = Buffer.concat([
    cipher.update(plaintext, "utf8"),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return `${VERSION}.${nonce.toString("base64url")}.${sealed.toString("base64url")}`;
}

/** The plaintext, or undefined when it was sealed with another key (or altered). */
export function unseal(key: Buffer, purpose: string, sealed: string): string | undefined {
  const [version, nonceText, bodyText] = sealed.split(".");
  if (version !== VERSION || !nonceText || bodyText === undefined) return undefined;
  const nonce = Buffer.from(nonceText, "base64url");
  const body = Buffer.from(bodyText, "base64url");
  if (nonce.length !== NONCE_BYTES || body.length < TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, nonce);
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(body.subarray(0, body.length - TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return undefined;
  }
}
