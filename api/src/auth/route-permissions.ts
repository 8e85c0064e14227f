import type { Permission, Role } from "@app/contract";
import { permissionToEdit, roleMay, roleRefusal } from "@app/contract";
import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";
import { HttpError } from "../lib/http-error.ts";

/**
 * What each admin route asks of the signed-in person (decision 044):
 * - a permission of the roles table (packages/contract/src/team/roles.ts);
 * - `signed-in`: anyone on the team, for their own account (their sessions, password, second
 *   factor, passkeys, their own activity);
 * - `section`: editing a section, which asks `content.edit` of English words and
 *   `translations` of a translation; the gate lets in either, the route checks the section
 *   (assertMayEditSection);
 * - `no session`: the sign-in itself.
 * A route missing here is refused to everyone, and the permission matrix test names it.
 */
export type RouteRule = Permission | "signed-in" | "section" | "no session";

export const ADMIN_ROUTE_RULES: Readonly<Record<string, RouteRule>> = {
  "POST /api/admin/login": "no session",
  "POST /api/admin/passkey-login/options": "no session",
  "POST /api/admin/passkey-login": "no session",
  "POST /api/admin/logout": "signed-in",
  "GET /api/admin/me": "signed-in",
  "GET /api/admin/sessions": "signed-in",
  "POST /api/admin/sessions/end-others": "signed-in",
  "DELETE /api/admin/sessions/:id": "signed-in",
  "POST /api/admin/password": "signed-in",
  "GET /api/admin/totp": "signed-in",
  "POST /api/admin/totp/setup": "signed-in",
  "POST /api/admin/totp/enable": "signed-in",
  "POST /api/admin/totp/disable": "signed-in",
  "POST /api/admin/totp/recovery-codes": "signed-in",
  "GET /api/admin/passkeys": "signed-in",
  "POST /api/admin/passkeys/options": "signed-in",
  "POST /api/admin/passkeys": "signed-in",
  "DELETE /api/admin/passkeys/:id": "signed-in",
  "GET /api/admin/activity": "signed-in",

  "GET /api/admin/content": "content.read",
  "GET /api/admin/content/summaries": "content.read",
  "GET /api/admin/content/:section": "content.read",
  "GET /api/admin/content/:section/usage": "content.read",
  "GET /api/admin/content/:section/revisions": "content.read",
  "GET /api/admin/content/:section/preview-links": "content.read",
  "GET /api/admin/schedules": "content.read",
  "GET /api/admin/content-deleted": "content.read",
  "POST /api/admin/preview": "content.read",
  "POST /api/admin/content": "section",
  "POST /api/admin/content/:section/publish": "section",
  "DELETE /api/admin/content/:section/draft": "section",
  "POST /api/admin/content/:section/revisions/:version/restore": "section",
  "POST /api/admin/content/:section/preview-links": "section",
  "DELETE /api/admin/content/:section/preview-links/:id": "section",
  "DELETE /api/admin/schedules/:id": "section",
  "DELETE /api/admin/content/:section": "content.edit",
  "POST /api/admin/content/:section/rename": "content.edit",
  "GET /api/admin/translations/:language/export": "translations",
  "POST /api/admin/translations/:language/import": "translations",

  "GET /api/admin/documents/downloads": "images",
  "POST /api/admin/upload": "images",
  "GET /api/admin/image-slots": "images",
  "PATCH /api/admin/images/:id": "images",
  "GET /api/admin/images/:id/usage": "images",
  "DELETE /api/admin/images/:id": "images",
  "GET /api/admin/images/:id/versions": "images",
  "GET /api/admin/images/:id/versions/:version/file": "images",
  "POST /api/admin/images/:id/restore": "images",

  "GET /api/admin/submissions": "inbox",
  "GET /api/admin/submissions/counts": "inbox",
  "GET /api/admin/submissions/assignees": "inbox",
  "GET /api/admin/submissions/unread": "inbox",
  "GET /api/admin/submissions/export.csv": "inbox",
  "GET /api/admin/submissions/:id": "inbox",
  "GET /api/admin/submissions/:id/attachments/:attachmentId": "inbox",
  "PATCH /api/admin/submissions/:id": "inbox",
  "POST /api/admin/submissions/:id/notes": "inbox",
  "POST /api/admin/submissions/:id/notification": "inbox",
  "POST /api/admin/submissions/erasure/count": "erasure",
  "POST /api/admin/submissions/erasure": "erasure",

  "GET /api/admin/mail": "mail",
  "PUT /api/admin/mail/settings": "mail",
  "POST /api/admin/mail/test": "mail",
  "GET /api/admin/telegram": "mail",
  "POST /api/admin/telegram/test": "mail",
  "GET /api/admin/telegram/link": "signed-in",
  "POST /api/admin/telegram/link": "signed-in",
  "DELETE /api/admin/telegram/link": "signed-in",
  "GET /api/admin/insights": "insights",
  "GET /api/admin/redirects": "content.read",
  "POST /api/admin/redirects": "content.edit",
  "PATCH /api/admin/redirects/:id": "content.edit",
  "DELETE /api/admin/redirects/:id": "content.edit",
  "GET /api/admin/not-found": "content.read",
  "GET /api/admin/backups": "backups",
  "POST /api/admin/backup": "backups",

  "GET /api/admin/users": "team",
  "POST /api/admin/users/invitations": "team",
  "PATCH /api/admin/users/:id": "team",
  "POST /api/admin/users/:id/recovery": "team",
  "DELETE /api/admin/users/:id": "team",
  "DELETE /api/admin/users/:id/telegram": "team",
  "GET /api/admin/invitations/:token": "no session",
  "POST /api/admin/invitations/:token/accept": "no session",
};

