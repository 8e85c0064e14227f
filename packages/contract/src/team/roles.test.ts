import { describe, expect, it } from "vitest";
import {
  PERMISSIONS,
  permissionToEdit,
  ROLE_PERMISSIONS,
  ROLES,
  roleMay,
  roleRefusal,
} from "./roles.ts";

describe("the team's roles", () => {
  it("gives the owner everything, and only the owner the team, backups, mail and erasure", () => {
    expect(ROLE_PERMISSIONS.owner).toEqual(PERMISSIONS);
    for (const role of ROLES.filter((r) => r !== "owner")) {
      for (const ownerOnly of ["team", "backups", "mail", "erasure"] as const) {
        expect(roleMay(role, ownerOnly)).toBe(false);
      }
    }
  });

  it("keeps the translator to translations and the salesperson to the inbox and Insights", () => {
    expect(roleMay("translator", "translations")).toBe(true);
    expect(roleMay("translator", "content.edit")).toBe(false);
    expect(roleMay("editor", "inbox")).toBe(false);
    expect(ROLE_PERMISSIONS.sales).toEqual(["inbox", "insights"]);
    expect(roleMay("translator", "insights")).toBe(false);
    expect(roleMay("editor", "insights")).toBe(true);
  });

  it("asks translations of a Khmer section and content.edit of an English one", () => {
    expect(permissionToEdit("hero@km")).toBe("translations");
    expect(permissionToEdit("certification:gots@km")).toBe("translations");
    expect(permissionToEdit("certification:gots")).toBe("content.edit");
  });

  it("refuses in words, naming the role and never a permission's code", () => {
    const words = roleRefusal("sales", "content.edit");
    expect(words).toBe(
      "Sales accounts cannot change the English pages. Ask the owner if you need to.",
    );
    expect(words).not.toContain("content.edit");
  });
});
