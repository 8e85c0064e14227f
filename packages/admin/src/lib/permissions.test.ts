import { ROLE_PERMISSIONS } from "@app/contract";
import { describe, expect, it } from "vitest";
import { permissionsFrom } from "./permissions.ts";

describe("permissionsFrom", () => {
  it("allows what the server listed and nothing else", () => {
    const translator = permissionsFrom(ROLE_PERMISSIONS.translator, "translator");
    expect(translator.may("translations")).toBe(true);
    expect(translator.may("content.edit")).toBe(false);
    expect(translator.may("inbox")).toBe(false);
    expect(translator.roleName).toBe("Translator");
  });

  it("allows nothing before the server has answered", () => {
    const nobody = permissionsFrom([], undefined);
    expect(nobody.may("content.read")).toBe(false);
    expect(nobody.roleName).toBe("");
  });
});
