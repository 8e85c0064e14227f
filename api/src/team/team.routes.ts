import {
  InvitationAcceptSchema,
  InvitationRequestSchema,
  invitationLink,
  permissionsOf,
  RecoveryRequestSchema,
  ROLE_NAMES,
  TeamMemberChangeSchema,
  telegramMessages,
} from "@app/contract";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { activityOrigin } from "../activity/activity-context.ts";
import { recordActivity } from "../activity/activity-log.ts";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../app-env.ts";
import { signInExtras } from "../auth/admin-accounts.ts";
import { hashPassword } from "../auth/password.ts";
import { passwordProblem, siteNames } from "../auth/password-policy.ts";
import { requireAdmin } from "../auth/require-admin.ts";
import { completeSignIn } from "../auth/start-session.ts";
import { adminUsers } from "../db/schema.ts";
import { limitBody } from "../lib/body-limit.ts";
import { publicOrigin } from "../lib/client-address.ts";
import { HttpError } from "../lib/http-error.ts";
import { validate } from "../lib/validate.ts";
import { unlinkTelegram } from "../telegram/telegram-linking.ts";
import { emailInvitation } from "./invitation-mail.ts";
import {
  acceptInvitation,
  createInvitation,
  createRecovery,
  invitationView,
  openInvitation,
} from "./invitations.ts";
import { changeMember, listTeam, removeMember } from "./team-members.ts";

/** An invitation's token is a password for a while: never written to a log. */
const hideToken = createMiddleware<AppEnv>(async (c, next) => {
  c.set("pathForLog", c.req.path.replace(/\/invitations\/[^/]+/, "/invitations/…"));
  await next();
});

/**
 * The team (owner only, decision 044): who is on it, invitations, roles, disabling and
 * removing; and, without a session, the invitation link's own page and its acceptance.
 */
export const teamRoutes = (deps: AppDeps) => {
  const { db } = deps.database;
  const { config } = deps;
  const admin = requireAdmin(deps);

  return (
    new Hono<AppEnv>()
      .get("/admin/users", admin, async (c) => c.json({ users: await listTeam(db) }, 200))
      .post(
        "/admin/users/invitations",
        admin,
        limitBody(4 * 1024),
        validate("json", InvitationRequestSchema),
        async (c) => {
          const request = c.req.valid("json");
          const inviter = c.get("admin").email;
          const created = await createInvitation(db, request, inviter);
          const link = invitationLink(publicOrigin(c.req.raw, config), created.token);
          await recordActivity(db, activityOrigin(c, config.trustProxy), {
            action: "team.invited",
            target: created.email,
            detail: ROLE_NAMES[created.role],
          });
          const emailed = await emailInvitation(deps.leadMail.current, deps.logger, {
            email: created.email,
            role: created.role,
            link,
            invitedBy: inviter,
          });
          const invitation = {
            id: created.id,
            email: created.email,
            role: created.role,
            expiresAt: created.expiresAt.toISOString(),
          };
          return c.json({ invitation, link, emailed }, 201);
        },
      )
      .patch(
        "/admin/users/:id",
        admin,
        limitBody(1024),
        validate("json", TeamMemberChangeSchema),
        async (c) => {
          const change = c.req.valid("json");
          const { before, member } = await changeMember(db, c.req.param("id"), change);
          const origin = activityOrigin(c, config.trustProxy);
          if (change.role !== undefined && change.role !== before.role) {
            await recordActivity(db, origin, {
              action: "team.roleChanged",
              target: member.email,
              detail: `${ROLE_NAMES[before.role]} → ${ROLE_NAMES[member.role]}`,
            });
          }
          if (change.disabled !== undefined && change.disabled !== Boolean(before.disabledAt)) {
            await recordActivity(db, origin, {
              action: change.disabled ? "team.disabled" : "team.enabled",
              target: member.email,
            });
          }
          return c.json({ user: member }, 200);
        },
      )
      .post(
        "/admin/users/:id/recovery",
        admin,
        limitBody(1024),
        validate("json", RecoveryRequestSchema),
        async (c) => {
          const { resetSecondFactor } = c.req.valid("json");
          const owner = c.get("admin").email;
          const created = await createRecovery(db, c.req.param("id"), { resetSecondFactor }, owner);
          const link = invitationLink(publicOrigin(c.req.raw, config), created.token);
          await recordActivity(db, activityOrigin(c, config.trustProxy), {
            action: "team.recoveryStarted",
            target: created.email,
            ...(resetSecondFactor && { detail: "two-step sign-in and passkeys turned off" }),
          });
          const emailed = await emailInvitation(deps.leadMail.current, deps.logger, {
            email: created.email,
            role: created.role,
            link,
            invitedBy: owner,
            recovery: true,
          });
          return c.json({ link, emailed, expiresAt: created.expiresAt.toISOString() }, 201);
        },
      )
      // The owner ends someone's Telegram link (a lost phone, a shared account).
      .delete("/admin/users/:id/telegram", admin, async (c) => {
        const id = c.req.param("id");
        const unlinked = await db.transaction(async (tx) => {
          const [member] = await tx
            .select({ email: adminUsers.email })
            .from(adminUsers)
            .where(eq(adminUsers.id, id));
          if (!member || !(await unlinkTelegram(tx, id))) return false;
          await recordActivity(tx, activityOrigin(c, config.trustProxy), {
            action: "telegram.unlinked",
            target: member.email,
          });
          return true;
        });
        if (!unlinked) throw new HttpError(404, telegramMessages.notLinked);
        return c.body(null, 204);
      })
      .delete("/admin/users/:id", admin, async (c) => {
        const removed = await removeMember(db, c.req.param("id"));
        await recordActivity(db, activityOrigin(c, config.trustProxy), {
          action: removed.invitation ? "team.invitationWithdrawn" : "team.removed",
          target: removed.email,
        });
        return c.body(null, 204);
      })
      .get("/admin/invitations/:token", hideToken, async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json(invitationView(await openInvitation(db, c.req.param("token"))), 200);
      })
      .post(
        "/admin/invitations/:token/accept",
        hideToken,
        limitBody(16 * 1024),
        validate("json", InvitationAcceptSchema),
        async (c) => {
          const token = c.req.param("token");
          const { name, password } = c.req.valid("json");
          // A used or expired link is told so before any password is weighed.
          const invitation = await openInvitation(db, token);
          const problem = passwordProblem(password, {
            email: invitation.email,
            siteNames: await siteNames(db, config.publicUrl),
          });
          if (problem) throw new HttpError(400, problem, { password: problem });
          const account = await acceptInvitation(db, token, {
            name,
            passwordHash: await hashPassword(password),
          });
          await recordActivity(db, activityOrigin(c, config.trustProxy, account.email), {
            action: account.recovered ? "team.recovered" : "team.joined",
            detail: ROLE_NAMES[account.role],
          });
          // A recovery link proves the mailbox, not the phone: a second factor still on is asked.
          const extras = await signInExtras(db, account.id);
          if (account.recovered && (extras.totp || extras.passkeys > 0)) {
            return c.json({ admin: null }, 201);
          }
          const method = account.recovered ? "recovery link" : "invitation link";
          await completeSignIn(c, deps, account, `${method} and new password`);
          const me = {
            email: account.email,
            name,
            role: account.role,
            permissions: [...permissionsOf(account.role)],
            passwordChangeSuggested: false,
          };
          return c.json({ admin: me }, 201);
        },
      )
  );
};
