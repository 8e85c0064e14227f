import { describe, expect, it } from "vitest";
import { changesOf } from "./lead-work-form.tsx";

const lead = { stage: "new" as const, assigneeId: null, followUpOn: "2026-12-02" };

describe("the lead's Save", () => {
  it("sends only what differs from the lead as saved", () => {
    expect(changesOf({}, lead)).toEqual({});
    expect(changesOf({ stage: "new", followUpOn: "2026-12-02" }, lead)).toEqual({});
    expect(changesOf({ stage: "quoted", assigneeId: "u1", followUpOn: null }, lead)).toEqual({
      stage: "quoted",
      assigneeId: "u1",
      followUpOn: null,
    });
  });
});
