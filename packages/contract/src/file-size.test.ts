import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size.ts";
import { MAX_DOCUMENT_BYTES, MAX_UPLOAD_BYTES } from "./limits.ts";

describe("formatFileSize", () => {
  it("writes sizes the same way on every screen", () => {
    expect(formatFileSize(900)).toBe("900 B");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(856 * 1024)).toBe("856 KB");
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe("2.4 MB");
    expect(formatFileSize(3 * 1024 ** 3)).toBe("3 GB");
  });

  it("writes the upload limits as the messages name them", () => {
    expect(formatFileSize(MAX_UPLOAD_BYTES)).toBe("5 MB");
    expect(formatFileSize(MAX_DOCUMENT_BYTES)).toBe("20 MB");
  });
});
