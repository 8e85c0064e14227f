import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { appManifest } from "./build.mjs";
import { findElectronBinary, missingElectronMessage, platformExecutable } from "./launch.mjs";
import { renderIcon } from "./make-icon.mjs";
import { crc32 } from "./png.mjs";

const scratch = mkdtempSync(join(tmpdir(), "desktop-scripts-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function fakeElectronPackage(
  name: string,
  { pathTxt, binary }: { pathTxt?: string; binary?: string },
) {
  const dir = join(scratch, name);
  mkdirSync(join(dir, "dist"), { recursive: true });
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "electron", version: "38.8.6" }));
  if (pathTxt) writeFileSync(join(dir, "path.txt"), pathTxt);
  if (binary) writeFileSync(join(dir, "dist", binary), "");
  return dir;
}

describe("the launcher", () => {
  it("finds the binary the way electron's own index.js does", () => {
    const dir = fakeElectronPackage("complete", { pathTxt: "electron", binary: "electron" });
    expect(findElectronBinary({ packageDir: dir, env: {} })).toEqual({
      ok: true,
      binary: join(dir, "dist", "electron"),
      version: "38.8.6",
    });
  });

  it("reports a package whose download step never ran", () => {
    const dir = fakeElectronPackage("no-binary", {});
    const state = findElectronBinary({ packageDir: dir, env: {} });
    expect(state).toEqual({ ok: false, reason: "binary", version: "38.8.6", packageDir: dir });
    const message = missingElectronMessage(state as Extract<typeof state, { ok: false }>);
    expect(message).toMatch(/Electron binary is missing/);
    expect(message).toContain("node node_modules/electron/install.js");
    expect(message).toContain("ELECTRON_OVERRIDE_DIST_PATH");
  });

  it("uses ELECTRON_OVERRIDE_DIST_PATH when set, and checks that it holds the program", () => {
    const dir = fakeElectronPackage("override", {});
    const elsewhere = join(scratch, "unpacked-electron");
    mkdirSync(elsewhere, { recursive: true });
    const env = { ELECTRON_OVERRIDE_DIST_PATH: elsewhere };
    expect(findElectronBinary({ packageDir: dir, env, platform: "linux" }).ok).toBe(false);
    writeFileSync(join(elsewhere, platformExecutable("linux")), "");
    expect(findElectronBinary({ packageDir: dir, env, platform: "linux" })).toMatchObject({
      ok: true,
      binary: join(elsewhere, "electron"),
    });
    expect(platformExecutable("win32")).toBe("electron.exe");
    expect(platformExecutable("darwin")).toBe("Electron.app/Contents/MacOS/Electron");
  });

  it("reports a missing package", () => {
    expect(findElectronBinary({ packageDir: null })).toMatchObject({
      ok: false,
      reason: "package",
    });
  });

  const here = findElectronBinary();
  it.runIf(!here.ok)(
    "`pnpm desktop` without the binary says what is missing and exits non-zero",
    () => {
      const env = { ...process.env };
      delete env.ELECTRON_OVERRIDE_DIST_PATH;
      const run = spawnSync(process.execPath, [join(import.meta.dirname, "launch.mjs")], {
        env,
        encoding: "utf8",
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/Cannot start the desktop app: the Electron binary is missing/);
      expect(run.stderr).toContain("node node_modules/electron/install.js");
    },
  );
});

describe("the icon", () => {
  /** Reads a PNG's chunks, checking each CRC. */
  function chunks(png: Buffer) {
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const found: { type: string; data: Buffer }[] = [];
    for (let at = 8; at < png.length; ) {
      const length = png.readUInt32BE(at);
      const type = png.toString("ascii", at + 4, at + 8);
      const data = png.subarray(at + 8, at + 8 + length);
      expect(png.readUInt32BE(at + 8 + length), `${type} crc`).toBe(
        crc32(png.subarray(at + 4, at + 8 + length)),
      );
      found.push({ type, data });
      at += 12 + length;
    }
    return found;
  }

  it("is a valid RGBA PNG drawn in code, transparent at the corners and opaque inside", () => {
    const size = 64;
    const parts = chunks(renderIcon(size));
    expect(parts.map((c) => c.type)).toEqual(["IHDR", "IDAT", "IEND"]);
    const header = parts[0]!.data;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([
      size,
      size,
      8,
      6,
    ]);
    const raw = inflateSync(parts[1]!.data);
    expect(raw.length).toBe(size * (size * 4 + 1));
    const alpha = (x: number, y: number) => raw[y * (size * 4 + 1) + 1 + x * 4 + 3];
    expect(alpha(0, 0)).toBe(0);
    expect(alpha(size - 1, size - 1)).toBe(0);
    expect(alpha(size / 2, size / 2)).toBe(255);
  });
});

describe("the app folder's manifest", () => {
  it("starts the bundled main process and lists no dependencies to package", () => {
    const manifest = appManifest();
    expect(manifest).toMatchObject({
      main: "main/index.js",
      type: "module",
      productName: "Standards Site Admin",
    });
    expect(manifest).not.toHaveProperty("dependencies");
  });
});
