import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apiErrorMessages } from "./messages.ts";
import {
  countMatching,
  decodeSubmissionCursor,
  encodeSubmissionCursor,
  SUBMISSION_PAGE_DEFAULT,
  SUBMISSION_PAGE_MAX,
  SubmissionListQuerySchema,
  statusesOf,
} from "./submissions.ts";

const firstMessage = (query: unknown) => {
  const result = SubmissionListQuerySchema.safeParse(query);
  expect(result.success).toBe(false);
  return result.error?.issues[0]?.message;
};

describe("SubmissionListQuerySchema", () => {
  const page = { limit: SUBMISSION_PAGE_DEFAULT };

  it("filters by nothing, kind, status (inbox included) or both", () => {
    expect(SubmissionListQuerySchema.parse({})).toEqual(page);
    expect(SubmissionListQuerySchema.parse({ kind: "", status: "" })).toEqual(page);
    expect(SubmissionListQuerySchema.parse({ kind: "quote", status: "spam" })).toEqual({
      ...page,
      kind: "quote",
      status: "spam",
    });
    expect(SubmissionListQuerySchema.parse({ status: "inbox" })).toEqual({
      ...page,
      status: "inbox",
    });
  });

  it.each([{ kind: "letter" }, { status: "deleted" }])("refuses %j", (query) => {
    expect(SubmissionListQuerySchema.safeParse(query).success).toBe(false);
  });

  it("reads a limit from the query string, up to the maximum", () => {
    expect(SubmissionListQuerySchema.parse({ limit: "1" }).limit).toBe(1);
    expect(SubmissionListQuerySchema.parse({ limit: String(SUBMISSION_PAGE_MAX) }).limit).toBe(
      SUBMISSION_PAGE_MAX,
    );
    expect(SubmissionListQuerySchema.parse({ limit: "" }).limit).toBe(SUBMISSION_PAGE_DEFAULT);
  });

  it.each([
    "0",
    "-1",
    "1.5",
    "1e2",
    "0x10",
    " 5",
    "abc",
    String(SUBMISSION_PAGE_MAX + 1),
    "99999999999999",
    ["1", "2"],
  ])("refuses the limit %j with the contract's message", (limit) => {
    expect(firstMessage({ limit })).toBe(apiErrorMessages.pageLimit(SUBMISSION_PAGE_MAX));
  });

  it("turns a cursor back into its position", () => {
    const position = { createdAt: "2025-05-01T12:00:00.123456Z", id: 42 };
    expect(
      SubmissionListQuerySchema.parse({ cursor: encodeSubmissionCursor(position) }).cursor,
    ).toEqual(position);
    expect(SubmissionListQuerySchema.parse({ cursor: "" }).cursor).toBeUndefined();
  });

  it.each([
    "abc",
    "!!!",
    "W10",
    encodeSubmissionCursor({ createdAt: "2025-05-01T12:00:00.123Z", id: 1 }),
    encodeSubmissionCursor({ createdAt: "2025-02-30T12:00:00.123456Z", id: 1 }),
    encodeSubmissionCursor({ createdAt: "0000-01-01T00:00:00.000000Z", id: 1 }),
    encodeSubmissionCursor({ createdAt: "2025-05-01T12:00:00.123456Z", id: 0 }),
    encodeSubmissionCursor({ createdAt: "2025-05-01T12:00:00.123456Z", id: 1.5 }),
    encodeSubmissionCursor({ createdAt: "2025-05-01T12:00:00.123456Z", id: 99_999_999_999 }),
    ["a", "b"],
  ])("refuses the malformed cursor %j with the contract's message", (cursor) => {
    expect(firstMessage({ cursor })).toBe(apiErrorMessages.badCursor);
  });

  it("never throws on any cursor text: it is a position or a clear refusal", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (cursor) => {
        const result = SubmissionListQuerySchema.safeParse({ cursor });
        if (!result.success)
          expect(result.error.issues[0]?.message).toBe(apiErrorMessages.badCursor);
      }),
    );
    // A hundred generated texts took 3.4 s on CI's busy machine, and over 5 s on a busier one.
  }, 30_000);

  it("round-trips every real position", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2999-12-31"), noInvalidDate: true }),
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 1, max: 2_147_483_647 }),
        (date, micros, id) => {
          const createdAt = `${date.toISOString().slice(0, 23)}${String(micros).padStart(3, "0")}Z`;
          expect(decodeSubmissionCursor(encodeSubmissionCursor({ createdAt, id }))).toEqual({
            createdAt,
            id,
          });
        },
      ),
    );
  });
});

describe("statusesOf and countMatching", () => {
  const counts = { new: 3, read: 5, archived: 7, spam: 11 };

  it("leaves spam out unless it is asked for by name", () => {
    expect(statusesOf(undefined)).toEqual(["new", "read", "archived"]);
    expect(statusesOf("inbox")).toEqual(["new", "read"]);
    expect(statusesOf("spam")).toEqual(["spam"]);
    expect(countMatching(counts, undefined)).toBe(15);
    expect(countMatching(counts, "inbox")).toBe(8);
    expect(countMatching(counts, "archived")).toBe(7);
    expect(countMatching(counts, "spam")).toBe(11);
  });
});
