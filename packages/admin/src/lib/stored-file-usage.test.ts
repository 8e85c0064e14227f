import { fileMessages } from "@app/contract";
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "./api-error.ts";
import { isUsed, pageLabel, refusalUsage, usageSummary } from "./stored-file-usage.ts";

const hero = { section: "hero", label: "Hero" };

describe("usageSummary", () => {
  it("counts pages, says when only sections link to the file, and when nothing does", () => {
    expect(usageSummary({ sections: [hero], pages: ["/"] })).toBe("Used on 1 page");
    expect(usageSummary({ sections: [hero], pages: ["/", "/about"] })).toBe("Used on 2 pages");
    expect(usageSummary({ sections: [hero], pages: [] })).toBe(
      "Used in 1 section, on no public page",
    );
    expect(usageSummary({ sections: [], pages: [] })).toBe(fileMessages.notUsed);
  });

  it("calls a file used when a section links to it, even one that feeds no page", () => {
    expect(isUsed({ sections: [hero], pages: [] })).toBe(true);
    expect(isUsed({ sections: [], pages: [] })).toBe(false);
  });
});

describe("pageLabel", () => {
  it("names the home page and shows other pages by path", () => {
    expect(pageLabel("/")).toBe(fileMessages.homePage);
    expect(pageLabel("/certifications/gots")).toBe("/certifications/gots");
  });
});

describe("refusalUsage", () => {
  const refusal = (status: number, body: string) => new ApiRequestError(status, body, "");

  it("reads the usage a 409 carries", () => {
    const body = JSON.stringify({ error: "In use", usage: { sections: [hero], pages: ["/"] } });
    expect(refusalUsage(refusal(409, body))).toEqual({ sections: [hero], pages: ["/"] });
  });

  it("gives nothing for other failures or a 409 without a usable list", () => {
    const body = JSON.stringify({ error: "x", usage: { sections: [hero], pages: ["/"] } });
    expect(refusalUsage(refusal(500, body))).toBeUndefined();
    expect(refusalUsage(refusal(409, JSON.stringify({ error: "stale" })))).toBeUndefined();
    expect(refusalUsage(refusal(409, "<html>"))).toBeUndefined();
    expect(refusalUsage(new Error("network"))).toBeUndefined();
  });
});
