import { describe, expect, it } from "vitest";
import { inboxSearch, readInboxView } from "./inbox-view.ts";
import { NO_LEAD_FILTER, readLeadFilter } from "./lead-filter.ts";

describe("inbox view in the address", () => {
  it("reads the board only when asked for by name", () => {
    expect(readInboxView("?view=board")).toBe("board");
    expect(readInboxView("?stage=won&view=board")).toBe("board");
    expect(readInboxView("")).toBe("list");
    expect(readInboxView("?view=list")).toBe("list");
    expect(readInboxView("?view=kanban")).toBe("list");
  });

  it("writes the board with the lead filter, and the plain list as nothing", () => {
    expect(inboxSearch("list", NO_LEAD_FILTER)).toBe("");
    expect(inboxSearch("board", NO_LEAD_FILTER)).toBe("?view=board");
    const mine = { ...NO_LEAD_FILTER, assignee: "me" as const, followUp: "due" as const };
    const search = inboxSearch("board", mine);
    expect(search).toBe("?view=board&assignee=me&followUp=due");
    expect(readInboxView(search)).toBe("board");
    expect(readLeadFilter(search)).toEqual(mine);
    expect(inboxSearch("list", mine)).toBe("?assignee=me&followUp=due");
  });
});
