export function buildRenderer(outDir?: string): Promise<void>;
export function buildAll(): Promise<void>;
export const PRODUCT_NAME: string;
export function appManifest(): Record<string, unknown>;
