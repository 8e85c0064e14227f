import {
  attachmentLabel,
  entryPath,
  formatBusinessTime,
  type LeadAttachment,
  type SubmissionDetailField,
  type SubmissionKind,
  submissionReference,
} from "@app/contract";
import type { submissions } from "../db/schema.ts";
import { clip } from "../lib/clip-text.ts";
import { escapeHtml } from "../lib/escape-html.ts";

/** What a lead e-mail is made from: the stored submission, as its row reads. */
export type LeadSubmission = Pick<typeof submissions.$inferSelect, SubmissionDetailField>;

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
  replyTo: { name: string; address: string };
}

/** The business is in Phnom Penh: times read as its clock shows them. */
const TIME_ZONE = "Asia/Phnom_Penh";
const receivedFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

export const phnomPenhTime = (at: Date) => `${receivedFormat.format(at)} (Phnom Penh time)`;

const SUBJECT_PART_MAX = 120;

/**
 * A value made fit for one header line: line breaks, tabs and other control characters become
 * single spaces, so nothing a visitor types can start a header of its own.
 */
export function headerText(value: string, max = SUBJECT_PART_MAX): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
  const flat = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim();
  return clip(flat, max);
}

export const leadKindName = (kind: SubmissionKind) =>
  kind === "quote" ? "Quote request" : "Contact message";

/** What the visitor was told to quote ("Q-00412"): in the subject, so a search finds the thread. */
const referenceOf = (lead: LeadSubmission) => submissionReference(lead.kind, lead.id);

function subjectOf(lead: LeadSubmission): string {
  const name = headerText(lead.name);
  const reference = referenceOf(lead);
  if (lead.kind === "quote" && lead.service) {
    return `Quote request ${reference}: ${headerText(lead.service)} from ${name}`;
  }
  const company = lead.company ? ` (${headerText(lead.company)})` : "";
  return `${leadKindName(lead.kind)} ${reference} from ${name}${company}`;
}

/** The site address of a path when the public origin is known; the bare path otherwise. */
export function pageAddress(page: string, publicUrl: string | undefined): string {
  if (!publicUrl) return page;
  try {
    return new URL(page, publicUrl).toString();
  } catch {
    return page;
  }
}

/** Where the admin opens a lead, when the site's public address is known. */
export const leadAdminAddress = (id: number, publicUrl: string | undefined) =>
  publicUrl ? new URL(`/admin/inbox/${id}`, publicUrl).toString() : undefined;

export interface LeadField {
  label: string;
  value: string;
  href?: string;
}

/** The files that came with it, by name and size (they are downloaded from the admin inbox). */
export type LeadEmailAttachment = Pick<LeadAttachment, "filename" | "byteSize">;

/** What every notice of a lead lists (its e-mail, its Telegram message), in that order. */
export function leadFields(
  lead: LeadSubmission,
  publicUrl: string | undefined,
  attachments: readonly LeadEmailAttachment[],
): LeadField[] {
  const fields: LeadField[] = [
    { label: "Reference", value: referenceOf(lead) },
    { label: "Name", value: lead.name },
    { label: "E-mail", value: lead.email, href: `mailto:${lead.email}` },
  ];
  if (lead.phone) {
    fields.push({
      label: "Phone",
      value: lead.phone,
      href: `tel:${lead.phone.replace(/[^\d+]/g, "")}`,
    });
  }
  if (lead.company) fields.push({ label: "Company", value: lead.company });
  if (lead.service) fields.push({ label: "Service", value: lead.service });
  if (lead.standard) {
    // By the name it had when the request came in (its slug, should no name have been kept).
    const page = entryPath("certification", lead.standard);
    fields.push({
      label: "Standard",
      value: lead.standardName ?? lead.standard,
      href: publicUrl && page ? pageAddress(page, publicUrl) : undefined,
    });
  }
  if (lead.appointmentAt) {
    fields.push({ label: "Appointment", value: formatBusinessTime(lead.appointmentAt) });
  }
  if (lead.page) {
    const address = pageAddress(lead.page, publicUrl);
    fields.push({ label: "Sent from", value: address, href: publicUrl ? address : undefined });
  }
  if (attachments.length > 0) {
    fields.push({
      label: attachments.length === 1 ? "Attachment" : `Attachments (${attachments.length})`,
      value: `${attachments.map(attachmentLabel).join(", ")}; open them in the admin inbox`,
    });
  }
  fields.push({ label: "Received", value: phnomPenhTime(lead.createdAt) });
  return fields;
}

