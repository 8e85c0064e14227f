import {
  apiErrorMessages,
  MAX_DOCUMENT_BYTES,
  type UploadFields,
  type WebsiteImage,
} from "@app/contract";
import { describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { pngBytes } from "../../test/test-images.ts";
import { pagesPdf } from "../../test/test-pdfs.ts";
import { serverForTests } from "../../test/test-server.ts";
import { sha256Hex } from "../lib/sha256.ts";
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, PDF_CONTENT_SECURITY_POLICY } from "./image-headers.ts";
import type { UploadForm } from "./upload-form.ts";

type Part = Uint8Array<ArrayBuffer> | string;

/** The upload form: the file in `file` unless `field` names `image`, then the other fields. */
function form(
  content: Part,
  filename: string,
  type: string,
  { field = "file", ...fields }: UploadFields & { field?: "file" | "image" } = {},
) {
  const file = new File([content], filename, { type });
  return { ...(field === "image" ? { image: file } : { file }), ...fields };
}

describe.each(drivers)("PDF documents [%s]", (kind) => {
  const api = serverForTests(kind);

  const upload = (form: UploadForm) => api.admin.admin.upload.$post({ form });
  const list = async (kind: "images" | "documents"): Promise<WebsiteImage[]> =>
    (await (kind === "images" ? api.visitor.images.$get() : api.visitor.documents.$get())).json();
  const bytesOf = async (res: { arrayBuffer(): Promise<ArrayBuffer> }) =>
    new Uint8Array(await res.arrayBuffer());

  const first = pagesPdf(3);
  let document: WebsiteImage;

  it("registers a PDF sent in the `file` field under /pdfs, with its page count (201)", async () => {
    const res = await upload(form(first, "Training Guide (2025).PDF", "application/pdf"));
    expect(res.status).toBe(201);
    const answer = await res.json();
    document = answer.image;
    expect(answer).toEqual({
      image: {
        id: expect.any(Number),
        section: "documents",
        filename: "training-guide-2025.pdf",
        name: "Training guide 2025",
        description: "",
        filepath: "/pdfs/training-guide-2025.pdf",
        contentType: "application/pdf",
        byteSize: first.byteLength,
        width: null,
        height: null,
        pageCount: 3,
        sha256: sha256Hex(first),
        version: 1,
        updatedAt: expect.any(String),
        alt: "",
        decorative: false,
        focalX: 0.5,
        focalY: 0.5,
      },
      file: { filepath: "/pdfs/training-guide-2025.pdf" },
      replaced: false,
    });
  });

  it("serves it inline from /pdfs, sandboxed, with nosniff and a safe filename", async () => {
    const res = await api.server.request(document.filepath);
    expect(res.status).toBe(200);
    expect(await bytesOf(res)).toEqual(first);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": 'inline; filename="training-guide-2025.pdf"',
      "x-content-type-options": "nosniff",
      "content-security-policy": PDF_CONTENT_SECURITY_POLICY,
      etag: `"${document.sha256}"`,
      "cache-control": CACHE_REVALIDATE,
      "content-length": String(first.byteLength),
    });
  });

  it("answers a versioned link as immutable, and a known ETag with 304", async () => {
    const versioned = await api.server.request(`${document.filepath}?v=1`);
    expect(versioned.headers.get("cache-control")).toBe(CACHE_IMMUTABLE);
    await versioned.arrayBuffer();
    const again = await api.server.request(document.filepath, {
      headers: { "if-none-match": `"${document.sha256}"` },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("keeps each kind under its own path: no PDF under /images, no image under /pdfs", async () => {
    const image = (await list("images"))[0]!;
    for (const path of [`/images/${document.filename}`, `/pdfs/${image.filename}`]) {
      const res = await api.server.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ error: apiErrorMessages.notFound });
    }
    expect((await api.server.request(image.filepath)).status).toBe(200);
  });

  it("lists PDFs under /api/documents and never under /api/images", async () => {
    const documents = await list("documents");
    expect(documents).toContainEqual(document);
    expect(documents.every((file) => file.contentType === "application/pdf")).toBe(true);
    const images = await list("images");
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((file) => file.contentType !== "application/pdf")).toBe(true);
    expect(images.every((file) => file.pageCount === null)).toBe(true);
  });

  const second = pagesPdf(5);

  it("replaces a PDF sent again under its filename (field `image`): same path, next version", async () => {
    const res = await upload(
      form(second, "training-guide-2025.pdf", "application/pdf", { field: "image" }),
    );
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer.replaced).toBe(true);
    expect(answer.image).toMatchObject({
      id: document.id,
      filepath: document.filepath,
      version: 2,
      pageCount: 5,
      sha256: sha256Hex(second),
    });
    expect(await bytesOf(await api.server.request(document.filepath))).toEqual(second);
    const old = await api.server.request(`${document.filepath}?v=1`);
    expect(old.headers.get("cache-control")).toBe(CACHE_REVALIDATE);
    expect(await bytesOf(old)).toEqual(second);
  });

  it("keeps every version, and serves an old one to the admin with the PDF headers", async () => {
    const versions = await (
      await api.admin.admin.images[":id"].versions.$get({ param: { id: String(document.id) } })
    ).json();
    expect(versions.map((v) => [v.version, v.current, v.byteSize])).toEqual([
      [2, true, second.byteLength],
      [1, false, first.byteLength],
    ]);
    // The link the version list gives, followed as it is.
    const old = await api.server.request(versions[1]!.url, { cookie: api.cookie });
    expect(await bytesOf(old)).toEqual(first);
    expect(old.headers.get("content-security-policy")).toBe(PDF_CONTENT_SECURITY_POLICY);
    expect(old.headers.get("content-disposition")).toBe(
      'inline; filename="training-guide-2025.pdf"',
    );
  });

  it("restores the first version as version 3, with its page count", async () => {
    const res = await api.admin.admin.images[":id"].restore.$post({
      param: { id: String(document.id) },
      json: { version: 1, expectedVersion: 2 },
    });
    expect(res.status).toBe(200);
    const { image } = await res.json();
    expect(image).toMatchObject({ version: 3, pageCount: 3, sha256: sha256Hex(first) });
    expect(await bytesOf(await api.server.request(`${document.filepath}?v=3`))).toEqual(first);
    const [listed] = (await list("documents")).filter((d) => d.id === document.id);
    expect(listed).toEqual(image);
  });

  it("keeps a slot's kind: no PDF onto an image, no image onto a PDF (415)", async () => {
    const image = (await list("images"))[0]!;
    const onImage = await upload(form(first, "x.pdf", "application/pdf", { imageId: image.id }));
    expect(onImage.status).toBe(415);
    expect(await onImage.json()).toEqual({ error: apiErrorMessages.slotHoldsImage });
    const onDocument = await upload(
      form(pngBytes(2, 2), "x.png", "image/png", { imageId: document.id }),
    );
    expect(onDocument.status).toBe(415);
    expect(await onDocument.json()).toEqual({ error: apiErrorMessages.slotHoldsDocument });
    expect((await list("documents")).find((d) => d.id === document.id)?.version).toBe(3);
  });

  it.each([
    [
      "a PDF with JavaScript",
      pagesPdf(1, { catalog: "/OpenAction << /S /JavaScript /JS (app.alert(1)) >>" }),
      "script.pdf",
      "application/pdf",
      apiErrorMessages.pdfActive("JavaScript"),
    ],
    ["text named .pdf", "just some notes", "notes.pdf", "", apiErrorMessages.pdfNotPdf],
    [
      "HTML declared as a PDF, with %PDF- further on",
      "<html><body>%PDF-1.7</body></html>",
      "page.html",
      "application/pdf",
      apiErrorMessages.pdfNotPdf,
    ],
    [
      "a PDF declared as a PNG",
      pagesPdf(1),
      "liar.png",
      "image/png",
      apiErrorMessages.typeMismatch,
    ],
  ])("refuses %s with 415 and stores nothing", async (_label, content, filename, type, message) => {
    const before = await list("documents");
    const res = await upload(form(content, filename, type));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: message });
    expect(await list("documents")).toEqual(before);
  });

  it("refuses a PDF just over 20 MB with 413, storing nothing", async () => {
    const over = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    over.set(pagesPdf(1));
    const res = await upload(form(over, "huge.pdf", "application/pdf"));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: apiErrorMessages.documentTooLarge });
    expect((await api.server.request("/pdfs/huge.pdf")).status).toBe(404);
  });

  it("says which field to use when no file is sent", async () => {
    const res = await upload({ name: "nothing" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: apiErrorMessages.noFile });
  });
});
