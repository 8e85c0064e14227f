/**
 * `pnpm admin:create`: asks for an e-mail and a password (hidden) and creates that
 * administrator, or sets a new password for it (ending its sessions); for an owner who lost
 * the phone or key, it also offers to turn off two-step sign-in and remove the passkeys.
 */
import { LoginFormSchema, PASSWORD_MIN_LENGTH } from "@app/contract";
import { openDatabase } from "../db/database.ts";
import { readBundledTemplate } from "../db/pglite-template.ts";
import { readEnv } from "../env.ts";
import { lockDataDir } from "../lib/data-dir-lock.ts";
import { keepFoldersPrivate, PRIVATE_UMASK } from "../lib/private-files.ts";
import {
  ensureAdmin,
  findAdminByEmail,
  normalizeEmail,
  resetSignInExtras,
  signInExtras,
} from "./admin-accounts.ts";
import { passwordProblem, siteNames } from "./password-policy.ts";
import { askHidden, askLine } from "./terminal-prompt.ts";

process.umask(PRIVATE_UMASK);
const env = readEnv();
const out = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<number> {
  out("Create an administrator (or reset its password).");
  let email = "";
  for (;;) {
    email = (await askLine("E-mail: ")).trim();
    const parsed = LoginFormSchema.shape.email.safeParse(email);
    if (parsed.success) break;
    out(`  ${parsed.error.issues[0]?.message}`);
  }
  const releaseLock = env.DATABASE_URL
    ? async () => {}
    : await lockDataDir(`${env.DATA_DIR}/pg`, "admin:create");
  const database = openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir: `${env.DATA_DIR}/pg`, template: readBundledTemplate() },
  );
  try {
    await database.migrate();
    // The policy's words to avoid: the e-mail and the site's names, as the admin's check has them.
    const context = {
      email: normalizeEmail(email),
      siteNames: await siteNames(database.db, env.PUBLIC_URL),
    };
    out(
      `Password: at least ${PASSWORD_MIN_LENGTH} characters; common and breached ones are refused.`,
    );
    let password = "";
    for (;;) {
      password = await askHidden("Password: ");
      const problem = passwordProblem(password, context);
      if (problem) {
        out(`  ${problem}`);
        continue;
      }
      if ((await askHidden("Repeat the password: ")) === password) break;
      out("  The two passwords differ. Try again.");
    }

    const result = await ensureAdmin(database.db, email, password, { publicUrl: env.PUBLIC_URL });
    out(
      result.created
        ? `Owner ${email} created. Sign in at /admin.`
        : result.passwordChanged
          ? `Password of ${email} changed; its other sessions have ended.`
          : result.madeOwner
            ? `${email} already has that password.`
            : `${email} already has that password; nothing changed.`,
    );
    if (result.madeOwner) out(`${email} is an owner again, and enabled.`);
    const admin = await findAdminByEmail(database.db, email);
    const extras = admin ? await signInExtras(database.db, admin.id) : undefined;
    if (admin && extras && (extras.totp || extras.passkeys > 0)) {
      const what = [
        extras.totp ? "two-step sign-in (authenticator and recovery codes)" : "",
        extras.passkeys > 0 ? `${extras.passkeys} passkey${extras.passkeys === 1 ? "" : "s"}` : "",
      ]
        .filter(Boolean)
        .join(" and ");
      out(`${email} also signs in with ${what}.`);
      const answer = await askLine(
        "Lost the phone or key? Turn these off so the password alone signs in [y/N]: ",
      );
      if (/^y(es)?$/i.test(answer.trim())) {
        await resetSignInExtras(database.db, admin.id);
        out("Two-step sign-in is off and the passkeys are removed; every session has ended.");
      }
    }
    return 0;
  } finally {
    await database.close();
    if (!env.DATABASE_URL) await keepFoldersPrivate([env.DATA_DIR], (message) => out(message));
    await releaseLock();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `admin:create failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
