import { MAX_ATTACHMENT_BYTES, MAX_QUOTE_ATTACHMENTS } from "@app/contract";
import { siteTextEn } from "@app/contract/site-text-en";
import { siteTextKm } from "@app/contract/site-text-km";
import { describe, expect, it } from "vitest";
import { addAttachments } from "./attachment-picker.tsx";

const en = siteTextEn.validation;
const file = (name: string, type: string, size = 1000, lastModified = 1) =>
  new File([new Uint8Array(size)], name, { type, lastModified });

const certificate = file("certificate.pdf", "application/pdf");
const photo = file("factory.jpg", "image/jpeg", 2000);
const scope = file("scope.png", "image/png", 3000);
const logo = file("logo.webp", "image/webp", 4000);

describe("choosing documents for a quote", () => {
  it("adds each pick to what was chosen, in order", () => {
    const first = addAttachments([], [certificate], en);
    expect(first).toEqual({ files: [certificate], refusals: [] });
    const second = addAttachments(first.files, [photo, scope], en);
    expect(second).toEqual({ files: [certificate, photo, scope], refusals: [] });
  });

  it("refuses a file of another kind with the sentence naming it, keeping the rest", () => {
    const docx = file(
      "scope.docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    const notes = file("notes.txt", "text/plain");
    expect(addAttachments([certificate], [docx, photo, notes], en)).toEqual({
      files: [certificate, photo],
      refusals: [en.attachments.type("scope.docx"), en.attachments.type("notes.txt")],
    });
    expect(en.attachments.type("scope.docx")).toBe(
      "scope.docx is not a PDF, JPEG, PNG or WebP file",
    );
  });

  it("takes a file by its name when the phone declares no type", () => {
    const untyped = file("scan.PDF", "");
    expect(addAttachments([], [untyped], en).files).toEqual([untyped]);
  });

  it("refuses a file over the size limit, and takes one at the limit", () => {
    const atLimit = file("big.pdf", "application/pdf", MAX_ATTACHMENT_BYTES);
    const over = file("huge.pdf", "application/pdf", MAX_ATTACHMENT_BYTES + 1);
    expect(addAttachments([], [atLimit, over], en)).toEqual({
      files: [atLimit],
      refusals: ["huge.pdf is larger than 10 MB"],
    });
  });

  it(`keeps at most ${MAX_QUOTE_ATTACHMENTS}, saying so once however many more were picked`, () => {
    const more = file("more.pdf", "application/pdf", 5000);
    const result = addAttachments([certificate, photo], [scope, logo, more], en);
    expect(result.files).toEqual([certificate, photo, scope]);
    expect(result.refusals).toEqual([en.attachments.count(MAX_QUOTE_ATTACHMENTS)]);
    expect(result.refusals[0]).toBe("Please attach at most 3 files");
  });

  it("leaves a file already chosen as it is", () => {
    const again = file("certificate.pdf", "application/pdf");
    expect(addAttachments([certificate, photo, scope], [again], en)).toEqual({
      files: [certificate, photo, scope],
      refusals: [],
    });
  });

  it("words refusals in the page's language", () => {
    const { refusals } = addAttachments([], [file("scope.docx", "")], siteTextKm.validation);
    expect(refusals).toEqual([siteTextKm.validation.attachments.type("scope.docx")]);
    expect(refusals[0]).toMatch(/^scope\.docx [\u1780-\u17FF]/);
  });
});
