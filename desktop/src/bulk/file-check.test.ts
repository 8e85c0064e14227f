import { MAX_UPLOAD_BYTES, toastMessages } from "@app/contract";
import { describe, expect, it } from "vitest";
import { sample } from "../../test/image-bytes.ts";
import { checkLocalFile } from "./check-files.ts";
import { checkFile, checkSize, refusalText } from "./file-check.ts";
import type { LocalFile } from "./local-file.ts";

const local = (size: number, bytes: Uint8Array | Error): LocalFile & { reads: number } => {
  const file = {
    key: "k",
    name: "a.png",
    relativePath: "a.png",
    size,
    reads: 0,
    read: async () => {
      file.reads++;
      if (bytes instanceof Error) throw bytes;
      return bytes;
    },
  };
  return file;
};

describe("checkFile", () => {
  it("accepts each allowed type up to exactly 5 MB", () => {
    expect(checkFile(MAX_UPLOAD_BYTES, sample.png)).toEqual({ ok: true, type: "image/png" });
    expect(checkFile(10, sample.svg)).toEqual({ ok: true, type: "image/svg+xml" });
  });

  it("refuses one byte over 5 MB with the spec's words", () => {
    const check = checkFile(MAX_UPLOAD_BYTES + 1, sample.png);
    expect(check).toEqual({ ok: false, reason: "too-large", message: toastMessages.fileTooLarge });
    expect(check.ok || refusalText(check.message)).toBe(
      "File too large: Please upload an image smaller than 5MB.",
    );
  });

  it("refuses a non-image with the spec's words", () => {
    const check = checkFile(sample.text.length, sample.text);
    expect(check).toEqual({
      ok: false,
      reason: "invalid-type",
      message: toastMessages.invalidFileType,
    });
    expect(check.ok || refusalText(check.message)).toBe(
      "Invalid file type: Please upload an image file (JPEG, PNG, GIF, WebP, or SVG).",
    );
  });

  it("refuses an empty file as not an image", () => {
    expect(checkSize(0)).toMatchObject({ ok: false, message: toastMessages.invalidFileType });
  });
});

describe("checkLocalFile", () => {
  it("never reads a file that is too large", async () => {
    const file = local(6 * 1024 * 1024, sample.png);
    const result = await checkLocalFile(file);
    expect(result.check).toMatchObject({ ok: false, reason: "too-large" });
    expect(file.reads).toBe(0);
    expect(result.body).toBeNull();
  });

  it("keeps the bytes of a file that passes, typed with the sniffed type", async () => {
    const result = await checkLocalFile(local(sample.gif.length, sample.gif));
    expect(result.check).toEqual({ ok: true, type: "image/gif" });
    expect(result.body?.type).toBe("image/gif");
    expect(new Uint8Array(await result.body!.arrayBuffer())).toEqual(sample.gif);
  });

  it("measures a raster picture that passed, never an SVG, and survives a failed decode", async () => {
    const measured: string[] = [];
    const measure = async (body: Blob) => {
      measured.push(body.type);
      return { width: 4, height: 3 };
    };
    const png = await checkLocalFile(local(sample.png.length, sample.png), measure);
    expect(png.pixels).toEqual({ width: 4, height: 3 });
    const svg = await checkLocalFile(local(sample.svg.length, sample.svg), measure);
    expect(svg.pixels).toBeNull();
    expect(measured).toEqual(["image/png"]);
    const broken = await checkLocalFile(local(sample.png.length, sample.png), async () => {
      throw new Error("cannot decode");
    });
    expect(broken).toMatchObject({ check: { ok: true }, pixels: null });
    expect((await checkLocalFile(local(sample.png.length, sample.png))).pixels).toBeNull();
  });

  it("reports a file that can no longer be read", async () => {
    const result = await checkLocalFile(local(10, new Error("ENOENT: gone")));
    expect(result.check).toMatchObject({ ok: false, reason: "unreadable" });
  });
});
