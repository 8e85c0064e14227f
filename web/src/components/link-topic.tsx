import { useSiteText } from "../i18n/language.tsx";

/**
 * What a short link ("Read More", "Learn More") is about, read out with its visible words:
 * "Read More about GOTS". Hidden text, not aria-label, so the name always starts with the
 * words on screen, whatever the admin makes them, and search engines see descriptive text.
 */
export function LinkTopic({ topic }: { topic: string }) {
  const { chrome } = useSiteText();
  return <span className="sr-only"> {chrome.aboutTopic(topic)}</span>;
}
