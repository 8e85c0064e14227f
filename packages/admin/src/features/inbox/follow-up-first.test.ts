import { describe, expect, it } from "vitest";
import { followUpFirst } from "./follow-up-first.ts";

const TODAY = "2026-05-10";
const lead = (id: number, followUpOn: string | null = null) => ({
  id,
  stage: "contacted" as const,
  followUpOn,
});

describe("follow-ups due first in the list", () => {
  it("shows the due ones once, on top, the longest waiting first, and the rest in list order", () => {
    const rows = [lead(6), lead(5, "2026-05-09"), lead(4), lead(3, "2026-06-30"), lead(2)];
    // The due query also found one not loaded yet (1), and answers newest first.
    const due = [lead(5, "2026-05-09"), lead(1, "2026-02-01")];
    const { due: first, rest } = followUpFirst(due, rows, TODAY);
    expect(first.map((l) => l.id)).toEqual([1, 5]);
    expect(rest.map((l) => l.id)).toEqual([6, 4, 3, 2]);
  });

  it("leaves the list as it is when nothing is due", () => {
    const rows = [lead(2), lead(1, "2026-07-01")];
    expect(followUpFirst([], rows, TODAY)).toEqual({ due: [], rest: rows });
  });
});
