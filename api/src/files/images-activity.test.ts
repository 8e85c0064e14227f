import {
  type ActivityAction,
  BULK_BATCH_HEADER,
  BULK_UNDO_HEADER,
  type UploadAnswer,
  type WebsiteImage,
} from "@app/contract";
import { describe, expect, it } from "vitest";
import { adminEntry, loggedActivity } from "../../test/activity-entries.ts";
import { drivers } from "../../test/test-database.ts";
import { pngBytes } from "../../test/test-images.ts";
import { pagesPdf } from "../../test/test-pdfs.ts";
import { serverForTests } from "../../test/test-server.ts";

const USER_AGENT = "images-activity-test/1.0";

function form(bytes: Uint8Array<ArrayBuffer>, filename: string, fields: Record<string, string>) {
  const body = new FormData();
  const type = filename.endsWith(".pdf") ? "application/pdf" : "image/png";
  body.set("image", new File([bytes], filename, { type }));
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

describe.each(drivers)("image and PDF changes in the activity log [%s]", (kind) => {
  const api = serverForTests(kind);
  const send = (path: string, init: RequestInit & { json?: unknown } = {}, cookie = api.cookie) =>
    api.server.request(path, {
      ...init,
      cookie,
      headers: { "user-agent": USER_AGENT, ...(init.headers as Record<string, string>) },
    });
  const upload = async (
    bytes: Uint8Array<ArrayBuffer>,
    filename: string,
    fields: Record<string, string> = {},
    headers: Record<string, string> = {},
  ) => {
    const res = await send("/api/admin/upload", {
      method: "POST",
      body: form(bytes, filename, fields),
      headers,
    });
    return { status: res.status, answer: (await res.json()) as UploadAnswer };
  };
  const restore = (id: number, json: unknown, headers: Record<string, string> = {}) =>
    send(`/api/admin/images/${id}/restore`, { method: "POST", json, headers });
  const fileActions = ["image.", "document.", "bulk."];
  const logged = () => loggedActivity(api.server, api.cookie, fileActions);
  const entry = (action: ActivityAction, target: string | null, detail: string | null) =>
    adminEntry(USER_AGENT, action, target, detail);

  it("records uploads, replacements, restores, details and deletes of images; refusals record nothing", async () => {
    const created = await upload(pngBytes(8, 8), "activity-photo.png");
    expect(created.status).toBe(201);
    const { id, filename } = created.answer.image;
    expect(filename).toBe("activity-photo.png");
    const replace = (version: number, headers: Record<string, string> = {}) =>
      upload(
        pngBytes(8, 8, [version * 20, 0, 0]),
        filename,
        { imageId: String(id), expectedVersion: String(version) },
        headers,
      );
    expect((await replace(1)).status).toBe(200);
    // Refused: a stale version, a PDF in an image's place, no session, an unknown image.
    expect((await replace(1)).status).toBe(409);
    expect((await upload(pagesPdf(1), "x.pdf", { imageId: String(id) })).status).toBe(415);
    expect(
      (await send("/api/admin/images/999999/restore", { method: "POST", json: { version: 1 } }))
        .status,
    ).toBe(404);
    expect((await send(`/api/admin/images/${id}`, { method: "DELETE" }, "")).status).toBe(401);

    expect((await restore(id, { version: 1, expectedVersion: 2 })).status).toBe(200);
    expect((await restore(id, { version: 1, expectedVersion: 2 })).status).toBe(409);

    const patch = (json: unknown) => send(`/api/admin/images/${id}`, { method: "PATCH", json });
    expect((await patch({ alt: "A dyed cotton swatch" })).status).toBe(200);
    expect((await patch({ focalX: 0.25, focalY: 0.75 })).status).toBe(200);
    expect((await patch({ decorative: true })).status).toBe(200);
    expect((await patch({ alt: " ", decorative: false })).status).toBe(400);
    // Nothing asked, nothing changed: no entry.
    expect((await patch({})).status).toBe(200);

    // The logo is on every page: refused.
    const images: WebsiteImage[] = await (await api.server.request("/api/images")).json();
    const logo = images.find((image) => image.filename === "logo.svg")!;
    expect((await send(`/api/admin/images/${logo.id}`, { method: "DELETE" })).status).toBe(409);
    expect((await send(`/api/admin/images/${id}`, { method: "DELETE" })).status).toBe(200);

    expect(await logged()).toMatchObject([
      entry("image.uploaded", filename, "version 1"),
      entry("image.replaced", filename, "version 2"),
      entry("image.restored", filename, "version 3, from version 1"),
      entry("image.detailsChanged", filename, 'alt text "A dyed cotton swatch"'),
      entry("image.detailsChanged", filename, "focal point 0.25, 0.75"),
      entry("image.detailsChanged", filename, "marked decorative"),
      entry("image.deleted", filename, null),
    ]);
  });

  it("names the Bulk Replace batch of a replacement and of its undo, when the header is a token", async () => {
    const before = (await logged()).length;
    const { answer } = await upload(pngBytes(8, 8), "bulk-photo.png");
    const { id, filename } = answer.image;
    const replace = (version: number, headers: Record<string, string>) =>
      upload(
        pngBytes(8, 8, [0, version * 20, 0]),
        filename,
        { imageId: String(id), expectedVersion: String(version) },
        headers,
      );
    expect((await replace(1, { [BULK_BATCH_HEADER]: "batch_2025-06-01-a1B2" })).status).toBe(200);
    // Not a short token: an ordinary replacement, and the value is not logged.
    expect((await replace(2, { [BULK_BATCH_HEADER]: "x".repeat(65) })).status).toBe(200);
    expect((await replace(3, { [BULK_BATCH_HEADER]: "batch 1; drop" })).status).toBe(200);
    // A refused one records nothing, header or not.
    expect((await replace(1, { [BULK_BATCH_HEADER]: "late" })).status).toBe(409);
    const undo = { [BULK_UNDO_HEADER]: "batch_2025-06-01-a1B2" };
    expect((await restore(id, { version: 1, expectedVersion: 4 }, undo)).status).toBe(200);
    expect((await restore(id, { version: 1, expectedVersion: 4 }, undo)).status).toBe(409);
    expect((await restore(id, { version: 2 }, { [BULK_UNDO_HEADER]: "" })).status).toBe(200);
    // The batch header names an upload's batch; on a new image it is only a detail.
    const fresh = await upload(pngBytes(8, 8), "bulk-new.png", {}, { [BULK_BATCH_HEADER]: "b7" });
    expect(fresh.status).toBe(201);

    expect((await logged()).slice(before)).toMatchObject([
      entry("image.uploaded", filename, "version 1"),
      entry("bulk.replaced", filename, "batch batch_2025-06-01-a1B2, version 2"),
      entry("image.replaced", filename, "version 3"),
      entry("image.replaced", filename, "version 4"),
      entry("bulk.undone", filename, "batch batch_2025-06-01-a1B2, version 5, from version 1"),
      entry("image.restored", filename, "version 6, from version 2"),
      entry("image.uploaded", "bulk-new.png", "batch b7, version 1"),
    ]);
  });

  it("records PDFs as documents", async () => {
    const before = (await logged()).length;
    const { status, answer } = await upload(pagesPdf(1), "activity-guide.pdf");
    expect(status).toBe(201);
    const { id, filename } = answer.image;
    const bulk = { [BULK_BATCH_HEADER]: "b8" };
    expect((await upload(pagesPdf(2), filename, { imageId: String(id) }, bulk)).status).toBe(200);
    expect((await restore(id, { version: 1 }, { [BULK_UNDO_HEADER]: "b8" })).status).toBe(200);
    expect(
      (await send(`/api/admin/images/${id}`, { method: "PATCH", json: { alt: "x" } })).status,
    ).toBe(415);
    expect((await send(`/api/admin/images/${id}`, { method: "DELETE" })).status).toBe(200);

    expect((await logged()).slice(before)).toMatchObject([
      entry("document.uploaded", filename, "version 1"),
      entry("document.replaced", filename, "batch b8, version 2"),
      entry("document.restored", filename, "batch b8, version 3, from version 1"),
      entry("document.deleted", filename, null),
    ]);
  });
});
