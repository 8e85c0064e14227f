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

/**
 * E-mails the invitation when the site can send mail. Answers whether it was sent: the owner
 * is told either way and has the link to give by hand.
 */
export async function emailInvitation(
  mail: () => Promise<{ sender: SmtpSender } | undefined>,
  logger: Logger,
  invitation: { email: string; role: Role; link: string; invitedBy: string },
): Promise<boolean> {
  try {
    const current = await mail();
    if (!current) return false;
    await current.sender.send({
      to: [invitation.email],
      subject: "You are invited to the website admin",
      text: invitationText(invitation),
    });
    return true;
  } catch (error) {
    logger.warn("invitation e-mail not sent", { error: errorForLog(error) });
    return false;
  }
}
