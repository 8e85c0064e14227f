/**
 * The app's settings in one JSON file in its user-data folder, written atomically (to a
 * temporary file, then renamed), so a crash mid-write never leaves half a file. No Electron import.
 */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import type { AppSettings } from "../shared/bridge.ts";
import { normalizeServerUrl } from "./server-url.ts";
import { parseWindowState, type WindowState } from "./window-state.ts";

export interface StoredSettings extends AppSettings {
  window: WindowState | null;
}

export const DEFAULT_SETTINGS: StoredSettings = { serverUrl: null, window: null };

/** Whatever is in the file, made valid: unknown or broken values fall back to defaults. */
export function parseSettings(value: unknown): StoredSettings {
  if (!value || typeof value !== "object") return { ...DEFAULT_SETTINGS };
  const raw = value as Record<string, unknown>;
  const server = typeof raw.serverUrl === "string" ? normalizeServerUrl(raw.serverUrl) : null;
  return {
    serverUrl: server?.ok ? server.url : null,
    window: parseWindowState(raw.window),
  };
}

/** The part the renderer sees. */
export const publicSettings = (settings: StoredSettings): AppSettings => ({
  serverUrl: settings.serverUrl,
});

export class SettingsStore {
  private current: StoredSettings = { ...DEFAULT_SETTINGS };
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly file: string) {}

  async load(): Promise<StoredSettings> {
    try {
      this.current = parseSettings(JSON.parse(await readFile(this.file, "utf8")));
    } catch {
      this.current = { ...DEFAULT_SETTINGS };
    }
    return this.get();
  }

  get(): StoredSettings {
    return structuredClone(this.current);
  }

  /** Resolves once every save asked for so far is on disk (or has failed). */
  idle(): Promise<void> {
    return this.writing.catch(() => {});
  }

  /** Changes some settings and saves; saves happen one after another, never interleaved. */
  async update(change: Partial<StoredSettings>): Promise<StoredSettings> {
    this.current = parseSettings({ ...this.current, ...change });
    const snapshot = JSON.stringify(this.current, null, 2);
    // A failed save must not block the next one.
    this.writing = this.writing
      .catch(() => {})
      .then(async () => {
        await mkdir(dirname(this.file), { recursive: true });
        const temporary = `${this.file}.${process.pid}.tmp`;
        await writeFile(temporary, `${snapshot}\n`, { mode: 0o600 });
        await rename(temporary, this.file);
      });
    await this.writing;
    return this.get();
  }
}
