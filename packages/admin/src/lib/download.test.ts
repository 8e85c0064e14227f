import { describe, expect, it } from "vitest";
import { attachmentName } from "./download.ts";

const named = (disposition?: string) =>
  attachmentName(
    new Headers(disposition ? { "Content-Disposition": disposition } : {}),
    "backup.tar",
  );

describe("attachmentName", () => {
  it("is the server's file name", () => {
    expect(named('attachment; filename="backup-2026-11-27T14-17-00Z.tar"')).toBe(
      "backup-2026-11-27T14-17-00Z.tar",
    );
    expect(named("attachment; filename=plain.tar")).toBe("plain.tar");
    expect(named("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.tar")).toBe("résumé.tar");
  });

  it("is the fallback without one, and never a folder", () => {
    expect(named()).toBe("backup.tar");
    expect(named("attachment")).toBe("backup.tar");
    expect(named('attachment; filename="../../etc/evil.tar"')).toBe("evil.tar");
    expect(named('attachment; filename="dir/"')).toBe("backup.tar");
  });
});
