import { ROLE_PERMISSIONS } from "@app/contract";
import { describe, expect, it } from "vitest";
import { bulkReplaceRefusal } from "./bulk-access.ts";

describe("who may use Bulk Replace", () => {
  it("lets the owner and an editor in", () => {
    expect(bulkReplaceRefusal({ role: "owner", permissions: ROLE_PERMISSIONS.owner })).toBeNull();
    expect(bulkReplaceRefusal({ role: "editor", permissions: ROLE_PERMISSIONS.editor })).toBeNull();
  });

  it("tells a translator or a salesperson in words why not, naming the role", () => {
    const translator = bulkReplaceRefusal({
      role: "translator",
      permissions: ROLE_PERMISSIONS.translator,
    });
    expect(translator).toBe(
      "Bulk Replace changes the site's images. Translator accounts cannot change images or PDFs. Ask the owner if you need to.",
    );
    const sales = bulkReplaceRefusal({ role: "sales", permissions: ROLE_PERMISSIONS.sales });
    expect(sales).toContain("Sales accounts cannot change images");
    expect(sales).not.toContain("images permission");
  });
});
