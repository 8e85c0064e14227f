import { STAGES } from "@app/contract";
import { describe, expect, it } from "vitest";
import { boardColumns, dueFirst, type PlacedLead, withStage } from "./lead-board-columns.ts";

const TODAY = "2026-05-10";

const lead = (id: number, stage: PlacedLead["stage"], followUpOn: string | null = null) => ({
  id,
  stage,
  followUpOn,
});

const ids = (leads: readonly PlacedLead[]) => leads.map((l) => l.id);

describe("the board's columns", () => {
  it("has one column per stage, in the stages' order, even when empty", () => {
    const columns = boardColumns([], TODAY);
    expect(columns.map((c) => c.stage)).toEqual([...STAGES]);
    expect(columns.every((c) => c.leads.length === 0)).toBe(true);
  });

  it("puts each lead in its stage's column, once", () => {
    const leads = [
      lead(5, "quoted"),
      lead(4, "new"),
      lead(3, "won"),
      lead(2, "new"),
      lead(4, "new"),
    ];
    const columns = Object.fromEntries(
      boardColumns(leads, TODAY).map((c) => [c.stage, ids(c.leads)]),
    );
    expect(columns).toEqual({ new: [4, 2], contacted: [], quoted: [5], won: [3], lost: [] });
  });

  it("shows the follow-ups due first, the longest waiting on top, the rest in list order", () => {
    const leads = [
      lead(9, "contacted"),
      lead(8, "contacted", "2026-05-10"), // due today
      lead(7, "contacted", "2026-06-01"), // later: not due
      lead(6, "contacted", "2026-04-02"), // overdue the longest
      lead(5, "contacted"),
      lead(4, "contacted", "2026-05-10"), // due today, after 8 in the list
    ];
    const contacted = boardColumns(leads, TODAY).find((c) => c.stage === "contacted")!;
    expect(ids(contacted.leads)).toEqual([6, 8, 4, 9, 7, 5]);
  });

  it("never counts a won or lost lead's day as due", () => {
    const leads = [lead(2, "won"), lead(1, "won", "2026-01-01")];
    expect(ids(dueFirst(leads, TODAY))).toEqual([2, 1]);
  });
});

describe("a lead moved while it is saved", () => {
  it("changes that lead's stage on its page and leaves the other pages as they were", () => {
    const pages = [
      { items: [lead(3, "new"), lead(2, "new")], nextCursor: "a" },
      { items: [lead(1, "new")], nextCursor: null },
    ];
    const moved = withStage(pages, 2, "quoted");
    expect(moved[0]!.items.map((l) => l.stage)).toEqual(["new", "quoted"]);
    expect(moved[0]!.nextCursor).toBe("a");
    expect(moved[1]).toBe(pages[1]);
    expect(pages[0]!.items[1]!.stage).toBe("new");
  });
});
