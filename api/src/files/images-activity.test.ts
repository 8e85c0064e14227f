import {
  type ActivityAction,
  BULK_BATCH_HEADER,
  BULK_UNDO_HEADER,
  type ImageDetails,
  type ImageRestore,
} from "@app/contract";
import { describe, expect, it } from "vitest";
import { adminEntry, loggedActivity } from "../../test/activity-entries.ts";
import { drivers } from "../../test/test-database.ts";
import { pngBytes } from "../../test/test-images.ts";
import { pagesPdf } from "../../test/test-pdfs.ts";
import { serverForTests } from "../../test/test-server.ts";

const USER_AGENT = "images-activity-test/1.0";

function file(bytes: Uint8Array<ArrayBuffer>, filename: string) {
  const type = filename.endsWith(".pdf") ? "application/pdf" : "image/png";
  return new File([bytes], filename, { type });
}

describe.each(drivers)("image and PDF changes in the activity log [%s]", (kind) => {
  const api = serverForTests(kind);
  /** Every request carries the user agent the log records, and any headers given. */
  const withAgent = (headers: Record<string, string> = {}) => ({
    headers: { "user-agent": USER_AGENT, ...headers },
  });
  const images = (client = api.admin) => client.admin.images[":id"];
  const upload = async (
    bytes: Uint8Array<ArrayBuffer>,
    filename: string,
    fields: { imageId?: number; expectedVersion?: number } = {},
    headers: Record<string, string> = {},
  ) => {
    const res = await api.admin.admin.upload.$post(
      { form: { image: file(bytes, filename), ...fields } },
      withAgent(headers),
    );
    return { status: res.status, answer: await res.json() };
  };
  const restore = (id: number, json: ImageRestore, headers: Record<string, string> = {}) =>
    images().restore.$post({ param: { id: String(id) }, json }, withAgent(headers));
  const remove = (id: number, client = api.admin) =>
    images(client).$delete({ param: { id: String(id) } }, withAgent());
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
        { imageId: id, expectedVersion: version },
        headers,
      );
    expect((await replace(1)).status).toBe(200);
    // Refused: a stale version, a PDF in an image's place, no session, an unknown image.
    expect((await replace(1)).status).toBe(409);
    expect((await upload(pagesPdf(1), "x.pdf", { imageId: id })).status).toBe(415);
    expect((await restore(999999, { version: 1 })).status).toBe(404);
    expect((await remove(id, api.visitor)).status).toBe(401);

    expect((await restore(id, { version: 1, expectedVersion: 2 })).status).toBe(200);
    expect((await restore(id, { version: 1, expectedVersion: 2 })).status).toBe(409);

    const patch = (json: ImageDetails) =>
      images().$patch({ param: { id: String(id) }, json }, withAgent());
    expect((await patch({ alt: "A dyed cotton swatch" })).status).toBe(200);
    expect((await patch({ focalX: 0.25, focalY: 0.75 })).status).toBe(200);
    expect((await patch({ decorative: true })).status).toBe(200);
    expect((await patch({ alt: " ", decorative: false })).status).toBe(400);
    // Nothing asked, nothing changed: no entry.
    expect((await patch({})).status).toBe(200);

    // The logo is on every page: refused.
    const listed = await (await api.visitor.images.$get()).json();
    const logo = listed.find((image) => image.filename === "logo.svg")!;
    expect((await remove(logo.id)).status).toBe(409);
    expect((await remove(id)).status).toBe(200);

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
        { imageId: id, expectedVersion: version },
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
    expect((await upload(pagesPdf(2), filename, { imageId: id }, bulk)).status).toBe(200);
    expect((await restore(id, { version: 1 }, { [BULK_UNDO_HEADER]: "b8" })).status).toBe(200);
    expect(
      (await images().$patch({ param: { id: String(id) }, json: { alt: "x" } }, withAgent()))
        .status,
    ).toBe(415);
    expect((await remove(id)).status).toBe(200);

    expect((await logged()).slice(before)).toMatchObject([
      entry("document.uploaded", filename, "version 1"),
      entry("document.replaced", filename, "batch b8, version 2"),
      entry("document.restored", filename, "batch b8, version 3, from version 1"),
      entry("document.deleted", filename, null),
    ]);
  });
});
