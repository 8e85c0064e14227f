import { describe, expect, it } from "vitest";
import {
  ownSiteTarget,
  RedirectPatchSchema,
  redirectFromPath,
  redirectTarget,
  redirectTargetText,
} from "./redirects.ts";

describe("a redirect's addresses", () => {
  it("takes the site's own full address as the path it is", () => {
    expect(ownSiteTarget("https://certify.example/terms?x=1#top", "https://certify.example")).toBe(
      "/terms?x=1#top",
    );
    expect(ownSiteTarget("https://other.example/terms", "https://certify.example")).toBe(
      "https://other.example/terms",
    );
    expect(ownSiteTarget("/about", "https://certify.example")).toBe("/about");
  });

  it("stores a target so that it reads back as the same target", () => {
    for (const given of ["/ស្តង់ដារ?x=1", "/100%25-organic", "/a%3Fb#top", "https://x.example/a?b"]) {
      const first = redirectTarget(given);
      if (!("target" in first)) throw new Error(`refused ${given}`);
      const again = redirectTarget(redirectTargetText(first.target));
      expect(again, given).toEqual(first);
    }
  });

  it("gives an old address one spelling, in English", () => {
    expect(redirectFromPath("/km/old-page/")).toEqual({ path: "/old-page" });
    expect(redirectFromPath("/c%2B%2B")).toEqual({ path: "/c++" });
    expect("problem" in redirectFromPath("/a/../admin")).toBe(true);
  });

  it("leaves a status out of a change unless it is given", () => {
    expect(RedirectPatchSchema.parse({ to: "/about" })).toEqual({ to: "/about" });
    expect(RedirectPatchSchema.parse({ status: 302 })).toEqual({ status: 302 });
  });
});
