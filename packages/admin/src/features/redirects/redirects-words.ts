import {
  NOT_FOUND_KEPT_DAYS,
  NOT_FOUND_KEPT_PATHS,
  type NotFoundPath,
  type RedirectKind,
  type RedirectStatus,
} from "@app/contract";
import { formatDateTime } from "../../lib/format.ts";

const count = (n: number) => n.toLocaleString("en");

/** Every word the Redirects area shows, in the owner's words. */
export const redirectsWords = {
  title: "Redirects",
  description:
    "Old addresses of the site sent on to a page, so links and search results that use them still work. Each works in English and Khmer.",
  refresh: "Refresh",
  add: "Add a redirect",
  loading: "Loading the redirects",
  loadFailure: "Failed to load the redirects.",
  readOnly: "Your role may look at the redirects; the owner or an editor changes them.",
  empty: {
    title: "No redirects yet",
    text: "When a page moves or is renamed, its old address can send visitors to the new one.",
  },
  columns: {
    from: "Old address",
    to: "Goes to",
    kind: "Type",
    hits: "Visitors sent on",
    lastHit: "Last time",
    actions: "Actions",
  },
  madeByRename: "Made by renaming a page",
  renameOnlyDelete: "Made when a page was renamed: it can only be deleted.",
  neverUsed: "Not yet",
  edit: "Edit",
  delete: "Delete",
  form: {
    addTitle: "Add a redirect",
    editTitle: "Change the redirect",
    addDescription:
      "Visitors who open the old address are sent on to where it goes, in English and Khmer.",
    editDescription: "Visitors who open the old address are sent on to where it goes.",
    from: "Old address",
    fromHelp: "An address of this site that no longer opens a page, like /old-page.",
    to: "Goes to",
    toHelp: "A page of this site (/certifications/gots) or another site (https://…).",
    status: "How long",
    permanentHelp: "The page moved for good: search engines show the new address.",
    temporaryHelp: "For a while: search engines keep the old address.",
    save: "Save redirect",
    failure: "The redirect could not be saved. Please try again.",
    added: "Redirect added",
    saved: "Redirect saved",
  },
  deleteDialog: {
    title: (from: string) => `Delete the redirect of ${from}?`,
    description:
      "Visitors and search engines who ask for the old address will see “not found” again.",
    action: "Delete redirect",
    deleted: "Redirect deleted",
    failure: "The redirect could not be deleted. Please try again.",
  },
  missing: {
    title: "Missing pages",
    loading: "Loading the missing pages",
    loadFailure: "Failed to load the missing pages.",
    columns: {
      path: "Address asked for",
      count: "Times",
      lastSeen: "Last time",
      referrer: "Came from",
      actions: "Actions",
    },
    redirect: "Redirect…",
    empty: {
      title: "No missing pages",
      text: "Every address visitors asked for lately opened a page.",
    },
    noReferrer: "Not known",
  },
} as const;

/** Above the missing pages: what they are and how many are kept, from the server's own limits. */
export const missingPagesDescription = (): string =>
  `Addresses that visitors or search engines asked for but that open no page, busiest first: up to ${count(NOT_FOUND_KEPT_PATHS)} of the last ${count(NOT_FOUND_KEPT_DAYS)} days, the busiest and the latest. Redirect one to send its visitors to the right page.`;

const STATUS_NAMES: Readonly<Record<RedirectStatus, string>> = {
  301: "Permanent (301)",
  302: "Temporary (302)",
};

/** "Permanent (301)" or "Temporary (302)". */
export const statusName = (status: RedirectStatus): string => STATUS_NAMES[status];

/** How a redirect came to be, when it was not made by hand. */
export const kindName = (kind: RedirectKind): string | undefined =>
  kind === "rename" ? redirectsWords.madeByRename : undefined;

/** "1 visitor", "1,204 visitors", "None yet". */
export const hitsText = (hits: number): string =>
  hits === 0 ? "None yet" : `${count(hits)} ${hits === 1 ? "visitor" : "visitors"}`;

/** When a redirect last sent someone on, or that it has not yet. */
export const lastHitText = (lastHitAt: string | null): string =>
  lastHitAt ? formatDateTime(lastHitAt) : redirectsWords.neverUsed;

/** Under the count in the table: "last Nov 29, 2026, 1:09 PM". */
export const lastHitLine = (lastHitAt: string): string => `last ${formatDateTime(lastHitAt)}`;

/** "Once", "12 times". */
export const timesText = (times: number): string =>
  times === 1 ? "Once" : `${count(times)} times`;

/** The site the last visitor came from, or that it is not known. */
export const referrerText = (referrer: string | null): string =>
  referrer?.trim() ? referrer : redirectsWords.missing.noReferrer;

/** The missing pages busiest first; of equally busy ones, the most recently asked for. */
export const busiestFirst = (paths: readonly NotFoundPath[]): NotFoundPath[] =>
  [...paths].sort(
    (a, b) =>
      b.count - a.count ||
      Date.parse(b.lastSeenAt) - Date.parse(a.lastSeenAt) ||
      a.path.localeCompare(b.path),
  );
