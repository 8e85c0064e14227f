import { describe, expect, it } from "vitest";
import { FormLeadSourceSchema, LEAD_SOURCE_FIELD_MAX, LeadSourceSchema } from "./lead-source.ts";

const empty = {
  landingPage: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
};

describe("a lead's source", () => {
  it("keeps a campaign's first page, referring host and utm parameters", () => {
    expect(
      LeadSourceSchema.parse({
        ...empty,
        landingPage: "/certifications/gots",
        referrer: "WWW.Google.com",
        utmSource: "newsletter",
        utmCampaign: "gots-2027",
      }),
    ).toEqual({
      ...empty,
      landingPage: "/certifications/gots",
      referrer: "www.google.com",
      utmSource: "newsletter",
      utmCampaign: "gots-2027",
    });
  });

  it("drops what is not a path or a host name, and cuts long values, never refusing", () => {
    const parsed = LeadSourceSchema.parse({
      ...empty,
      landingPage: "https://evil.example/x",
      referrer: "https://evil.example/path?q=1",
      utmCampaign: "x".repeat(5000),
      utmTerm: 42,
    });
    expect(parsed.landingPage).toBeNull();
    expect(parsed.referrer).toBeNull();
    expect(parsed.utmCampaign).toHaveLength(LEAD_SOURCE_FIELD_MAX);
    expect(parsed.utmTerm).toBeNull();
    expect(FormLeadSourceSchema.parse("not an object")).toBeUndefined();
  });

  it("drops characters no name needs: a NUL the database cannot hold, direction marks, zero widths", () => {
    const parsed = LeadSourceSchema.parse({
      ...empty,
      utmCampaign: "spring\u0000\u202e2027\u200b",
      utmSource: "\u0000\u0007",
    });
    expect(parsed.utmCampaign).toBe("spring2027");
    expect(parsed.utmSource).toBeNull();
  });
});
