import { describe, expect, it } from "vitest";
import {
  leadButtonData,
  leadPostText,
  type PostedLead,
  parseLeadButton,
} from "./lead-post-message.ts";
import { TELEGRAM_TEXT_MAX, visibleLength } from "./telegram-text.ts";

/** Every field as long as anyone could send it, made of the characters HTML must escape. */
const worst = (n: number) => "<&>\"'".repeat(Math.ceil(n / 5)).slice(0, n);

const longest: PostedLead = {
  id: 99_999,
  kind: "quote",
  name: worst(5000),
  email: `${"a".repeat(64)}@${"b".repeat(180)}.example`,
  phone: worst(5000),
  company: worst(5000),
  service: worst(5000),
  standard: "gots",
  standardName: worst(5000),
  appointmentAt: null,
  message: worst(20_000),
  page: `/${"p".repeat(4000)}`,
  createdAt: new Date("2026-11-30T01:30:00Z"),
  source: {
    landingPage: `/${"l".repeat(199)}`,
    referrer: "news.example",
    utmSource: worst(200),
    utmMedium: worst(200),
    utmCampaign: worst(200),
    utmTerm: worst(200),
    utmContent: worst(200),
  },
  stage: "new",
};
const files = [1, 2, 3].map((n) => ({ filename: `${worst(250)}-${n}.pdf`, byteSize: 10_000_000 }));

describe("a lead's Telegram message", () => {
  it("stays within what Telegram takes, however long the visitor's fields, and escapes them all", () => {
    const text = leadPostText(
      longest,
      files,
      { stage: "quoted", ownerName: worst(300), lastChange: worst(300) },
      "https://www.company.example",
    );
    expect(visibleLength(text)).toBeLessThanOrEqual(TELEGRAM_TEXT_MAX);
    // Only our own tags: every < of the visitor's is an entity.
    const tags = text.match(/<[^>]*>/g) ?? [];
    expect(new Set(tags)).toEqual(
      new Set([
        "<b>",
        "</b>",
        "<blockquote>",
        "</blockquote>",
        "<i>",
        "</i>",
        '<a href="https://www.company.example/admin/inbox/99999">',
        "</a>",
      ]),
    );
    // The message still gets most of what is left.
    const quote = /<blockquote>([\s\S]*)<\/blockquote>/.exec(text)![1]!;
    expect(visibleLength(quote)).toBeGreaterThan(800);
  });

  it("reads back only the buttons it made", () => {
    expect(parseLeadButton(leadButtonData(12, "quoted"))).toEqual({ id: 12, action: "quoted" });
    for (const forged of [
      "lead:12:delete",
      "lead:-1:won",
      "lead:1:won:x",
      "lead:12345678901:won",
      "",
    ]) {
      expect(parseLeadButton(forged)).toBeUndefined();
    }
    expect(
      new TextEncoder().encode(leadButtonData(9_999_999_999, "contacted")).length,
    ).toBeLessThanOrEqual(64);
  });
});
