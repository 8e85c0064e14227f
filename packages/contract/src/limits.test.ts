import { describe, expect, it } from "vitest";
import { ALLOWED_IMAGE_TYPES, FIELD_MINIMUMS, MAX_UPLOAD_BYTES } from "./limits.ts";

// Section 9 of the spec: the numbers are typed out here so that a change to limits.ts shows.
describe("limits from the spec", () => {
  it("caps uploads at 5 MB, counted as 5 * 1024 * 1024 bytes", () => {
    expect(MAX_UPLOAD_BYTES).toBe(5_242_880);
  });

  it("allows exactly the six image types, in the spec's order", () => {
    expect(ALLOWED_IMAGE_TYPES).toEqual([
      "image/jpeg",
      "image/jpg",
      "image/png",
      "image/gif",
      "image/webp",
      "image/svg+xml",
    ]);
  });

  it("sets the field minimums: name 2, phone 8, message 10", () => {
    expect(FIELD_MINIMUMS).toMatchObject({ name: 2, phone: 8, message: 10 });
  });
});
