import { describe, expect, it } from "vitest";
import { fileActivityDetail, readFileActivityDetail } from "./activity.ts";

describe("a stored file's activity detail", () => {
  it("is written in the log's words", () => {
    expect(fileActivityDetail({ version: 2 })).toBe("version 2");
    expect(fileActivityDetail({ batch: "7f3a", version: 2 })).toBe("batch 7f3a, version 2");
    expect(fileActivityDetail({ batch: "b8", version: 3, fromVersion: 1 })).toBe(
      "batch b8, version 3, from version 1",
    );
  });

  it("reads back what it wrote, and nothing else", () => {
    for (const detail of [
      { version: 2 },
      { batch: "batch_2025-06-01-a1B2", version: 12 },
      { batch: "b8", version: 3, fromVersion: 1 },
      { version: 5, fromVersion: 4 },
    ]) {
      expect(readFileActivityDetail(fileActivityDetail(detail))).toEqual(detail);
    }
    for (const other of [
      null,
      "",
      "marked decorative",
      "batch x; drop, version 2",
      "version two",
    ]) {
      expect(readFileActivityDetail(other), String(other)).toBeUndefined();
    }
  });
});
