import type { LeadSource } from "./lead-source.ts";

/** One line of "Where it came from": what it is, in the owner's words, and its value. */
export interface SourceLine {
  label: string;
  value: string;
}

/** Unknown when the visit's first page noted no other site (typed in, a bookmark, an app). */
export const NO_REFERRER = "Direct visit or unknown";

/**
 * Where a lead came from, in plain words: the visit's first page, the site the visitor came
 * from, and the campaign's parts that are set. Nothing is said of a field that is not set, but
 * the referring site always has a line (unknown is something to know too).
 */
export function sourceLines(source: LeadSource | null): SourceLine[] {
  const lines: SourceLine[] = [];
  const add = (label: string, value: string | null | undefined) => {
    if (value) lines.push({ label, value });
  };
  add("First page", source?.landingPage);
  add("Came from", source?.referrer ?? NO_REFERRER);
  add("Campaign", source?.utmCampaign);
  const origin = source?.utmSource;
  const medium = source?.utmMedium;
  if (origin && medium) add("Source / medium", `${origin} / ${medium}`);
  else {
    add("Source", origin);
    add("Medium", medium);
  }
  add("Search words", source?.utmTerm);
  add("Ad or link", source?.utmContent);
  return lines;
}
