import { describe, expect, it } from "vitest";
import { DEFAULT_INBOX_FILTER } from "../../lib/ui-state.ts";
import { submissionExportPath } from "./inbox-queries.ts";
import { NO_LEAD_FILTER } from "./lead-filter.ts";

describe("the CSV export's address", () => {
  it("asks for what the inbox shows: kind, status, e-mail and the lead filter", () => {
    expect(
      submissionExportPath(
        { kind: "quote", status: "inbox", notification: "failed" },
        { stage: "quoted", assignee: "me", followUp: "due" },
      ),
    ).toBe(
      "/api/admin/submissions/export.csv?kind=quote&notification=failed&status=inbox&stage=quoted&assignee=me&followUp=due",
    );
  });

  it("sends nothing for the filters that narrow nothing", () => {
    expect(
      submissionExportPath({ kind: "all", status: "all", notification: "any" }, NO_LEAD_FILTER),
    ).toBe("/api/admin/submissions/export.csv");
    expect(
      submissionExportPath(DEFAULT_INBOX_FILTER, { ...NO_LEAD_FILTER, assignee: "none" }),
    ).toBe("/api/admin/submissions/export.csv?status=inbox&assignee=none");
  });
});
