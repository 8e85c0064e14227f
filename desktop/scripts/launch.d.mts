export function platformExecutable(platform?: NodeJS.Platform): string;
export type ElectronState =
  | { ok: true; binary: string; version: string }
  | { ok: false; reason: "package" | "binary"; version: string | null; packageDir: string | null };
export function findElectronBinary(options?: {
  packageDir?: string | null;
  env?: NodeJS.ProcessEnv;
  platform?: NodeJS.Platform;
}): ElectronState;
export function missingElectronMessage(state: Extract<ElectronState, { ok: false }>): string;
