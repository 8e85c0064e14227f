import type { LeadSource } from "@app/contract";
import { UTM_FIELDS } from "@app/contract/utm-fields";

/** Where this tab's visit began; sessionStorage, so no cookie and gone with the tab. */
const KEY = "visit-source";

/**
 * Notes, on the visit's first page only, where it began: that page's path, the referring
 * site's host (another site's, not ours) and the campaign's `utm_*` parameters. The forms send
 * it with a quote or a message (decision 045). Runs in the page's boot, before any script
 * loads, so a visitor who arrives, reads and browses on is still counted from their first page.
 */
export function noteVisitSource(): void {
  try {
    if (sessionStorage.getItem(KEY) !== null) return;
    const url = new URL(window.location.href);
    let referrer: string | null = null;
    if (document.referrer) {
      const host = new URL(document.referrer).hostname;
      if (host !== url.hostname) referrer = host;
    }
    const source: Record<string, string | null> = { landingPage: url.pathname, referrer };
    for (const [parameter, field] of Object.entries(UTM_FIELDS)) {
      source[field] = url.searchParams.get(parameter);
    }
    sessionStorage.setItem(KEY, JSON.stringify(source));
  } catch {
    // Storage off, or a referrer that is not a URL: the lead comes without its source.
  }
}

/** What noteVisitSource kept for this tab, for a form to send; undefined when nothing was. */
export function visitSource(): Partial<LeadSource> | undefined {
  try {
    const kept = sessionStorage.getItem(KEY);
    return kept ? (JSON.parse(kept) as Partial<LeadSource>) : undefined;
  } catch {
    return undefined;
  }
}
