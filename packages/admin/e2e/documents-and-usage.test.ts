import { apiErrorMessages, fileMessages } from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import { describe, expect, it } from "vitest";
import { pdfDocument, scriptedPdf } from "./pdf-files.ts";
import {
  adminWithBrowser,
  countRequests,
  expectNoSeriousAxeViolations,
  fetchServed,
  openPanel,
  sha256,
  shot,
  solidPng,
  toastWith,
  visible,
} from "./support.ts";

const TRAINING_PDF = "training-gots-organic-textiles.pdf";
const TRAINING_PDF_NAME = "GOTS Organic Textile Processing";

describe.skipIf(!hasBrowser)("admin: PDFs, where files are used, and deleting them", () => {
  const admin = adminWithBrowser();

  const served = (path: string) => fetchServed(admin.server, path);
  const card = (name: string) => admin.page.getByRole("article", { name, exact: true });
  const dialog = () => admin.page.getByRole("dialog");

  interface Section {
    content: Record<string, unknown>;
    version: number;
  }
  const readSection = async (section: string): Promise<Section> =>
    (await (await fetch(`${admin.server.url}/api/content-json/${section}`)).json()) as Section;
  const saveSection = async (section: string, version: number, content: unknown) => {
    const response = await admin.context.request.post(`${admin.server.url}/api/admin/content`, {
      data: { section, version, content },
      headers: { origin: admin.server.origin },
    });
    expect(response.status()).toBe(200);
    return (await response.json()) as Section;
  };

  /** Opens an area of the panel from its sidebar: "Images", "Resources & PDFs". */
  const openArea = async (name: string) => {
    await openPanel(admin.page, admin.server);
    await admin.page.getByRole("tab", { name, exact: true }).click();
  };
  const openDocuments = async () => {
    await openArea("Resources & PDFs");
    await visible(card(TRAINING_PDF_NAME));
  };
  const openImages = async () => {
    await openArea("Images");
    await visible(card("Hero illustration"));
  };

  it("lists every PDF with its path, size, page count, version and the pages that use it", async () => {
    await openDocuments();
    const training = card(TRAINING_PDF_NAME);
    await visible(training.getByText(TRAINING_PDF, { exact: true }));
    await visible(training.getByText(`/pdfs/${TRAINING_PDF}`, { exact: true }));
    await visible(training.getByText(/^1 page · [\d.]+ KB · Version 1 · Updated/));
    const open = training.getByRole("link", { name: /^Open/ });
    expect(await open.getAttribute("href")).toBe(`${admin.server.url}/pdfs/${TRAINING_PDF}?v=1`);
    expect(await open.getAttribute("target")).toBe("_blank");

    const usedOn = training.getByRole("button", { name: /^Used on \d+ pages?$/ });
    await visible(usedOn);
    await visible(training.getByText(/^This change shows on \d+ pages?\.$/));
    await usedOn.click();
    await visible(training.getByText("Training block"));
    const home = training.getByRole("link", { name: new RegExp(`^${fileMessages.homePage}`) });
    expect(await home.getAttribute("href")).toBe(`${admin.server.url}/`);

    await shot(admin.page, "documents", true);
    await admin.page.setViewportSize({ width: 390, height: 844 });
    await training.scrollIntoViewIfNeeded();
    await shot(admin.page, "documents-390");
    await admin.page.setViewportSize({ width: 1280, height: 900 });
    await expectNoSeriousAxeViolations(admin.page, "documents");
  });

  it("refuses a non-PDF and a renamed file before sending anything", async () => {
    const uploads = countRequests(admin.page, "/api/admin/upload");
    const input = card(TRAINING_PDF_NAME).getByLabel(`Replace ${TRAINING_PDF_NAME}`);
    await input.setInputFiles({
      name: "photo.png",
      mimeType: "image/png",
      buffer: solidPng(2, 2, [0, 0, 0]),
    });
    await toastWith(
      admin.page,
      fileMessages.documentInvalidType.title,
      fileMessages.documentInvalidType.description,
    );
    await input.setInputFiles({
      name: "renamed.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("PK\u0003\u0004 a zip file"),
    });
    await toastWith(admin.page, fileMessages.documentNotPdf.title, apiErrorMessages.pdfNotPdf);
    expect(uploads.count).toBe(0);
  });

  it("refuses a PDF that runs JavaScript with the server's message, and keeps the old one", async () => {
    const before = await served(`/pdfs/${TRAINING_PDF}`);
    const answer = admin.page.waitForResponse((r) => r.url().endsWith("/api/admin/upload"));
    await card(TRAINING_PDF_NAME)
      .getByLabel(`Replace ${TRAINING_PDF_NAME}`)
      .setInputFiles({ name: "brochure.pdf", mimeType: "application/pdf", buffer: scriptedPdf() });
    const refusal = await answer;
    expect(refusal.status()).toBe(415);
    const { error } = (await refusal.json()) as { error: string };
    expect(error).toMatch(/JavaScript/i);
    await toastWith(admin.page, fileMessages.documentUploadFailure.title, error);
    await shot(admin.page, "document-refused");
    expect(sha256((await served(`/pdfs/${TRAINING_PDF}`)).bytes)).toBe(sha256(before.bytes));
  });

  it("replaces a training PDF: the same path serves the new bytes under a new ?v=, and a version restores the old ones", async () => {
    const before = await served(`/pdfs/${TRAINING_PDF}`);
    expect(before.type).toContain("application/pdf");
    const replacement = pdfDocument({ pages: 3, text: "GOTS course, 2027 edition" });
    const training = card(TRAINING_PDF_NAME);
    await training
      .getByLabel(`Replace ${TRAINING_PDF_NAME}`)
      .setInputFiles({ name: "gots-2027.pdf", mimeType: "application/pdf", buffer: replacement });
    await toastWith(admin.page, fileMessages.documentReplaced.title);
    await visible(training.getByText(/^3 pages · [\d.]+ KB · Version 2 · Updated/));
    expect(await training.getByRole("link", { name: /^Open/ }).getAttribute("href")).toBe(
      `${admin.server.url}/pdfs/${TRAINING_PDF}?v=2`,
    );

    const after = await served(`/pdfs/${TRAINING_PDF}?v=2`);
    expect(after.status).toBe(200);
    expect(after.type).toContain("application/pdf");
    expect(sha256(after.bytes)).toBe(sha256(replacement));
    expect(sha256((await served(`/pdfs/${TRAINING_PDF}`)).bytes)).toBe(sha256(replacement));
    const home = await (await fetch(`${admin.server.url}/`)).text();
    expect(home).toContain(`/pdfs/${TRAINING_PDF}?v=2`);

    await training.getByRole("button", { name: /^Versions/ }).click();
    const versions = dialog().getByRole("list", { name: "Versions" });
    await visible(versions.getByRole("link", { name: /^Open version 1/ }));
    expect(await versions.getByRole("listitem").count()).toBe(2);
    await expectNoSeriousAxeViolations(admin.page, "document versions");
    await shot(admin.page, "document-versions");
    await dialog().getByRole("button", { name: "Restore version 1" }).click();
    await toastWith(admin.page, "Version 1 restored");
    await expect.poll(() => versions.getByRole("listitem").count()).toBe(3);
    await dialog().getByRole("button", { name: "Close", exact: true }).click();
    expect(sha256((await served(`/pdfs/${TRAINING_PDF}`)).bytes)).toBe(sha256(before.bytes));
  });

  it("uploads a new PDF; a delete the server refuses (a save just linked it) shows where, and goes through once unlinked", async () => {
    const checklistPdf = pdfDocument({ pages: 2, text: "Audit checklist" });
    await admin.page.getByLabel("Name", { exact: true }).fill("Audit checklist");
    await admin.page.getByLabel("PDF file to upload").setInputFiles({
      name: "audit-checklist.pdf",
      mimeType: "application/pdf",
      buffer: checklistPdf,
    });
    await toastWith(admin.page, fileMessages.documentUploaded.title, "/pdfs/audit-checklist.pdf");
    const checklist = card("Audit checklist");
    await visible(checklist.getByText(fileMessages.notUsed));
    expect(sha256((await served("/pdfs/audit-checklist.pdf")).bytes)).toBe(sha256(checklistPdf));

    await checklist.getByRole("button", { name: /^Delete/ }).click();
    await visible(dialog().getByRole("heading", { name: "Delete Audit checklist?" }));
    await shot(admin.page, "document-delete-confirm");
    // While the admin reads the confirmation, a save elsewhere links the resources to it.
    const resources = await readSection("resources");
    const items = resources.content.items as Record<string, unknown>[];
    const linked = await saveSection("resources", resources.version, {
      ...resources.content,
      items: [{ ...items[0], document: "audit-checklist.pdf" }, ...items.slice(1)],
    });
    await dialog()
      .getByRole("button", { name: /^Delete/ })
      .click();
    await visible(dialog().getByRole("heading", { name: "Audit checklist is in use" }));
    await visible(dialog().getByText(/Resources library/));
    await visible(dialog().getByRole("link", { name: new RegExp(`^${fileMessages.homePage}`) }));
    await dialog().getByRole("button", { name: "Close", exact: true }).first().click();
    await visible(checklist.getByRole("button", { name: "Used on 1 page" }));
    expect((await served("/pdfs/audit-checklist.pdf")).status).toBe(200);

    await saveSection("resources", linked.version, resources.content);
    await checklist.getByRole("button", { name: /^Delete/ }).click();
    await visible(dialog().getByRole("heading", { name: "Delete Audit checklist?" }));
    await dialog()
      .getByRole("button", { name: /^Delete/ })
      .click();
    await toastWith(admin.page, fileMessages.deleted("Audit checklist").title);
    await expect.poll(() => checklist.count()).toBe(0);
    expect((await served("/pdfs/audit-checklist.pdf")).status).toBe(404);
  });

  it("refuses to delete an image the home page uses, naming the page; the server refuses too", async () => {
    await openImages();
    // The logo is in the header of every page: its list starts short.
    const logo = card("Logo");
    await logo.getByRole("button", { name: /^Used on \d+ pages$/ }).click();
    await visible(logo.getByRole("link", { name: /^Home page/ }));
    const more = logo.getByRole("button", { name: /^Show \d+ more$/ });
    await visible(more);
    await logo.scrollIntoViewIfNeeded();
    await shot(admin.page, "images-usage");
    await admin.page.setViewportSize({ width: 390, height: 844 });
    await logo.scrollIntoViewIfNeeded();
    await shot(admin.page, "images-usage-390");
    await admin.page.setViewportSize({ width: 1280, height: 900 });
    const shortList = await logo.getByRole("link").count();
    await more.click();
    await expect.poll(() => logo.getByRole("link").count()).toBeGreaterThan(shortList);

    const hero = card("Hero illustration");
    await visible(hero.getByRole("button", { name: /^Used on \d+ pages?$/ }));
    await hero.getByRole("button", { name: /^Delete/ }).click();
    await visible(dialog().getByRole("heading", { name: "Hero illustration is in use" }));
    await visible(dialog().getByText(fileMessages.deleteRefused("Hero illustration")));
    const home = dialog().getByRole("link", { name: new RegExp(`^${fileMessages.homePage}`) });
    expect(await home.getAttribute("href")).toBe(`${admin.server.url}/`);
    await expectNoSeriousAxeViolations(admin.page, "delete refused");
    await shot(admin.page, "image-delete-refused");
    await admin.page.setViewportSize({ width: 390, height: 844 });
    await shot(admin.page, "image-delete-refused-390");
    await admin.page.setViewportSize({ width: 1280, height: 900 });
    await dialog().getByRole("button", { name: "Close", exact: true }).first().click();

    const images = (await (await fetch(`${admin.server.url}/api/images`)).json()) as {
      id: number;
      filename: string;
    }[];
    const heroId = images.find((image) => image.filename === "hero-factory.svg")!.id;
    const refused = await admin.context.request.delete(
      `${admin.server.url}/api/admin/images/${heroId}`,
      {
        headers: { origin: admin.server.origin },
      },
    );
    expect(refused.status()).toBe(409);
    const body = (await refused.json()) as { error: string; usage: { pages: string[] } };
    expect(body.usage.pages).toContain("/");
    expect((await served("/images/hero-factory.svg")).status).toBe(200);
  });

  it("deletes an unused uploaded image after a confirmation", async () => {
    const png = solidPng(24, 24, [13, 148, 136]);
    await admin.page.getByLabel("Name", { exact: true }).fill("Spare photo");
    await admin.page
      .getByLabel("Image file to upload")
      .setInputFiles({ name: "spare-photo.png", mimeType: "image/png", buffer: png });
    const spare = card("Spare photo");
    await visible(spare.getByText(fileMessages.notUsed));
    expect(await spare.getByText(/^This change shows on/).count()).toBe(0);

    await spare.getByRole("button", { name: /^Delete/ }).click();
    await visible(dialog().getByRole("heading", { name: "Delete Spare photo?" }));
    await visible(dialog().getByText("/images/spare-photo.png"));
    await shot(admin.page, "image-delete-confirm");
    await dialog()
      .getByRole("button", { name: /^Delete/ })
      .click();
    await toastWith(admin.page, fileMessages.deleted("Spare photo").title);
    await expect.poll(() => spare.count()).toBe(0);
    expect((await served("/images/spare-photo.png")).status).toBe(404);
  });
});
