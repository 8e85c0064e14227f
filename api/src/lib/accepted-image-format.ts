import { RENDITION_CONTENT_TYPES, RENDITION_FORMATS, type RenditionFormat } from "@app/contract";

/** Media types an Accept header refuses outright (`;q=0`). */
function refused(accept: string): Set<string> {
  const out = new Set<string>();
  for (const part of accept.split(",")) {
    const [type, ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (params.some((param) => /^q=0(\.0*)?$/.test(param)) && type) out.add(type);
  }
  return out;
}

/**
 * The best rendition format the browser takes, by its Accept header: AVIF, then WebP. Only
 * an explicit mention counts (`image/*` also covers formats a browser cannot decode).
 */
export function acceptedImageFormat(accept: string | undefined): RenditionFormat | undefined {
  if (!accept) return undefined;
  // Browsers send a handful of distinct headers; the hot cache asks on every request.
  if (known.has(accept)) return known.get(accept);
  const lower = accept.toLowerCase();
  const no = refused(lower);
  const format = RENDITION_FORMATS.find((candidate) => {
    const type = RENDITION_CONTENT_TYPES[candidate];
    return lower.includes(type) && !no.has(type);
  });
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(accept, format);
  return format;
}

const KNOWN_MAX = 200;
const known = new Map<string, RenditionFormat | undefined>();
