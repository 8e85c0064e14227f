import { fileMessages, MAX_DOCUMENT_BYTES, MAX_UPLOAD_BYTES, toastMessages } from "@app/contract";
import { describe, expect, it } from "vitest";
import { checkDocumentFile, checkImageFile } from "./file-checks.ts";

// Signature, then the IHDR chunk header a real PNG starts with.
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const GIF = new TextEncoder().encode("GIF89a\u0001\u0000");
const WEBP = new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 ");
const SVG = new TextEncoder().encode(
  '\uFEFF<?xml version="1.0"?>\n<!-- art -->\n<svg xmlns="http://www.w3.org/2000/svg"/>',
);

const file = (bytes: Uint8Array<ArrayBuffer>, type: string, name = "x") =>
  new File([bytes], name, { type });

describe("checkImageFile", () => {
  it("accepts each allowed type whose bytes match, image/jpg included", async () => {
    expect(await checkImageFile(file(PNG, "image/png"))).toEqual({ ok: true, type: "image/png" });
    expect(await checkImageFile(file(JPEG, "image/jpg"))).toEqual({ ok: true, type: "image/jpeg" });
    expect(await checkImageFile(file(JPEG, "image/jpeg"))).toMatchObject({ ok: true });
    expect(await checkImageFile(file(GIF, "image/gif"))).toMatchObject({ ok: true });
    expect(await checkImageFile(file(WEBP, "image/webp"))).toMatchObject({ ok: true });
    expect(await checkImageFile(file(SVG, "image/svg+xml"))).toMatchObject({ ok: true });
  });

  it("refuses other declared types with the spec's toast", async () => {
    for (const type of ["application/pdf", "image/bmp", "image/tiff", "text/plain", ""]) {
      expect(await checkImageFile(file(PNG, type))).toEqual({
        ok: false,
        reason: "type",
        message: toastMessages.invalidFileType,
      });
    }
  });

  it("refuses more than 5 MB with the spec's toast, and takes exactly 5 MB", async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PNG);
    expect(await checkImageFile(file(big, "image/png"))).toEqual({
      ok: false,
      reason: "size",
      message: toastMessages.fileTooLarge,
    });
    expect(
      await checkImageFile(file(big.subarray(0, MAX_UPLOAD_BYTES), "image/png")),
    ).toMatchObject({ ok: true });
  });

  it("checks the type before the size", async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    expect(await checkImageFile(file(big, "application/zip"))).toMatchObject({ reason: "type" });
  });

  it("refuses bytes that are not what the type says", async () => {
    const renamed = await checkImageFile(
      file(new TextEncoder().encode("MZ\u0090\u0000 exe"), "image/png"),
    );
    expect(renamed).toMatchObject({ ok: false, reason: "content" });
    if (!renamed.ok) expect(renamed.message.title).toBe(toastMessages.invalidFileType.title);
    expect(await checkImageFile(file(JPEG, "image/png"))).toMatchObject({ reason: "content" });
  });
});

const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n");

describe("checkDocumentFile", () => {
  it("accepts a PDF by its type, or by its name when the system gives no type", async () => {
    expect(await checkDocumentFile(file(PDF, "application/pdf"))).toEqual({
      ok: true,
      type: "application/pdf",
    });
    expect(await checkDocumentFile(file(PDF, "", "Guide.PDF"))).toMatchObject({ ok: true });
  });

  it("refuses other types, images included, before reading anything", async () => {
    for (const [type, name] of [
      ["image/png", "x.pdf"],
      ["text/plain", "notes.txt"],
      ["", "no-extension"],
      ["application/zip", "archive.pdf.zip"],
    ] as const) {
      expect(await checkDocumentFile(file(PDF, type, name))).toEqual({
        ok: false,
        reason: "type",
        message: fileMessages.documentInvalidType,
      });
    }
  });

  it("refuses more than the contract's limit and takes exactly the limit", async () => {
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    big.set(PDF);
    expect(await checkDocumentFile(file(big, "application/pdf"))).toEqual({
      ok: false,
      reason: "size",
      message: fileMessages.documentTooLarge,
    });
    expect(
      await checkDocumentFile(file(big.subarray(0, MAX_DOCUMENT_BYTES), "application/pdf")),
    ).toMatchObject({ ok: true });
  });

  it("refuses a file that does not start with %PDF-, even with junk before the header", async () => {
    for (const text of ["PK\u0003\u0004 zip", " %PDF-1.7", "%PDF", ""]) {
      expect(
        await checkDocumentFile(file(new TextEncoder().encode(text), "application/pdf")),
      ).toEqual({ ok: false, reason: "content", message: fileMessages.documentNotPdf });
    }
  });

  it("leaves scripts to the server, which reads the whole document", async () => {
    const scripted = new TextEncoder().encode(
      "%PDF-1.7\n1 0 obj\n<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj\n",
    );
    expect(await checkDocumentFile(file(scripted, "application/pdf"))).toMatchObject({ ok: true });
  });
});
