import { describe, expect, it } from "vitest";
import {
  leadFilterQuery,
  leadFilterSearch,
  NO_LEAD_FILTER,
  narrowsLeads,
  readLeadFilter,
} from "./lead-filter.ts";

describe("lead filter in the address", () => {
  it("reads what the address asks for, and nothing unknown", () => {
    expect(readLeadFilter("?stage=quoted&assignee=me&followUp=due")).toEqual({
      stage: "quoted",
      assignee: "me",
      followUp: "due",
    });
    expect(readLeadFilter("")).toEqual(NO_LEAD_FILTER);
    expect(readLeadFilter("?stage=bogus&assignee=u1&followUp=soon")).toEqual(NO_LEAD_FILTER);
  });

  it("writes only what narrows, and reads back the same", () => {
    expect(leadFilterSearch(NO_LEAD_FILTER)).toBe("");
    expect(leadFilterQuery(NO_LEAD_FILTER)).toEqual({});
    expect(narrowsLeads(NO_LEAD_FILTER)).toBe(false);
    const mine = { ...NO_LEAD_FILTER, assignee: "none" as const, followUp: "due" as const };
    expect(leadFilterSearch(mine)).toBe("?assignee=none&followUp=due");
    expect(readLeadFilter(leadFilterSearch(mine))).toEqual(mine);
    expect(narrowsLeads(mine)).toBe(true);
  });
});
