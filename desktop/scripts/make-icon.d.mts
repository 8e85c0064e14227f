export function sample(x: number, y: number): [number, number, number, number];
export function renderIcon(size: number): Buffer;
export const LINUX_SIZES: number[];
export function writeIcons(buildDir: string): string[];
