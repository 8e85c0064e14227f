import { STAGE_NAMES, type Stage, sourceLines, submissionReference } from "@app/contract";
import type { InlineKeyboardMarkup } from "grammy/types";
import type { submissions } from "../db/schema.ts";
import { clip } from "../lib/clip-text.ts";
import { escapeHtml } from "../lib/escape-html.ts";
import {
  type LeadEmailAttachment,
  type LeadSubmission,
  leadAdminAddress,
  leadFields,
  leadKindName,
} from "../mail/lead-email.ts";
import { TELEGRAM_TEXT_MAX, visibleLength } from "./telegram-text.ts";

/** A lead as its Telegram message tells it: the e-mail's fields, its source and where it stands. */
export type PostedLead = LeadSubmission & Pick<typeof submissions.$inferSelect, "source" | "stage">;

/** What the buttons under a lead's message do: take it, or move it to a stage. */
export const LEAD_BUTTONS = [
  { action: "claim", label: "Claim" },
  { action: "contacted", label: "Contacted" },
  { action: "quoted", label: "Quoted" },
  { action: "won", label: "Won" },
  { action: "lost", label: "Lost" },
] as const;
export type LeadButtonAction = (typeof LEAD_BUTTONS)[number]["action"];

const BUTTON_DATA = /^lead:(\d{1,10}):(claim|contacted|quoted|won|lost)$/;

/** A button's data (`lead:12:quoted`, at most 64 bytes as Telegram allows) and back. */
export const leadButtonData = (id: number, action: LeadButtonAction) => `lead:${id}:${action}`;
export function parseLeadButton(data: string | undefined) {
  const match = data ? BUTTON_DATA.exec(data) : null;
  const id = Number(match?.[1]);
  // A lead's id is a PostgreSQL integer: anything past it names no lead (and no query fails).
  if (!match || !(id <= 2_147_483_647)) return undefined;
  return { id, action: match[2] as LeadButtonAction };
}

/** Claim on its own row, the stages in pairs: big enough for a thumb on a phone. */
export const leadKeyboard = (id: number): InlineKeyboardMarkup => {
  const button = (index: number) => ({
    text: LEAD_BUTTONS[index]!.label,
    callback_data: leadButtonData(id, LEAD_BUTTONS[index]!.action),
  });
  return { inline_keyboard: [[button(0)], [button(1), button(2)], [button(3), button(4)]] };
};

/** Where the lead stands, and who set it last when it was set from the chat. */
export interface LeadStanding {
  stage: Stage;
  ownerName: string | null;
  /** "Dara claimed it", "Dara set Quoted": the last press under this message. */
  lastChange?: string;
}

/** Each field, and where it came from, is cut to this; the visitor's message gets the rest. */
const FIELD_MAX = 200;
const SOURCE_MAX = 400;
const MESSAGE_MAX = 1500;

/**
 * The group's message about one lead, in Telegram's HTML: every field the e-mail lists (the
 * files by name and size), where it came from, the message, a link to it in the admin, and where
 * it stands. Every value from the visitor is escaped.
 */
export function leadPostText(
  lead: PostedLead,
  attachments: readonly LeadEmailAttachment[],
  standing: LeadStanding,
  publicUrl: string | undefined,
): string {
  const line = (label: string, value: string, max = FIELD_MAX) =>
    `<b>${escapeHtml(label)}:</b> ${escapeHtml(clip(value, max))}`;
  const fields = leadFields(lead, publicUrl, attachments).filter(
    (field) => field.label !== "Reference",
  );
  const source = sourceLines(lead.source)
    .map(({ label, value }) => `${label}: ${value}`)
    .join(" · ");
  const admin = leadAdminAddress(lead.id, publicUrl);
  const owner = standing.ownerName ?? "nobody yet";
  const head = [
    `<b>${escapeHtml(leadKindName(lead.kind))} ${submissionReference(lead.kind, lead.id)}</b>`,
    ...fields.map((field) => line(field.label, field.value)),
    line("Where it came from", source, SOURCE_MAX),
    "",
  ];
  const tail = [
    ...(admin ? [`<a href="${escapeHtml(admin)}">Open it in the admin</a>`] : []),
    "",
    `<b>Stage:</b> ${STAGE_NAMES[standing.stage]} · <b>Owner:</b> ${escapeHtml(clip(owner, FIELD_MAX))}`,
    ...(standing.lastChange
      ? [`<i>${escapeHtml(clip(standing.lastChange, FIELD_MAX))} in Telegram</i>`]
      : []),
  ];
  // The message takes what the rest leaves, so the post is never one Telegram refuses.
  const room = TELEGRAM_TEXT_MAX - visibleLength([...head, ...tail].join("\n")) - 2;
  const quote = `<blockquote>${escapeHtml(clip(lead.message, Math.max(0, Math.min(MESSAGE_MAX, room))))}</blockquote>`;
  return [...head, quote, ...tail].join("\n");
}
