import type { ConnectionOptions } from "node:tls";
import { type MailSecurity, type SavedMailSettings, SavedMailSettingsSchema } from "@app/contract";
import { eq } from "drizzle-orm";
import type { Database, Db } from "../db/database.ts";
import { siteSettings } from "../db/schema.ts";
import { errorForLog } from "../lib/error-for-log.ts";
import type { Logger } from "../lib/logger.ts";
import { type SecretsKey, seal, unseal } from "../settings/secrets-key.ts";
import type { MailConfig } from "./mail-config.ts";

/** The row's name, and the purpose its sealed password is bound to. */
const SETTINGS_NAME = "mail";
const PASSWORD_PURPOSE = "site_settings:mail:password";
/** Every process hears a save here and reads the settings again. */
const CHANNEL = "mail_settings";

/** The admin's saved mail settings as this process can use them. */
export type PanelMail =
  | { state: "unset" }
  | {
      state: "ready";
      saved: SavedMailSettings;
      passwordSaved: boolean;
      config: MailConfig;
    }
  /** The password was sealed with another server's key (a backup restored elsewhere): mail off. */
  | { state: "passwordUnreadable"; saved: SavedMailSettings };

/** The saved password's fate in a save: kept as it is, replaced, or dropped. */
export type PasswordChange =
  | { kind: "keep" }
  | { kind: "set"; password: string }
  | { kind: "clear" };

export interface MailSettingsStore {
  /** The saved settings, read through a cache that every save (in any process) empties. */
  read(): Promise<PanelMail>;
  /** The stored row as it is, uncached: does a password exist, can this key read it? */
  readFresh(db?: Db): Promise<PanelMail>;
  /** Writes the settings inside the caller's transaction; call `announce` once it committed. */
  save(tx: Db, settings: SavedMailSettings, password: PasswordChange): Promise<void>;
  /** Tells every process (this one at once) to read the settings again. */
  announce(): Promise<void>;
  /** Called after any process saved new settings. */
  onChange(listener: () => void): void;
  /** The key secrets are sealed with, or none (then no password can be stored). */
  readonly canStorePassword: boolean;
  close(): Promise<void>;
}

export interface MailSettingsStoreOptions {
  database: Database;
  logger: Logger;
  secretsKey?: SecretsKey;
  /** How long a read may be kept without hearing of a change (a lost notification). */
  maxAgeMs: number;
  /** Extra TLS settings for the saved server (a private CA in tests); never from the admin. */
  tls?: ConnectionOptions;
}

export async function openMailSettingsStore(
  options: MailSettingsStoreOptions,
): Promise<MailSettingsStore> {
  const { database, logger, secretsKey, maxAgeMs } = options;
  const listeners = new Set<() => void>();
  let cached: { read: Promise<PanelMail>; at: number } | undefined;
  let generation = 0;

  const changed = () => {
    generation++;
    cached = undefined;
    for (const listener of listeners) listener();
  };

  async function readFresh(db: Db = database.db): Promise<PanelMail> {
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.name, SETTINGS_NAME));
    if (!row) return { state: "unset" };
    const parsed = SavedMailSettingsSchema.safeParse(row.value);
    if (!parsed.success) {
      logger.warn("mail settings in the database are not readable; e-mail stays off", {
        error: parsed.error.message,
      });
      return { state: "unset" };
    }
    const saved = parsed.data;
    let password: string | undefined;
    if (row.sealedSecret) {
      password = secretsKey && unseal(secretsKey.key, PASSWORD_PURPOSE, row.sealedSecret);
      if (password === undefined) return { state: "passwordUnreadable", saved };
    }
    const config: MailConfig = {
      host: saved.host,
      port: saved.port,
      security: saved.security as MailSecurity,
      user: saved.user || undefined,
      password,
      from: saved.from,
      recipients: saved.recipients,
      tls: options.tls,
    };
    return { state: "ready", saved, passwordSaved: password !== undefined, config };
  }

  let unlisten: (() => Promise<void>) | undefined;
  try {
    unlisten = await database.listen(CHANNEL, changed, changed);
  } catch (error) {
    logger.warn("mail settings changes from other processes are heard only after a minute", {
      error: errorForLog(error),
    });
  }

  return {
    canStorePassword: secretsKey !== undefined,
    read() {
      if (cached && Date.now() - cached.at < maxAgeMs) return cached.read;
      const started = generation;
      const read = readFresh();
      const entry = { read, at: Date.now() };
      // A save heard while reading makes this read stale: keep it for this caller only.
      if (started === generation) cached = entry;
      read.then(
        () => {
          if (started !== generation && cached === entry) cached = undefined;
        },
        () => {
          if (cached === entry) cached = undefined;
        },
      );
      return read;
    },
    readFresh,
    async save(tx, settings, password) {
      const [existing] = await tx
        .select({ sealedSecret: siteSettings.sealedSecret })
        .from(siteSettings)
        .where(eq(siteSettings.name, SETTINGS_NAME));
      let sealedSecret: string | null;
      if (password.kind === "set") {
        if (!secretsKey) throw new Error("no key to seal the mail password with");
        sealedSecret = seal(secretsKey.key, PASSWORD_PURPOSE, password.password);
      } else if (password.kind === "clear") {
        sealedSecret = null;
      } else {
        sealedSecret = existing?.sealedSecret ?? null;
      }
      await tx
        .insert(siteSettings)
        .values({ name: SETTINGS_NAME, value: settings, sealedSecret })
        .onConflictDoUpdate({
          target: siteSettings.name,
          set: { value: settings, sealedSecret, updatedAt: new Date() },
        });
    },
    async announce() {
      changed();
      if (!unlisten) return;
      try {
        await database.notify(CHANNEL, "changed");
      } catch (error) {
        logger.warn("mail settings change notification failed", { error: errorForLog(error) });
      }
    },
    onChange(listener) {
      listeners.add(listener);
    },
    async close() {
      listeners.clear();
      await unlisten?.().catch(() => {});
    },
  };
}
