import { describe, expect, it } from "vitest";
import { visitOriginOf } from "./visit-entry.ts";

const page = (address: string) => new URL(address);

describe("visitOriginOf", () => {
  it("says where a visit came from when another site led to the page, with its campaign", () => {
    expect(
      visitOriginOf(
        page("https://site.example/certifications/gots?utm_source=fb&utm_campaign=gots-2027"),
        "https://l.facebook.com/l.php?u=x",
      ),
    ).toEqual({
      referrer: "l.facebook.com",
      utmSource: "fb",
      utmMedium: null,
      utmCampaign: "gots-2027",
      utmTerm: null,
      utmContent: null,
    });
  });

  it("counts a typed address or a bookmark as a visit's start with no referring site", () => {
    expect(visitOriginOf(page("https://site.example/"), "")).toMatchObject({ referrer: null });
    expect(visitOriginOf(page("https://site.example/"), "not a url")).toMatchObject({
      referrer: null,
    });
  });

  it("says nothing when one of the site's own pages led here: the visit began there", () => {
    expect(
      visitOriginOf(page("https://site.example/quote"), "https://site.example/certifications/gots"),
    ).toBeUndefined();
  });
});
