import { describe, expect, it } from "vitest";
import { SubmissionListQuerySchema, SubmissionUpdateSchema } from "./submissions.ts";

describe("SubmissionUpdateSchema", () => {
  it.each(["new", "read", "archived"])("lets an admin set %s", (status) => {
    expect(SubmissionUpdateSchema.parse({ status })).toEqual({ status });
  });

  it.each(["spam", "deleted", "", undefined])("refuses %j: spam is the server's call", (status) => {
    expect(SubmissionUpdateSchema.safeParse({ status }).success).toBe(false);
  });
});

describe("SubmissionListQuerySchema", () => {
  it("filters by nothing, kind, status or both", () => {
    expect(SubmissionListQuerySchema.parse({})).toEqual({});
    expect(SubmissionListQuerySchema.parse({ kind: "quote", status: "spam" })).toEqual({
      kind: "quote",
      status: "spam",
    });
  });

  it.each([{ kind: "letter" }, { status: "deleted" }])("refuses %j", (query) => {
    expect(SubmissionListQuerySchema.safeParse(query).success).toBe(false);
  });
});
