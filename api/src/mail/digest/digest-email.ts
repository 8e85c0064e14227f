import { STAGE_NAMES, submissionReference, UNTOUCHED_LEAD_DAYS } from "@app/contract";
import { escapeHtml } from "../../lib/escape-html.ts";
import { headerText, leadAdminAddress } from "../lead-email.ts";
import type { DigestLead } from "./digest-leads.ts";

export interface DigestEmail {
  subject: string;
  text: string;
  html: string;
}

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
});
const instantDayFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Phnom_Penh",
  weekday: "long",
  day: "numeric",
  month: "long",
});

/** "Monday 30 November" for a YYYY-MM-DD day. */
export const dayName = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "Q-00412 Sok Garments (Dara Sok), GOTS, Quoted" */
export function digestLeadLine(lead: DigestLead): string {
  const who = lead.company
    ? `${headerText(lead.company)} (${headerText(lead.name)})`
    : headerText(lead.name);
  const what = lead.standardName ?? lead.service;
  return [
    `${submissionReference(lead.kind, lead.id)} ${who}`,
    ...(what ? [headerText(what)] : []),
    STAGE_NAMES[lead.stage],
  ].join(", ");
}

/** Why the digest lists a lead: "follow up today", "untouched since Friday 27 November". */
export function digestReason(lead: DigestLead, day: string): string {
  if (lead.followUpOn && lead.followUpOn <= day) {
    return lead.followUpOn === day
      ? "follow up today"
      : `follow-up was due ${dayName(lead.followUpOn)}`;
  }
  return `untouched since ${instantDayFormat.format(lead.lastTouchedAt)}`;
}

/**
 * The morning e-mail to one person: their leads whose follow-up day has come and those nobody
 * has touched for UNTOUCHED_LEAD_DAYS days, each with why it is listed and a link to open it.
 * Every value from a lead is data: escaped in the HTML, flattened to one line in the text.
 */
export function digestEmail(
  person: { name: string },
  leads: readonly DigestLead[],
  day: string,
  publicUrl?: string,
): DigestEmail {
  const due = leads.filter((lead) => lead.followUpOn !== null && lead.followUpOn <= day).length;
  const untouched = leads.length - due;
  const counts = [
    ...(due > 0 ? [plural(due, "follow-up due", "follow-ups due")] : []),
    ...(untouched > 0
      ? [`${plural(untouched, "lead", "leads")} untouched for ${UNTOUCHED_LEAD_DAYS} days`]
      : []),
  ].join(", ");
  const subject = `Your leads for ${dayName(day)}: ${counts}`;
  const greeting = `Good morning ${headerText(person.name)}, these leads of yours need a look today:`;
  const inbox = publicUrl ? new URL("/admin/inbox?assignee=me", publicUrl).toString() : undefined;

  const text = [
    greeting,
    "",
    ...leads.map((lead) => {
      const address = leadAdminAddress(lead.id, publicUrl);
      return `- ${digestLeadLine(lead)}: ${digestReason(lead, day)}${address ? `\n  ${address}` : ""}`;
    }),
    "",
    inbox ? `All your leads: ${inbox}` : "All your leads are under My leads in the admin inbox.",
    "You get this e-mail on mornings when a lead given to you needs a look.",
  ].join("\n");

  const items = leads
    .map((lead) => {
      const address = leadAdminAddress(lead.id, publicUrl);
      const label = escapeHtml(digestLeadLine(lead));
      const shown = address
        ? `<a href="${escapeHtml(address)}" style="color:#1d4ed8;">${label}</a>`
        : label;
      return `<li style="margin:0 0 8px;">${shown}<br><span style="color:#475569;">${escapeHtml(digestReason(lead, day))}</span></li>`;
    })
    .join("");
  const footer = inbox
    ? `<a href="${escapeHtml(inbox)}" style="color:#1d4ed8;">All your leads</a>`
    : "All your leads are under My leads in the admin inbox.";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px;font-size:14px;line-height:20px;color:#0f172a;">
<p style="margin:0 0 16px;">${escapeHtml(greeting)}</p>
<ul style="margin:0 0 16px;padding-left:20px;overflow-wrap:anywhere;">${items}</ul>
<p style="margin:0;color:#475569;">${footer}. You get this e-mail on mornings when a lead given to you needs a look.</p>
</div>
</body></html>
`;
  return { subject, text: `${text}\n`, html };
}
