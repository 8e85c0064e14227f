import { describe, expect, it } from "vitest";
import {
  formatFollowUpDay,
  historyText,
  isFollowUpDue,
  ownerName,
  stageName,
} from "./lead-words.ts";

const people = [
  { id: "u1", name: "Sreyneang", email: "sreyneang@company.example" },
  { id: "u2", name: "", email: "dara@company.example" },
];
const at = "2026-12-02T03:14:00.000Z";

describe("lead words", () => {
  it("names stages in the owner's words", () => {
    expect(stageName("quoted")).toBe("Quoted");
    expect(stageName("odd")).toBe("odd");
  });

  it("says a follow-up is due on its day or later, while the sale is open", () => {
    const lead = { stage: "quoted" as const, followUpOn: "2026-12-02" };
    expect(isFollowUpDue(lead, "2026-12-01")).toBe(false);
    expect(isFollowUpDue(lead, "2026-12-02")).toBe(true);
    expect(isFollowUpDue({ ...lead, stage: "won" }, "2026-12-05")).toBe(false);
    expect(isFollowUpDue({ ...lead, followUpOn: null }, "2026-12-05")).toBe(false);
  });

  it("shows a follow-up day as that day, whatever the reader's time zone", () => {
    expect(formatFollowUpDay("2026-12-02")).toContain("2");
    expect(formatFollowUpDay("2026-12-02")).toContain("2026");
    expect(formatFollowUpDay("nonsense")).toBe("nonsense");
  });

  it("names owners, nobody, and people who left", () => {
    expect(ownerName("u1", people)).toBe("Sreyneang");
    expect(ownerName("u2", people)).toBe("dara@company.example");
    expect(ownerName(null, people)).toBe("Nobody");
    expect(ownerName("gone", people)).toBe("Someone no longer on the team");
  });

  it("tells the history in words, people by name", () => {
    const by = (
      field: "stage" | "status" | "assignee" | "followUp",
      from: string | null,
      to: string | null,
    ) => historyText({ at, actor: "sreyneang@company.example", field, from, to }, people);
    expect(by("stage", "new", "quoted")).toBe("Sreyneang moved it from New to Quoted");
    expect(by("status", "new", "read")).toBe("Sreyneang marked it read");
    expect(by("assignee", null, "sreyneang@company.example")).toBe(
      "Sreyneang gave it to themselves",
    );
    expect(by("assignee", null, "dara@company.example")).toBe(
      "Sreyneang gave it to dara@company.example",
    );
    expect(by("assignee", "dara@company.example", "sreyneang@company.example")).toBe(
      "Sreyneang passed it from dara@company.example to themselves",
    );
    expect(by("assignee", "dara@company.example", null)).toBe(
      "Sreyneang took it away from dara@company.example: nobody has it",
    );
    expect(by("followUp", null, "2026-12-05")).toMatch(
      /^Sreyneang set the follow-up day to .*2026$/,
    );
    expect(by("followUp", "2026-12-05", null)).toMatch(
      /^Sreyneang cleared the follow-up day \(was /,
    );
    expect(
      historyText(
        { at, actor: "left@company.example", field: "stage", from: "quoted", to: "won" },
        people,
      ),
    ).toBe("left@company.example moved it from Quoted to Won");
  });
});
