import { describe, expect, it } from "vitest";
import { addressProblem } from "./entry-address.ts";

const check = (collection: "certification" | "page", slug: string, named = true) =>
  addressProblem({
    collection,
    slug,
    named,
    taken: new Set(["certification:gots", "page:privacy"]),
    deleted: new Set(["certification:old-standard"]),
  });

describe("addressProblem", () => {
  it("accepts a free address", () => {
    expect(check("certification", "organic-content-standard")).toBeUndefined();
    expect(check("page", "cookie-policy")).toBeUndefined();
  });

  it("asks for an address a Khmer name could not make, and requires one anyway", () => {
    expect(check("certification", "")).toBe(
      "Please type an address in Latin letters, e.g. organic-content-standard.",
    );
    expect(check("certification", "", false)).toBe("Address is required");
  });

  it("refuses what is not an address", () => {
    expect(check("certification", "Organic Content")).toBe(
      "Address may use lowercase letters, digits and single hyphens only",
    );
  });

  it("refuses a taken, a deleted entry's and a reserved address, by its page", () => {
    expect(check("certification", "gots")).toBe(
      "/certifications/gots is already the address of another page. Choose another.",
    );
    expect(check("certification", "old-standard")).toBe(
      "/certifications/old-standard was the address of a deleted page. Restore that one from the deleted list, or choose another address.",
    );
    expect(check("page", "privacy")).toContain("/privacy is already the address");
    expect(check("page", "admin")).toBe(
      "The address /admin is already taken by the site. Please choose another address for this page.",
    );
    // Only text pages sit at the site's root.
    expect(check("certification", "admin")).toBeUndefined();
  });
});
