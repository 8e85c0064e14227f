import type { SavedMailSettings } from "@app/contract";
import {
  apiErrorMessages,
  fieldErrors,
  leadMailMessages,
  type MailSettingsFormValues,
  MailSettingsInputSchema,
  mailSettingsMessages,
} from "@app/contract";
import { Hono } from "hono";
import { validator } from "hono/validator";
import { activityOrigin } from "../../activity/activity-context.ts";
import { recordActivity } from "../../activity/activity-log.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../app-env.ts";
import { requireAdmin } from "../../auth/require-admin.ts";
import { HttpError } from "../../lib/http-error.ts";
import { guardInput } from "../../lib/input-guard.ts";
import type { PasswordChange } from "../../mail/mail-settings-store.ts";
import { assertRecentSignIn, signedInAdmin } from "../account/account-guard.ts";

const words = mailSettingsMessages.validation;

/** What the activity log says of a save: where mail goes now, never a password. */
const activityDetail = (settings: SavedMailSettings, password: PasswordChange) =>
  [
    `${settings.host}:${settings.port} (${settings.security})`,
    settings.user ? `login ${settings.user}` : "no login",
    `to ${settings.recipients.join(", ")}`,
    ...(password.kind === "set" ? ["password changed"] : []),
    ...(password.kind === "clear" ? ["password removed"] : []),
  ].join(", ");

/**
 * The admin's view of lead e-mails: the configuration in use (never the password), the
 * settings the owner saves (decision 025), and a test send.
 */
export const mailRoutes = (deps: AppDeps) => {
  const admin = requireAdmin(deps);
  const { leadMail, config } = deps;
  const { db } = deps.database;

  return new Hono<AppEnv>()
    .get("/admin/mail", admin, async (c) => c.json(await leadMail.settings(), 200))
    .put(
      "/admin/mail/settings",
      admin,
      // Typed for the client only; the handler checks everything itself, to name every
      // problem at once.
      validator("json", (value) => value as MailSettingsFormValues),
      async (c) => {
        const body: unknown = c.req.valid("json");
        // Every problem at once, the schema's and the stored password's, each named by its label.
        const parsed = MailSettingsInputSchema.safeParse(guardInput(body, "refuse"));
        const fields = parsed.success ? {} : fieldErrors(parsed.error.issues);
        const input = parsed.success ? parsed.data : undefined;
        const stored = await leadMail.store.readFresh();
        const newPassword =
          typeof body === "object" && body !== null
            ? (body as { password?: unknown }).password
            : "";
        if (typeof newPassword === "string" && newPassword && !leadMail.store.canStorePassword) {
          fields.password ??= mailSettingsMessages.noKey;
        }
        const user = input?.user ?? "";
        const hasReadablePassword = stored.state === "ready" && stored.passwordSaved;
        if (input && user && !input.password && !hasReadablePassword) {
          fields.password ??= leadMail.store.canStorePassword
            ? words.passwordMissing
            : mailSettingsMessages.noKey;
        }
        // The saved password goes only to the server it was saved for: a new server, port,
        // security or user name needs it typed again, or a stolen session could send it away.
        if (input && user && !input.password && hasReadablePassword) {
          const was = stored.saved;
          const sameServer =
            was.host === input.host.replace(/^\[(.*)\]$/, "$1") &&
            was.port === input.port &&
            was.security === input.security &&
            was.user === user;
          if (!sameServer) fields.password ??= words.passwordForNewServer;
        }
        if (!input || Object.keys(fields).length > 0) {
          throw new HttpError(400, apiErrorMessages.validation, fields);
        }

        const password: PasswordChange = !user
          ? { kind: "clear" }
          : input.password
            ? { kind: "set", password: input.password }
            : { kind: "keep" };
        // Where leads and security notices go, and the mail password, are as sensitive as the
        // account's own secrets: every save takes the same step-up as its other sensitive changes.
        await assertRecentSignIn(
          c,
          db,
          config,
          await signedInAdmin(c, db),
          { password: input.currentPassword || undefined },
          {
            passwordField: "currentPassword",
            secondFactor: "never",
            missing: () =>
              new HttpError(403, mailSettingsMessages.hints.currentPassword, {
                currentPassword: mailSettingsMessages.hints.currentPassword,
              }),
          },
        );
        const settings: SavedMailSettings = {
          host: input.host.replace(/^\[(.*)\]$/, "$1"),
          port: input.port,
          security: input.security,
          user,
          from: input.from,
          recipients: input.recipients,
        };
        await db.transaction(async (tx) => {
          await leadMail.store.save(tx, settings, password);
          await recordActivity(tx, activityOrigin(c, config.trustProxy), {
            action: "mail.settingsChanged",
            detail: activityDetail(settings, password),
          });
        });
        await leadMail.store.announce();
        return c.json(await leadMail.settings(), 200);
      },
    )
    .post("/admin/mail/test", admin, async (c) => {
      if (!(await leadMail.isEnabled())) throw new HttpError(409, leadMailMessages.mailOff);
      // 200 whatever the mail server said: the request worked, and its answer is the result.
      return c.json(await leadMail.sendTest(), 200);
    });
};
