import { apiErrorMessages, MAX_SVG_DEPTH, MAX_SVG_ELEMENTS, MAX_UPLOAD_BYTES } from "@app/contract";
import { describe, expect, it } from "vitest";
import { manyAttributes, manyAttributesSvg, nestedSvg, wideSvg } from "../../test/svg-attacks.ts";
import {
  gifBytes,
  gifWithFrames,
  jpegBytes,
  pngBytes,
  svgText,
  webpLosslessBytes,
} from "../../test/test-images.ts";
import {
  gifWithMetadata,
  jpegWithMetadata,
  pngWithMetadata,
  SECRET,
  webpWithMetadata,
} from "../../test/test-metadata-images.ts";
import { HttpError } from "../lib/http-error.ts";
import { sha256Hex } from "../lib/sha256.ts";
import { declaredImageType, prepareUpload } from "./image-intake.ts";

const file = (bytes: Uint8Array<ArrayBuffer> | string, type: string, name = "upload.bin") =>
  new File([bytes], name, { type });

async function refusal(upload: File): Promise<{ status: number; message: string }> {
  const error = await prepareUpload(upload).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${error}`);
  return { status: error.status, message: error.message };
}

describe("declaredImageType", () => {
  it.each([
    ["image/jpg", "image/jpeg"],
    ["IMAGE/PNG; charset=binary", "image/png"],
    ["application/octet-stream", undefined],
    ["", undefined],
    ["text/plain", "text/plain"],
  ])("%s -> %s", (declared, expected) => {
    expect(declaredImageType(declared)).toBe(expected);
  });
});

describe("prepareUpload", () => {
  it.each([
    ["PNG", pngBytes(3, 2), "image/png", "image/png"],
    ["JPEG declared as image/jpg", jpegBytes(16, 8), "image/jpg", "image/jpeg"],
    ["GIF with no declared type", gifBytes(1, 1), "", "image/gif"],
    [
      "WebP declared as octet-stream",
      webpLosslessBytes(1, 1),
      "application/octet-stream",
      "image/webp",
    ],
  ])("accepts a %s, typed by its bytes", async (_label, bytes, declared, type) => {
    const prepared = await prepareUpload(file(bytes, declared));
    expect(prepared.contentType).toBe(type);
    expect(prepared.bytes).toEqual(bytes);
    expect(prepared.sha256).toBe(sha256Hex(bytes));
  });

  it("stores the sanitized SVG, sized from what will be served", async () => {
    const source = svgText(
      '<script>alert(1)</script><rect width="4" height="4"/>',
      'width="30" height="10" onload="x()"',
    );
    const prepared = await prepareUpload(file(source, "image/svg+xml"));
    const stored = new TextDecoder().decode(prepared.bytes);
    expect(stored).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="10"><rect width="4" height="4"/></svg>',
    );
    expect(prepared).toMatchObject({ contentType: "image/svg+xml", width: 30, height: 10 });
    expect(prepared.sha256).toBe(sha256Hex(prepared.bytes));
  });

  it.each([
    [
      "text named .png",
      file("just some text", "image/png", "x.png"),
      415,
      apiErrorMessages.unsupportedType,
    ],
    [
      "a BMP",
      file(Uint8Array.from([0x42, 0x4d, ...new Array(60).fill(0)]), "image/bmp"),
      415,
      apiErrorMessages.unsupportedType,
    ],
    [
      "GIF bytes declared as PNG",
      file(gifBytes(1, 1), "image/png"),
      415,
      apiErrorMessages.typeMismatch,
    ],
    [
      "PNG bytes declared as text",
      file(pngBytes(1, 1), "text/plain"),
      415,
      apiErrorMessages.typeMismatch,
    ],
    ["SVG declared as PNG", file(svgText(""), "image/png"), 415, apiErrorMessages.typeMismatch],
    [
      "SVG that does not parse",
      file('<svg xmlns="http://www.w3.org/2000/svg"><g>', "image/svg+xml"),
      415,
      apiErrorMessages.unsupportedType,
    ],
    [
      "SVG using an entity",
      file(`<!DOCTYPE svg [<!ENTITY x "y">]>${svgText("&x;")}`, "image/svg+xml"),
      415,
      apiErrorMessages.unsupportedType,
    ],
    [
      "PNG declaring 50000x50000",
      file(pngBytes(50_000, 50_000), "image/png"),
      400,
      apiErrorMessages.absurdDimensions,
    ],
    [
      "GIF declaring 12001 wide",
      file(gifBytes(12_001, 1), "image/gif"),
      400,
      apiErrorMessages.absurdDimensions,
    ],
    [
      "SVG declaring 50000x50000",
      file(svgText("", 'width="50000" height="50000"'), "image/svg+xml"),
      400,
      apiErrorMessages.absurdDimensions,
    ],
    [
      "file one byte over the limit",
      file(new Uint8Array(MAX_UPLOAD_BYTES + 1), "image/png"),
      413,
      apiErrorMessages.imageTooLarge,
    ],
  ])("refuses %s", async (_label, upload, status, message) => {
    expect(await refusal(upload)).toEqual({ status, message });
  });

  it.each([
    ["JPEG", jpegWithMetadata(), "image/jpeg", 16, 8],
    ["PNG", pngWithMetadata(), "image/png", 3, 2],
    ["WebP", webpWithMetadata(), "image/webp", 1, 1],
    ["GIF", gifWithMetadata(5, 3), "image/gif", 5, 3],
  ])("stores a %s without its metadata, hashed as stored", async (_l, bytes, type, w, h) => {
    const prepared = await prepareUpload(file(bytes, type));
    expect(Buffer.from(prepared.bytes).toString("latin1")).not.toContain(SECRET);
    expect(prepared.bytes.byteLength).toBeLessThan(bytes.byteLength);
    expect(prepared).toMatchObject({ contentType: type, width: w, height: h });
    expect(prepared.sha256).toBe(sha256Hex(prepared.bytes));
  });

  it("sizes a JPEG turned a quarter by its orientation as browsers show it", async () => {
    const prepared = await prepareUpload(
      file(jpegWithMetadata({ orientation: 6, width: 16, height: 8 }), "image/jpeg"),
    );
    expect(prepared).toMatchObject({ width: 8, height: 16 });
  });

  it.each([
    ["JPEG", jpegBytes(16, 8).subarray(0, -3), "image/jpeg"],
    ["PNG", pngBytes(3, 2).subarray(0, -5), "image/png"],
    ["WebP", webpLosslessBytes(1, 1).subarray(0, -2), "image/webp"],
    ["GIF", gifBytes(1, 1).subarray(0, -1), "image/gif"],
  ])("refuses a truncated %s with 415", async (_label, bytes, type) => {
    expect(await refusal(file(bytes.slice(), type))).toEqual({
      status: 415,
      message: apiErrorMessages.unsupportedType,
    });
  });

  it("accepts the largest size allowed per side", async () => {
    const prepared = await prepareUpload(file(pngBytes(12_000, 1), "image/png"));
    expect(prepared).toMatchObject({ width: 12_000, height: 1 });
  });

  it.each([
    ["nested 30,000 deep", nestedSvg(30_000), "depth"],
    ["nested 300,000 deep", nestedSvg(300_000), "depth"],
    ["of 1.3 million elements", wideSvg(1_300_000), "elements"],
    ["with an element of 200,000 attributes", manyAttributesSvg(200_000), "attributes"],
    ["with a root of 200,000 attributes", svgText("", manyAttributes(200_000)), "attributes"],
  ] as const)("refuses an SVG %s with 415, saying why", async (_label, svg, limit) => {
    expect(await refusal(file(svg, "image/svg+xml"))).toEqual({
      status: 415,
      message: apiErrorMessages.svgTooComplex[limit],
    });
  });

  it("stores an SVG at the depth and element limits", async () => {
    const deep = await prepareUpload(file(nestedSvg(MAX_SVG_DEPTH), "image/svg+xml"));
    expect(deep.contentType).toBe("image/svg+xml");
    const wide = await prepareUpload(file(wideSvg(MAX_SVG_ELEMENTS), "image/svg+xml"));
    expect(wide).toMatchObject({ width: 40, height: 20 });
  });

  it("refuses a 1x1 GIF with a 13000x2 frame: every frame counts against the pixel limit", async () => {
    const flood = gifWithFrames(1, 1, [{ left: 0, top: 0, width: 13_000, height: 2 }]);
    expect(await refusal(file(flood, "image/gif"))).toEqual({
      status: 400,
      message: apiErrorMessages.absurdDimensions,
    });
    const pushedOut = gifWithFrames(1, 1, [{ left: 11_999, top: 0, width: 2, height: 1 }]);
    expect((await refusal(file(pushedOut, "image/gif"))).status).toBe(400);
  });

  it("refuses a GIF with a frame reaching outside its logical screen", async () => {
    const gif = gifWithFrames(1, 1, [
      { left: 0, top: 0, width: 1, height: 1 },
      { left: 0, top: 0, width: 100, height: 2 },
    ]);
    expect(await refusal(file(gif, "image/gif"))).toEqual({
      status: 400,
      message: apiErrorMessages.gifFrameOutside({ width: 100, height: 2 }, { width: 1, height: 1 }),
    });
  });

  it("stores a GIF whose frames all fit its logical screen, at the screen's size", async () => {
    const gif = gifWithFrames(10, 10, [
      { left: 0, top: 0, width: 10, height: 10 },
      { left: 6, top: 3, width: 4, height: 7 },
    ]);
    expect(await prepareUpload(file(gif, "image/gif"))).toMatchObject({ width: 10, height: 10 });
  });
});
