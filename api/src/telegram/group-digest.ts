import type { Db } from "../db/database.ts";
import { clip } from "../lib/clip-text.ts";
import { escapeHtml } from "../lib/escape-html.ts";
import { dayName, digestLeadLine, digestReason } from "../mail/digest/digest-email.ts";
import { groupDigestLeads } from "../mail/digest/digest-leads.ts";
import { leadAdminAddress } from "../mail/lead-email.ts";
import { TELEGRAM_TEXT_MAX, visibleLength } from "./telegram-text.ts";

/** A morning message stays readable on a phone: the rest are counted, and are in the admin. */
const LISTED_MAX = 30;
/** What the listed leads may take of Telegram's 4,096 characters, leaving the closing line room. */
const ROOM = TELEGRAM_TEXT_MAX - 100;

/**
 * The staff group's morning message (the deals' digest, decision 045): every lead whose
 * follow-up day has come or that nobody touched for days, owner by owner, nobody's last, each
 * with why and a link. Undefined when nothing needs a look.
 */
export async function groupDigestText(
  db: Db,
  day: string,
  now: Date,
  publicUrl: string | undefined,
): Promise<string | undefined> {
  const leads = await groupDigestLeads(db, { day, now });
  if (leads.length === 0) return undefined;
  const lines = [
    `<b>Leads for ${escapeHtml(dayName(day))}</b>: ${leads.length} need a look today.`,
  ];
  let owner: string | undefined;
  let listed = 0;
  for (const lead of leads) {
    const address = leadAdminAddress(lead.id, publicUrl);
    const label = escapeHtml(digestLeadLine(lead));
    const shown = address ? `<a href="${escapeHtml(address)}">${label}</a>` : label;
    const theirs = lead.ownerName ?? "Nobody yet";
    const next = [
      ...(theirs !== owner ? ["", `<b>${escapeHtml(clip(theirs, 120))}</b>`] : []),
      `• ${shown}: ${escapeHtml(digestReason(lead, day))}`,
    ];
    // Telegram refuses a longer message for good: the rest are counted, and are in the admin.
    if (listed === LISTED_MAX || visibleLength([...lines, ...next].join("\n")) > ROOM) break;
    lines.push(...next);
    owner = theirs;
    listed += 1;
  }
  if (listed < leads.length) {
    lines.push("", `And ${leads.length - listed} more in the admin's inbox.`);
  }
  return lines.join("\n");
}
