import type { Redirect, RedirectStatus } from "@app/contract";

/** The fields of the redirect form, as the server names them in its `fields`. */
export const REDIRECT_FIELDS = ["from", "to", "status"] as const;
export type RedirectField = (typeof REDIRECT_FIELDS)[number];

export interface RedirectValues {
  from: string;
  to: string;
  status: RedirectStatus;
}

/** What the form starts with: a redirect's own values, or a new one (an old address given). */
export const redirectFormValues = (redirect?: Redirect, from = ""): RedirectValues =>
  redirect
    ? { from: redirect.from, to: redirect.to, status: redirect.status }
    : { from, to: "", status: 301 };

/** Only what the admin changed, so the server checks nothing it was not asked to change. */
export function redirectChanges(
  before: RedirectValues,
  after: RedirectValues,
): Partial<RedirectValues> {
  const changes: Partial<RedirectValues> = {};
  for (const field of REDIRECT_FIELDS) {
    if (after[field] !== before[field]) Object.assign(changes, { [field]: after[field] });
  }
  return changes;
}

/**
 * The server's words for each field of the form, from a refusal's `fields`; `rest` says whether
 * it also said something that belongs to no field (then shown above the buttons).
 */
export function fieldRefusals(fields: Record<string, string>): {
  byField: [RedirectField, string][];
  rest: boolean;
} {
  const byField: [RedirectField, string][] = [];
  let rest = false;
  for (const [name, message] of Object.entries(fields)) {
    const field = REDIRECT_FIELDS.find((known) => known === name);
    if (field) byField.push([field, message]);
    else rest = true;
  }
  return { byField, rest };
}
