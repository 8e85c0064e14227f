/** One hash of every build input's path, size and change time under `root`. */
export function sourceStamp(root?: string): string;
