export function crc32(bytes: Uint8Array): number;
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer;
export function solidPng(
  width: number,
  height: number,
  colour: [number, number, number, number?],
): Buffer;
