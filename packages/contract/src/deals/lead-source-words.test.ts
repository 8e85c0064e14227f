import { describe, expect, it } from "vitest";
import type { LeadSource } from "./lead-source.ts";
import { NO_REFERRER, sourceLines } from "./lead-source-words.ts";

const NONE: LeadSource = {
  landingPage: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
};

const said = (source: LeadSource | null) =>
  sourceLines(source).map(({ label, value }) => `${label}: ${value}`);

describe("where a lead came from, in words", () => {
  it("says every part of a campaign that is set", () => {
    expect(
      said({
        landingPage: "/certifications/gots",
        referrer: "google.com",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "gots-2027",
        utmTerm: "gots audit",
        utmContent: "banner-a",
      }),
    ).toEqual([
      "First page: /certifications/gots",
      "Came from: google.com",
      "Campaign: gots-2027",
      "Source / medium: newsletter / email",
      "Search words: gots audit",
      "Ad or link: banner-a",
    ]);
  });

  it("leaves out what is not set, and says an unknown referrer in words", () => {
    expect(said({ ...NONE, landingPage: "/about" })).toEqual([
      "First page: /about",
      `Came from: ${NO_REFERRER}`,
    ]);
    expect(said({ ...NONE, utmMedium: "social" })).toEqual([
      `Came from: ${NO_REFERRER}`,
      "Medium: social",
    ]);
    expect(said({ ...NONE, utmSource: "facebook" })).toEqual([
      `Came from: ${NO_REFERRER}`,
      "Source: facebook",
    ]);
  });

  it("says only that it is unknown when nothing was noted", () => {
    expect(said(null)).toEqual([`Came from: ${NO_REFERRER}`]);
    expect(said(NONE)).toEqual([`Came from: ${NO_REFERRER}`]);
  });

  it("shows no field names or JSON", () => {
    const text = said({ ...NONE, utmSource: "x", utmCampaign: "y", utmTerm: "z" }).join("\n");
    expect(text).not.toMatch(/utm|landingPage|referrer|[{}"]/);
  });
});
