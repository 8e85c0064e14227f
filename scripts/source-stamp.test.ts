import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sourceStamp } from "./source-stamp.mjs";

describe("the source stamp that tells `pnpm start` to rebuild", () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "source-stamp-"));
    write("api/src/index.ts", "export {};");
    write("web/src/main.tsx", "export {};");
    write("packages/contract/src/messages.ts", "export const a = 1;");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("stays the same while nothing changes", () => {
    expect(sourceStamp(root)).toBe(sourceStamp(root));
  });

  it.each([
    ["an edited file", () => write("packages/contract/src/messages.ts", "export const a = 22;")],
    ["a new file", () => write("web/src/new-page.tsx", "export {};")],
    ["a new migration", () => write("api/drizzle/0001_next.sql", "select 1;")],
    [
      "a file touched by a pull",
      () => utimesSync(join(root, "api/src/index.ts"), new Date(), new Date(Date.now() + 5000)),
    ],
  ])("changes with %s", (_name, change) => {
    const before = sourceStamp(root);
    change();
    expect(sourceStamp(root)).not.toBe(before);
  });

  it("ignores builds, dependencies and end-to-end tests", () => {
    const before = sourceStamp(root);
    write("api/dist/index.js", "built");
    write("web/node_modules/x/index.js", "dependency");
    write("web/e2e/pages.test.ts", "test");
    expect(sourceStamp(root)).toBe(before);
  });
});
