/**
 * Whether a decoded request path holds a control character (NUL, tab, newline...) or a
 * backslash: no page or stored file has one; browsers drop tabs and newlines and read `\` as
 * `/`, and PostgreSQL refuses a NUL in text (a query would fail with 500).
 */
export function hasUnsafePathCharacter(path: string): boolean {
  for (let i = 0; i < path.length; i++) {
    const code = path.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}