interface CompiledRule {
  method: string;
  segments: string[];
  rule: RouteRule;
  /** Literal segments: a path such as /content/summaries wins over /content/:section. */
  literals: number;
}

const COMPILED: CompiledRule[] = Object.entries(ADMIN_ROUTE_RULES).map(([key, rule]) => {
  const [method, path] = key.split(" ") as [string, string];
  const segments = path.split("/");
  return {
    method,
    segments,
    rule,
    literals: segments.filter((s) => !s.startsWith(":")).length,
  };
});

/** The rule of the route a request reaches, by its method and path; undefined for none. */
export function routeRuleOf(method: string, path: string): RouteRule | undefined {
  const asked = method === "HEAD" ? "GET" : method;
  const segments = path.split("/");
  let best: CompiledRule | undefined;
  for (const candidate of COMPILED) {
    if (candidate.method !== asked || candidate.segments.length !== segments.length) continue;
    const matches = candidate.segments.every(
      (segment, i) => segment.startsWith(":") || segment === segments[i],
    );
    if (matches && (!best || candidate.literals > best.literals)) best = candidate;
  }
  return best?.rule;
}

/** Why `role` may not use a route with this rule, in words; undefined when it may. */
export function refusalFor(role: Role, rule: RouteRule | undefined): string | undefined {
  if (rule === undefined) {
    return "This part of the admin has no permission rule yet, so nobody may use it.";
  }
  if (rule === "signed-in" || rule === "no session") return undefined;
  if (rule === "section") {
    return roleMay(role, "content.edit") || roleMay(role, "translations")
      ? undefined
      : roleRefusal(role, "content.edit");
  }
  return roleMay(role, rule) ? undefined : roleRefusal(role, rule);
}

/** A `section` route's own check: the section's words are the person's to edit, or 403. */
export function assertMayEditSection(c: Context<AppEnv>, section: string): void {
  const { role } = c.get("admin");
  const permission = permissionToEdit(section);
  if (!roleMay(role, permission)) throw new HttpError(403, roleRefusal(role, permission));
}
