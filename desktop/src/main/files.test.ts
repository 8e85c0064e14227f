import { mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FileGrants, isIgnoredName, scanPaths } from "./files.ts";

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "desktop-scan-"));
  const tree: Record<string, string> = {
    "shoot/logo.svg": "<svg/>",
    "shoot/hero/Hero-Factory.JPG": "jpeg",
    "shoot/hero/deeper/still/about-team.png": "png",
    "shoot/.DS_Store": "litter",
    "shoot/.hidden/secret.png": "hidden",
    "shoot/Thumbs.db": "litter",
    "shoot/__MACOSX/._logo.svg": "litter",
    "shoot/empty/.keep": "",
    "loose.gif": "gif",
    "big.png": "x".repeat(2048),
  };
  for (const [path, content] of Object.entries(tree)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  mkdirSync(join(root, "shoot", "empty-folder"));
  // A link to a file is followed; a link back up the tree is not (no endless loop).
  symlinkSync(join(root, "loose.gif"), join(root, "shoot", "linked.gif"));
  symlinkSync(join(root, "shoot"), join(root, "shoot", "hero", "loop"));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("scanPaths on a real folder tree", () => {
  it("reads a dropped folder recursively, named from the folder, sorted", async () => {
    const result = await scanPaths([join(root, "shoot")]);
    expect(result.files.map((f) => f.relativePath)).toEqual([
      "shoot/hero/Hero-Factory.JPG",
      "shoot/hero/deeper/still/about-team.png",
      "shoot/linked.gif",
      "shoot/logo.svg",
    ]);
    expect(result.files[0]).toMatchObject({ name: "Hero-Factory.JPG", size: 4 });
    expect(result.truncated).toBe(false);
    // .DS_Store, .hidden, Thumbs.db, __MACOSX, empty/.keep, the link to a folder
    expect(result.ignored).toBe(6);
  });

  it("takes files and folders dropped together, and never lists a file twice", async () => {
    const result = await scanPaths([
      join(root, "loose.gif"),
      join(root, "shoot", "hero"),
      join(root, "loose.gif"),
    ]);
    expect(result.files.map((f) => f.relativePath)).toEqual([
      "hero/Hero-Factory.JPG",
      "hero/deeper/still/about-team.png",
      "loose.gif",
    ]);
  });

  it("stops at the file limit and says so", async () => {
    const result = await scanPaths([root], { maxFiles: 2 });
    expect(result.files).toHaveLength(2);
    expect(result.truncated).toBe(true);
  });

  it("stops at the depth limit", async () => {
    const result = await scanPaths([join(root, "shoot")], { maxDepth: 2 });
    expect(result.files.map((f) => f.relativePath)).not.toContain(
      "shoot/hero/deeper/still/about-team.png",
    );
  });

  it("skips paths that do not exist", async () => {
    const result = await scanPaths([join(root, "nope")]);
    expect(result).toEqual({ files: [], ignored: 1, truncated: false });
  });

  it("ignores hidden files and file-manager litter", () => {
    for (const name of [".DS_Store", "Thumbs.db", "desktop.ini", "__MACOSX", "._photo.jpg"]) {
      expect(isIgnoredName(name), name).toBe(true);
    }
    expect(isIgnoredName("photo.jpg")).toBe(false);
  });
});

describe("FileGrants", () => {
  it("hands out tokens, not paths, and reads only granted files", async () => {
    const grants = new FileGrants();
    const picked = grants.grant(await scanPaths([join(root, "shoot", "logo.svg")]));
    const [file] = picked.files;
    expect(file).toMatchObject({ name: "logo.svg", relativePath: "logo.svg", size: 6 });
    // With its path and size, when it last changed tells the same file dropped again.
    const { mtimeMs } = statSync(join(root, "shoot", "logo.svg"));
    expect(file?.modified).toBe(Math.trunc(mtimeMs));
    expect(JSON.stringify(picked)).not.toContain(root);
    expect(new TextDecoder().decode(await grants.read(file!.token))).toBe("<svg/>");
    await expect(grants.read("made-up-token")).rejects.toThrow(/not chosen/);
  });

  it("refuses to read a granted file over the limit", async () => {
    const grants = new FileGrants();
    const [file] = grants.grant(await scanPaths([join(root, "big.png")])).files;
    await expect(grants.read(file!.token, 1024)).rejects.toThrow(
      "Please upload an image smaller than 5MB.",
    );
    expect((await grants.read(file!.token)).byteLength).toBe(2048);
  });

  it("forgets the oldest grants beyond its limit", async () => {
    const grants = new FileGrants(1);
    const first = grants.grant(await scanPaths([join(root, "loose.gif")])).files[0]!;
    const second = grants.grant(await scanPaths([join(root, "big.png")])).files[0]!;
    expect(grants.has(first.token)).toBe(false);
    expect(grants.has(second.token)).toBe(true);
  });

  it("says so when a granted file has gone", async () => {
    const grants = new FileGrants();
    const path = join(root, "temp.png");
    writeFileSync(path, "x");
    const [file] = grants.grant(await scanPaths([path])).files;
    rmSync(path);
    await expect(grants.read(file!.token)).rejects.toThrow(/can no longer be read/);
  });
});
