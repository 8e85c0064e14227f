import { randomBytes } from "node:crypto";
import {
  chmodSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  keyFromFile,
  parseSecretsKey,
  readSecretsKey,
  SECRETS_KEY_FILE,
  seal,
  unseal,
} from "./secrets-key.ts";

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "secrets-key-"));
  dirs.push(dir);
  return join(dir, "data");
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the secrets key", () => {
  it.skipIf(process.platform === "win32")(
    "is created on first start in DATA_DIR, private to the server's user (0600), and read back the same",
    () => {
      const dataDir = freshDir();
      const first = keyFromFile(dataDir);
      const path = join(dataDir, SECRETS_KEY_FILE);
      expect(statSync(path).mode & 0o777).toBe(0o600);
      expect(first).toHaveLength(32);
      expect(keyFromFile(dataDir).equals(first)).toBe(true);
      expect(readFileSync(path, "utf8").trim()).toBe(first.toString("base64"));
      // Made beside the database and linked into place whole: nothing else is left in DATA_DIR.
      expect(readdirSync(dataDir)).toEqual([SECRETS_KEY_FILE]);

      // A copy put back with loose permissions is made private again.
      chmodSync(path, 0o644);
      expect(keyFromFile(dataDir).equals(first)).toBe(true);
      expect(statSync(path).mode & 0o777).toBe(0o600);
    },
  );

  it("comes from SECRETS_KEY when set, from the key file with the embedded database, else none", () => {
    const given = randomBytes(32);
    const dataDir = freshDir();
    expect(
      readSecretsKey({ SECRETS_KEY: given.toString("base64"), DATA_DIR: dataDir })?.key.equals(
        given,
      ),
    ).toBe(true);
    expect(readSecretsKey({ DATA_DIR: dataDir })?.source).toBe("file");
    expect(
      readSecretsKey({ DATA_DIR: freshDir(), DATABASE_URL: "postgres://db/site" }),
    ).toBeUndefined();
    expect(() => parseSecretsKey("too short")).toThrow(/openssl rand -base64 32/);
    expect(() => parseSecretsKey(randomBytes(16).toString("base64"))).toThrow(/32 random bytes/);
  });

  it("refuses a key file that is not a key, saying what to do", () => {
    const dataDir = freshDir();
    keyFromFile(dataDir);
    writeFileSync(join(dataDir, SECRETS_KEY_FILE), "garbage\n");
    expect(() => keyFromFile(dataDir)).toThrow(/enter the mail password again/);
  });

  it("seals with AES-256-GCM and a fresh nonce: another key, purpose or a changed byte reads nothing", () => {
    const key = randomBytes(32);
    const a = seal(key, "mail", "pa55word");
    const b = seal(key, "mail", "pa55word");
    expect(a).not.toBe(b);
    expect(a).not.toContain("pa55word");
    expect(unseal(key, "mail", a)).toBe("pa55word");
    expect(unseal(randomBytes(32), "mail", a)).toBeUndefined();
    expect(unseal(key, "other", a)).toBeUndefined();
    const [version, nonce, body] = a.split(".");
    const flipped = Buffer.from(body!, "base64url");
    flipped[0] = flipped[0]! ^ 1;
    expect(unseal(key, "mail", `${version}.${nonce}.${flipped.toString("base64url")}`)).toBe(
      undefined,
    );
    expect(unseal(key, "mail", "not sealed")).toBeUndefined();
  });
});
