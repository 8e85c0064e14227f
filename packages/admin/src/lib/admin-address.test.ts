import { COLLECTION_SECTIONS, SINGLE_SECTIONS } from "@app/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  messageAddress,
  NEW_SECTION_ADDRESS,
  parseAdminPath,
  routeAddress,
  sectionAddress,
  sectionOfAddress,
} from "./admin-address.ts";

const OTHER_AREAS = ["images", "inbox", "activity", "account", "bulk-replace"];

describe("the admin address of a section", () => {
  it("files each section in its area, in the owner's words", () => {
    expect(sectionAddress("certification:gots")).toBe("/standards/gots");
    expect(sectionAddress("certification:gots@km")).toBe("/standards/gots/km");
    expect(sectionAddress("pillar:capacity-building")).toBe("/pillars/capacity-building");
    expect(sectionAddress("page:privacy")).toBe("/pages/privacy");
    expect(sectionAddress("hero")).toBe("/pages/hero");
    expect(sectionAddress("hero@km")).toBe("/pages/hero/km");
    expect(sectionAddress("services")).toBe("/services/services");
    expect(sectionAddress("training")).toBe("/resources/training");
    expect(sectionAddress("certification-page")).toBe("/standards/certification-page");
    expect(sectionAddress("site")).toBe("/settings/site");
    expect(sectionAddress("press-kit")).toBe("/settings/press-kit");
  });

  it("reads an address back to its section", () => {
    expect(sectionOfAddress("/standards/gots")).toBe("certification:gots");
    expect(sectionOfAddress("/standards/gots/km")).toBe("certification:gots@km");
    expect(sectionOfAddress("/standards/gots/")).toBe("certification:gots");
    expect(sectionOfAddress("/pages/privacy")).toBe("page:privacy");
    expect(sectionOfAddress("/pages/hero")).toBe("hero");
    expect(sectionOfAddress("/settings/press-kit")).toBe("press-kit");
    expect(sectionOfAddress("/standards")).toBeUndefined();
    expect(sectionOfAddress("/settings/new")).toBeUndefined();
  });

  it("spells out the full name where the short one names something else", () => {
    // A text page called like a single section of the Pages area.
    expect(sectionAddress("page:hero")).toBe("/pages/page:hero");
    expect(sectionOfAddress("/pages/page:hero")).toBe("page:hero");
    expect(sectionOfAddress("/pages/hero")).toBe("hero");
    // A free-form section called like the new section's screen.
    expect(sectionAddress("new")).toBe("/settings/:new");
    expect(sectionOfAddress("/settings/:new")).toBe("new");
    // A standard called like a single section of another area is still a standard.
    expect(sectionAddress("certification:services")).toBe("/standards/services");
    expect(sectionOfAddress("/standards/services")).toBe("certification:services");
  });

  it("answers nothing for an address that names no section there", () => {
    expect(sectionOfAddress("/resources/gots")).toBeUndefined();
    expect(sectionOfAddress("/services/gots")).toBeUndefined();
    expect(sectionOfAddress("/pages/privacy/fr")).toBeUndefined();
    expect(sectionOfAddress("/pages/privacy/km/x")).toBeUndefined();
    expect(sectionOfAddress("/settings/widget:x")).toBeUndefined();
    expect(sectionOfAddress("/settings/hero@km")).toBeUndefined();
    expect(sectionOfAddress("/standards/Not%20a%20slug")).toBeUndefined();
    expect(sectionOfAddress("/standards/%E0%A4%A")).toBeUndefined();
  });

  it("goes there and back for every registered section, in English and Khmer", () => {
    const names = [
      ...Object.keys(SINGLE_SECTIONS),
      ...Object.keys(COLLECTION_SECTIONS).flatMap((c) => [`${c}:one`, `${c}:a-b-2`]),
    ];
    for (const name of [...names, ...names.map((n) => `${n}@km`)]) {
      expect(sectionOfAddress(sectionAddress(name)), name).toBe(name);
    }
  });

  it("goes there and back for any entry or free-form name", () => {
    const slug = fc.stringMatching(/^[a-z0-9]{1,8}(?:-[a-z0-9]{1,8}){0,2}$/);
    const entry = fc
      .tuple(fc.constantFrom(...Object.keys(COLLECTION_SECTIONS)), slug)
      .map(([collection, s]) => `${collection}:${s}`);
    const freeForm = fc
      .stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,12}$/)
      .filter((name) => !Object.hasOwn(SINGLE_SECTIONS, name));
    fc.assert(
      fc.property(fc.oneof(entry, freeForm, fc.constant("new")), fc.boolean(), (base, khmer) => {
        const name = khmer && base.includes(":") ? `${base}@km` : base;
        expect(sectionOfAddress(sectionAddress(name))).toBe(name);
      }),
    );
  });
});

describe("the admin's addresses", () => {
  it("names each area, a new section and an opened message", () => {
    expect(parseAdminPath("/standards")).toEqual({ kind: "area", area: "standards" });
    expect(parseAdminPath("/inbox", OTHER_AREAS)).toEqual({ kind: "area", area: "inbox" });
    expect(parseAdminPath("/bulk-replace", OTHER_AREAS)).toEqual({
      kind: "area",
      area: "bulk-replace",
    });
    expect(parseAdminPath(NEW_SECTION_ADDRESS)).toEqual({ kind: "new-section", area: "settings" });
    expect(parseAdminPath(messageAddress(412))).toEqual({
      kind: "message",
      area: "inbox",
      id: 412,
    });
  });

  it("shows nothing at the root or at an address it does not know", () => {
    expect(parseAdminPath("/")).toBeUndefined();
    expect(parseAdminPath("")).toBeUndefined();
    expect(parseAdminPath("/nowhere", OTHER_AREAS)).toBeUndefined();
    expect(parseAdminPath("/images/x", OTHER_AREAS)).toBeUndefined();
    expect(parseAdminPath("/inbox/0", OTHER_AREAS)).toBeUndefined();
    expect(parseAdminPath("/inbox/12x", OTHER_AREAS)).toBeUndefined();
    expect(parseAdminPath("/inbox/12/km", OTHER_AREAS)).toBeUndefined();
    expect(parseAdminPath("/images")).toBeUndefined();
  });

  it("writes each route as the address it was read from", () => {
    for (const path of [
      "/pages",
      "/images",
      "/standards/gots",
      "/standards/gots/km",
      "/settings/new",
      "/inbox/412",
    ]) {
      const route = parseAdminPath(path, OTHER_AREAS);
      expect(route && routeAddress(route)).toBe(path);
    }
  });
});
