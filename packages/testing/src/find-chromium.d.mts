/** CHROMIUM_PATH (when it exists), else the first browser found at a common path. */
export function findChromium(): string | undefined;
