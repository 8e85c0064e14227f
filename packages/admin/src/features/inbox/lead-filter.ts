import { STAGES, type Stage } from "@app/contract";

/**
 * What the inbox narrows leads to, beside kind, status and e-mail: kept in the screen's address
 * (`/inbox?stage=quoted&assignee=me&followUp=due`), so a reload, Back or a shared link shows the
 * same leads. "all", "anyone" and "any" send no filter.
 */
export interface LeadFilter {
  stage: "all" | Stage;
  assignee: "anyone" | "me" | "none";
  followUp: "any" | "due";
}

export const NO_LEAD_FILTER: LeadFilter = { stage: "all", assignee: "anyone", followUp: "any" };

const oneOf = <T extends string>(value: string | null, values: readonly T[]): T | undefined =>
  values.find((v) => v === value);

/** The lead filter an address's query part asks for; anything unknown is no filter. */
export function readLeadFilter(search: string): LeadFilter {
  const params = new URLSearchParams(search);
  return {
    stage: oneOf(params.get("stage"), STAGES) ?? "all",
    assignee: oneOf(params.get("assignee"), ["me", "none"] as const) ?? "anyone",
    followUp: oneOf(params.get("followUp"), ["due"] as const) ?? "any",
  };
}

/** The list's query parameters for a lead filter: only what narrows. */
export function leadFilterQuery(filter: LeadFilter): Record<string, string> {
  return {
    ...(filter.stage !== "all" && { stage: filter.stage }),
    ...(filter.assignee !== "anyone" && { assignee: filter.assignee }),
    ...(filter.followUp !== "any" && { followUp: filter.followUp }),
  };
}

/** The query part of an address showing that filter: "" when it narrows nothing. */
export function leadFilterSearch(filter: LeadFilter): string {
  const query = new URLSearchParams(leadFilterQuery(filter)).toString();
  return query === "" ? "" : `?${query}`;
}

export const narrowsLeads = (filter: LeadFilter): boolean =>
  Object.keys(leadFilterQuery(filter)).length > 0;
