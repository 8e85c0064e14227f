import { resolve } from "node:path";
import { z } from "zod";
import { repoRoot } from "./lib/paths.ts";

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined)),
  DATA_DIR: z.string().default("./data"),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  /** Extra origins allowed to make state-changing requests, comma separated (e.g. the desktop app). */
  ALLOWED_ORIGINS: z.string().default(""),
  /** Only behind a reverse proxy you run: take the client address from X-Forwarded-For. */
  TRUST_PROXY: flag,
  /** Quote/contact posts allowed per client address per 10 minutes. */
  FORM_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** The site's public origin (https://example.com), for links in e-mails. */
  PUBLIC_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .url({ protocol: /^https?$/, error: "must be the site's address, like https://example.com" })
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  /** Lead e-mails (see mail/mail-config.ts): unset SMTP_URL = no e-mail. */
  SMTP_URL: z.string().optional(),
  NOTIFY_EMAIL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  /** Delete submissions older than this many days, daily; unset or empty keeps them. */
  SUBMISSION_RETENTION_DAYS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce
      .number({ error: "must be a whole number of days (1 or more)" })
      .int("must be a whole number of days (1 or more)")
      .min(1, "must be a whole number of days (1 or more)")
      .max(36_500, "must be at most 36500 days (100 years); leave it unset to keep everything")
      .optional(),
  ),
});

export type Env = z.infer<typeof EnvSchema>;

/** The only place that reads process.env. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  // DATA_DIR is relative to where `pnpm start` runs: the repository root.
  return { ...env, DATA_DIR: resolve(repoRoot, env.DATA_DIR) };
}
