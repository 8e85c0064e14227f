/** Telegram refuses (for good) a message longer than this, counted after its HTML is read. */
export const TELEGRAM_TEXT_MAX = 4096;

/** How long a message reads in Telegram: its text without the tags, each entity one character. */
export const visibleLength = (html: string) =>
  html.replace(/<[^>]*>/g, "").replace(/&(?:[a-z]+|#\d+);/g, "_").length;
