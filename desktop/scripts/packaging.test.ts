/**
 * The packaging configuration, read the way electron-builder reads it: its own loader, its own
 * schema check, and its own translation of `electronFuses` into the fuse wire that
 * @electron/fuses writes into the binary. The binary itself cannot be built here (the Electron
 * download is blocked), so this checks the configuration, not a packaged executable; on a
 * release machine `npx @electron/fuses read --app <packaged app>` shows the fuses as flipped.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const desktop = join(dirname(fileURLToPath(import.meta.url)), "..");
// app-builder-lib and @electron/fuses are electron-builder's own dependencies: resolved from it,
// so the test reads the configuration with the very versions `pnpm desktop:dist` runs.
const fromBuilder = createRequire(createRequire(import.meta.url).resolve("electron-builder"));
const fromAppBuilderLib = createRequire(fromBuilder.resolve("app-builder-lib"));

interface ConfigModule {
  getConfig(projectDir: string, configPath: string | null, fromOptions: unknown): Promise<Config>;
  validateConfiguration(
    config: Config,
    logger: { isEnabled: boolean; add(key: string, value: unknown): void },
  ): Promise<void>;
}
interface Config {
  asar?: boolean;
  electronFuses?: Record<string, boolean> | null;
  [key: string]: unknown;
}
const { getConfig, validateConfiguration } = fromBuilder(
  "app-builder-lib/out/util/config/config.js",
) as ConfigModule;
const { PlatformPackager } = fromBuilder("app-builder-lib") as {
  PlatformPackager: {
    prototype: { generateFuseConfig(fuses: unknown): Promise<Record<string, unknown>> };
  };
};
const { FuseV1Options, FuseVersion } = fromAppBuilderLib("@electron/fuses") as {
  FuseV1Options: Record<string, number>;
  FuseVersion: Record<string, string>;
};

const loadConfig = async () => {
  const config = await getConfig(desktop, join(desktop, "electron-builder.yml"), null);
  await validateConfiguration(config, { isEnabled: false, add() {} });
  return config;
};

describe("the packaged app's Electron fuses", () => {
  it("are configured for electron-builder, in a configuration its schema accepts", async () => {
    const config = await loadConfig();
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
    // onlyLoadAppFromAsar and the integrity check need the app packed into app.asar.
    expect(config.asar).toBe(true);
  });

  it("become this fuse wire in the binary (electron-builder's own translation)", async () => {
    const config = await loadConfig();
    const wire = await PlatformPackager.prototype.generateFuseConfig.call(
      null,
      config.electronFuses,
    );
    expect(wire.version).toBe(FuseVersion.V1);
    const fuse = (name: string) => wire[String(FuseV1Options[name])];
    expect(fuse("RunAsNode")).toBe(false);
    expect(fuse("EnableCookieEncryption")).toBe(true);
    expect(fuse("EnableNodeOptionsEnvironmentVariable")).toBe(false);
    expect(fuse("EnableNodeCliInspectArguments")).toBe(false);
    expect(fuse("EnableEmbeddedAsarIntegrityValidation")).toBe(true);
    expect(fuse("OnlyLoadAppFromAsar")).toBe(true);
    expect(fuse("GrantFileProtocolExtraPrivileges")).toBe(false);
  });
});