function textBody(lead: LeadSubmission, fields: LeadField[], inbox: string | undefined): string {
  const width = Math.max(...fields.map((field) => field.label.length)) + 2;
  const lines = [
    `New ${leadKindName(lead.kind).toLowerCase()} ${referenceOf(lead)} from the website.`,
    "",
    ...fields.map((field) => `${`${field.label}:`.padEnd(width)}${headerText(field.value, 1000)}`),
    "",
    "Message:",
    lead.message,
    "",
    `Reply to this e-mail to answer ${headerText(lead.name)} directly.`,
  ];
  if (inbox) lines.push(`Inbox: ${inbox}`);
  return `${lines.join("\n")}\n`;
}

const cell = "padding:6px 12px 6px 0;vertical-align:top;font-size:14px;line-height:20px;";
/** Long addresses and links wrap instead of widening the e-mail past a phone's screen. */
const wrap = "overflow-wrap:anywhere;word-break:break-word;";

function htmlBody(lead: LeadSubmission, fields: LeadField[], inbox: string | undefined): string {
  const rows = fields
    .map((field) => {
      const value = escapeHtml(field.value);
      const shown = field.href
        ? `<a href="${escapeHtml(field.href)}" style="color:#1d4ed8;">${value}</a>`
        : value;
      return `<tr><th scope="row" align="left" style="${cell}color:#475569;font-weight:600;white-space:nowrap;">${escapeHtml(field.label)}</th><td style="${cell}${wrap}color:#0f172a;">${shown}</td></tr>`;
    })
    .join("");
  const footer = inbox
    ? ` It is also in the <a href="${escapeHtml(inbox)}" style="color:#1d4ed8;">admin inbox</a>.`
    : " It is also in the admin inbox.";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subjectOf(lead))}</title></head>
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px;">
<p style="margin:0 0 4px;font-size:12px;letter-spacing:.06em;text-transform:uppercase;color:#64748b;">New from the website</p>
<h1 style="margin:0 0 16px;font-size:20px;line-height:28px;color:#0f172a;">${escapeHtml(leadKindName(lead.kind))} from ${escapeHtml(lead.name)}</h1>
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:0 0 16px;">${rows}</table>
<p style="margin:0 0 6px;font-size:12px;letter-spacing:.06em;text-transform:uppercase;color:#64748b;">Message</p>
<div style="margin:0 0 20px;padding:12px 14px;border:1px solid #e2e8f0;border-radius:6px;font-size:14px;line-height:21px;color:#0f172a;white-space:pre-wrap;${wrap}">${escapeHtml(lead.message)}</div>
<p style="margin:0;font-size:13px;line-height:19px;color:#475569;">Reply to this e-mail to answer ${escapeHtml(lead.name)} directly.${footer}</p>
</div>
</body></html>
`;
}

/**
 * The e-mail that tells the business about one quote request or contact message: every field
 * the visitor filled and the files they attached (named with their sizes, not attached: they are
 * in the inbox), in plain text and simple HTML, with Reply-To the visitor. Every value is
 * data: escaped in the HTML, flattened to one line wherever it is part of a header.
 */
export function leadEmail(
  lead: LeadSubmission,
  publicUrl?: string,
  attachments: readonly LeadEmailAttachment[] = [],
): LeadEmail {
  const fields = leadFields(lead, publicUrl, attachments);
  const inbox = publicUrl ? pageAddress("/admin", publicUrl) : undefined;
  return {
    subject: subjectOf(lead),
    text: textBody(lead, fields, inbox),
    html: htmlBody(lead, fields, inbox),
    replyTo: { name: headerText(lead.name), address: lead.email },
  };
}
