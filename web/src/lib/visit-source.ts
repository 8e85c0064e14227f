import type { LeadSource } from "@app/contract";
import { deviceClassOf } from "@app/contract/visit-beacon";
import { documentVisitOrigin } from "./visit-entry.ts";

/**
 * Where this tab's visit began, noted when the app starts, in memory only: no cookie and
 * nothing kept in the browser (decision 047). Undefined when this document did not begin the
 * visit; the server then takes the day's first page it counted (decision 045).
 */
let noted: Partial<LeadSource> | undefined;

/** Notes where the visit began, when this document began it; runs once, as the app starts. */
export function noteVisitSource(): void {
  const origin = documentVisitOrigin();
  if (!origin) return;
  noted = {
    landingPage: window.location.pathname,
    ...origin,
    device: deviceClassOf(window.screen.width),
  };
}

/** What noteVisitSource kept, for a form to send; undefined when nothing was. */
export const visitSource = (): Partial<LeadSource> | undefined => noted;
