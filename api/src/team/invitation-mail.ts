import { INVITATION_DAYS, ROLE_DESCRIPTIONS, ROLE_NAMES, type Role } from "@app/contract";
import { errorForLog } from "../lib/error-for-log.ts";
import type { Logger } from "../lib/logger.ts";
import type { SmtpSender } from "../mail/smtp-sender.ts";

export function invitationText(invitation: { role: Role; link: string; invitedBy: string }) {
  return [
    `${invitation.invitedBy} invites you to help run the company website, as ${ROLE_NAMES[invitation.role]}.`,
    `${ROLE_NAMES[invitation.role]}: ${ROLE_DESCRIPTIONS[invitation.role]}`,
    "",
    "Open this link to choose your password and sign in:",
    invitation.link,
    "",
    `The link works once, for ${INVITATION_DAYS} days. If you did not expect it, ignore this e-mail.`,
    "",
  ].join("\n");
}

export function recoveryText(recovery: { link: string; invitedBy: string }) {
  return [
    `${recovery.invitedBy} made you a link to choose a new password for the company website's admin.`,
    "",
    "Open it to choose your password and sign in:",
    recovery.link,
    "",
    `The link works once, for ${INVITATION_DAYS} days. If you did not ask for it, tell ${recovery.invitedBy}.`,
    "",
  ].join("\n");
}

/**
 * E-mails the invitation (or, with `recovery`, the recovery link) when the site can send mail. Answers whether it was sent: the owner
 * is told either way and has the link to give by hand.
 */
export async function emailInvitation(
  mail: () => Promise<{ sender: SmtpSender } | undefined>,
  logger: Logger,
  invitation: { email: string; role: Role; link: string; invitedBy: string; recovery?: boolean },
): Promise<boolean> {
  try {
    const current = await mail();
    if (!current) return false;
    await current.sender.send({
      to: [invitation.email],
      subject: invitation.recovery
        ? "A link to choose a new admin password"
        : "You are invited to the website admin",
      text: invitation.recovery ? recoveryText(invitation) : invitationText(invitation),
    });
    return true;
  } catch (error) {
    logger.warn("invitation e-mail not sent", { error: errorForLog(error) });
    return false;
  }
}
