import { ROLE_NAMES, type Role, type TeamMember } from "@app/contract";
import { formatDay, formatRelativeTime, pluralize } from "../../lib/format.ts";

type Row = Pick<
  TeamMember,
  "status" | "lastSignInAt" | "expiresAt" | "totpEnabled" | "passkeyCount" | "role"
>;

/** A row's status in the owner's words, with when an invitation's link stops working. */
export function statusText(row: Row): string {
  if (row.status === "active") return "Active";
  if (row.status === "disabled") return "Disabled";
  return row.expiresAt ? `Invited, link works until ${formatDay(row.expiresAt)}` : "Invited";
}

export function lastSignInText(row: Row, now = Date.now()): string {
  if (row.status === "invited") return "Not joined yet";
  return row.lastSignInAt ? formatRelativeTime(row.lastSignInAt, now) : "Never";
}

/** Two-step sign-in and passkeys together: "Two-step on, 2 passkeys". */
export function signInWaysText(row: Row): string {
  if (row.status === "invited") return "–";
  const twoStep = row.totpEnabled ? "Two-step on" : "Two-step off";
  return `${twoStep}, ${row.passkeyCount === 0 ? "no passkeys" : pluralize(row.passkeyCount, "passkey")}`;
}

export const roleName = (role: Role): string => ROLE_NAMES[role];

/** What the invitation's result says of how the link reaches the person. */
export const deliveryText = (email: string, emailed: boolean): string =>
  emailed
    ? `The link was e-mailed to ${email}. You can also copy it and send it yourself.`
    : `The site could not e-mail it (no mail server is set up, or sending failed): copy the link and send it to ${email} yourself.`;
