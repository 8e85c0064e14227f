/**
 * At most `max` UTF-16 units (as JavaScript and Telegram count), ending in "…" when cut, and
 * never between the two halves of a character such as an emoji: a mail header or a Telegram
 * message would carry half a character.
 */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max < 1) return "";
  const cut = text.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/, "");
  return `${cut.trimEnd()}…`;
}
