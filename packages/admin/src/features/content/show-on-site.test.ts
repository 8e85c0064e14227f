import { describe, expect, it } from "vitest";
import { documentPlace } from "../../lib/add-intent.ts";
import { titleFromFileName, withDocumentItem } from "./show-on-site.ts";

describe("show a PDF on the site", () => {
  it("makes a title in plain words from a file's name", () => {
    expect(titleFromFileName("organic-cotton-guide.pdf")).toBe("Organic cotton guide");
    expect(titleFromFileName("GOTS_audit__checklist.PDF")).toBe("GOTS audit checklist");
    expect(titleFromFileName("report.pdf")).toBe("Report");
  });

  it("appends an item for the PDF with its title, the other fields left empty", () => {
    const place = documentPlace("resources")!;
    const start = { title: "Library", items: [{ title: "Old" }] };
    const added = withDocumentItem(start, place, "organic-cotton-guide.pdf");
    expect(added.index).toBe(1);
    expect(added.emptyField).toBe("description");
    expect((added.content.items as unknown[])[1]).toMatchObject({
      title: "Organic cotton guide",
      description: "",
      category: "",
      document: "organic-cotton-guide.pdf",
    });
    expect(start.items).toHaveLength(1);
  });

  it("appends a training course the same way", () => {
    const added = withDocumentItem({}, documentPlace("training")!, "dyeing-course.pdf");
    expect(added.index).toBe(0);
    expect(added.content.items).toEqual([
      expect.objectContaining({ title: "Dyeing course", document: "dyeing-course.pdf" }),
    ]);
  });
});
