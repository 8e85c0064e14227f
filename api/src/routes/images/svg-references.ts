/** `#id`: a reference inside the same document, the only kind a sanitized SVG keeps. */
const LOCAL_FRAGMENT = /^#[A-Za-z_][\w.:-]*$/;

/** Embedded raster images only: a data URL can carry neither markup nor script in these. */
const RASTER_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/i;

export const isLocalFragment = (value: string) => LOCAL_FRAGMENT.test(value.trim());

export const isEmbeddedRaster = (value: string) => RASTER_DATA_URL.test(value.trim());

/**
 * A script or markup URL anywhere in a value, even split by whitespace or control characters
 * (browsers strip those from URLs). No attribute we keep needs one, so any mention drops it.
 */
export const mentionsScriptUrl = (value: string) =>
  /(?:java|vb)script:|data:text/i.test(value.replace(/[^\x21-\uffff]/g, ""));

const URL_FUNCTION = /url\s*\(/gi;

/** The target of each `url(...)` in a CSS value or presentation attribute; null if one is cut off. */
export function urlTargets(value: string): string[] | null {
  const targets: string[] = [];
  for (const match of value.matchAll(URL_FUNCTION)) {
    let at = match.index + match[0].length;
    while (/\s/.test(value[at] ?? "")) at++;
    const quote = value[at];
    let end: number;
    if (quote === '"' || quote === "'") {
      end = value.indexOf(quote, at + 1);
      if (end < 0) return null;
      targets.push(value.slice(at + 1, end));
    } else {
      end = value.indexOf(")", at);
      if (end < 0) return null;
      targets.push(value.slice(at, end));
    }
  }
  return targets;
}

/** True when every `url(...)` in the value points inside the document (e.g. `url(#gradient)`). */
export function hasOnlyLocalUrls(value: string): boolean {
  const targets = urlTargets(value);
  return targets?.every(isLocalFragment) ?? false;
}
