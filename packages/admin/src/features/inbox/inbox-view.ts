import { type LeadFilter, leadFilterQuery } from "./lead-filter.ts";

/**
 * How the inbox shows its messages: a list, newest first, or a board with a column per stage.
 * Kept in the address beside the lead filter (`/inbox?view=board&assignee=me`), so a reload,
 * Back or a shared link shows the same view; the list is the default and needs no parameter.
 */
export const INBOX_VIEWS = ["list", "board"] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

/** The view an address's query part asks for; anything else is the list. */
export function readInboxView(search: string): InboxView {
  return new URLSearchParams(search).get("view") === "board" ? "board" : "list";
}

/** The query part of the inbox's address for a view and a lead filter: "" for the plain list. */
export function inboxSearch(view: InboxView, filter: LeadFilter): string {
  const query = new URLSearchParams({
    ...(view === "board" && { view }),
    ...leadFilterQuery(filter),
  }).toString();
  return query === "" ? "" : `?${query}`;
}
