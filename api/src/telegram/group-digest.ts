import type { Db } from "../db/database.ts";
import { escapeHtml } from "../lib/escape-html.ts";
import { dayName, digestLeadLine, digestReason } from "../mail/digest/digest-email.ts";
import { type GroupDigestLead, groupDigestLeads } from "../mail/digest/digest-leads.ts";
import { leadAdminAddress } from "../mail/lead-email.ts";

/** A morning message stays readable on a phone: the rest are counted, and are in the admin. */
const LISTED_MAX = 30;

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
  const byOwner = new Map<string, GroupDigestLead[]>();
  for (const lead of leads.slice(0, LISTED_MAX)) {
    const owner = lead.ownerName ?? "Nobody yet";
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), lead]);
  }
  const lines = [
    `<b>Leads for ${escapeHtml(dayName(day))}</b>: ${leads.length} need a look today.`,
  ];
  for (const [owner, theirs] of byOwner) {
    lines.push("", `<b>${escapeHtml(owner)}</b>`);
    for (const lead of theirs) {
      const address = leadAdminAddress(lead.id, publicUrl);
      const label = escapeHtml(digestLeadLine(lead));
      const shown = address ? `<a href="${escapeHtml(address)}">${label}</a>` : label;
      lines.push(`• ${shown}: ${escapeHtml(digestReason(lead, day))}`);
    }
  }
  if (leads.length > LISTED_MAX) {
    lines.push("", `And ${leads.length - LISTED_MAX} more in the admin's inbox.`);
  }
  return lines.join("\n");
}
