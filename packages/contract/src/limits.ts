/** Largest image an admin may upload: 5 MB, as the spec says (5 * 1024 * 1024 bytes). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Largest PDF document an admin may upload: 20 MB (20 * 1024 * 1024 bytes). */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/**
 * How much a PDF's compressed streams may unpack to while it is checked: above it the
 * document is refused, as a zip bomb would be (a few kilobytes can unpack to gigabytes).
 */
export const MAX_DOCUMENT_INFLATED_BYTES = 50 * 1024 * 1024;

/** The six image MIME types the spec allows, in its order. */
export const ALLOWED_IMAGE_TYPES = [
  "image/jpeg",
  "image/jpg",
  "image/png",
  "image/gif",
  "image/webp",
  "image/svg+xml",
] as const;
export type AllowedImageType = (typeof ALLOWED_IMAGE_TYPES)[number];

/**
 * Deepest nesting of elements a sanitized SVG may have (the root is level 1). Drawings from
 * Illustrator, Inkscape or Figma nest groups a few dozen levels at most. The limit is what
 * keeps the check linear: saxes looks each element's namespace up through every open
 * ancestor, so 30,000 levels (210 KB) cost seconds and 300,000 levels never finished.
 */
export const MAX_SVG_DEPTH = 256;

/**
 * Most elements a sanitized SVG may have. Detailed maps and icon sheets have a few thousand,
 * the heaviest honest drawings tens of thousands of paths (long paths carry their detail in
 * `d`, not in more elements); a browser slows down well before this. Without it a 5 MB upload
 * of `<g/>` is 1.3 million elements for the parser, and as many in the page that shows it.
 */
export const MAX_SVG_ELEMENTS = 50_000;

/**
 * Most attributes one element may have; drawings use a handful, editors a few dozen. saxes
 * resolves every prefixed attribute through the open ancestors once the tag closes, in one
 * step: 400,000 `a:xN=""` on one element held the event loop 3.6 s.
 */
export const MAX_SVG_ATTRIBUTES = 1_000;

/**
 * How many namespace lookups a sanitized SVG may cost in all: each prefixed attribute
 * (`inkscape:label`, `xlink:href`) is looked up through every open ancestor, so within the
 * other limits 254 nested groups of paths with 999 such attributes each took 2.8 s. An
 * Inkscape drawing of 50,000 elements, three such attributes each, ten levels deep, needs 1.5
 * million; this bound keeps a document's checking near 100 ms.
 */
export const MAX_SVG_NAMESPACE_LOOKUPS = 5_000_000;

/** Pixel dimensions above this are refused: a tiny file can declare 50000x50000 pixels. */
export const MAX_IMAGE_PIXELS_PER_SIDE = 12_000;

/** Largest JSON body the public forms accept. */
export const MAX_FORM_BODY_BYTES = 64 * 1024;
/** Largest JSON body an admin content save accepts. */
export const MAX_CONTENT_BODY_BYTES = 512 * 1024;

/**
 * Deepest nesting of objects and arrays any request body may have. Site content nests a few
 * levels; anything near this is an attack on the parser or the validators (5,000 levels
 * overflowed the stack).
 */
export const MAX_JSON_DEPTH = 64;

export const FIELD_MINIMUMS = {
  name: 2,
  phone: 8,
  service: 2,
  message: 10,
} as const;

export const FIELD_MAXIMUMS = {
  name: 200,
  email: 254,
  phone: 40,
  service: 200,
  company: 200,
  message: 5000,
  sectionName: 100,
  slug: 60,
} as const;

/**
 * A new password's least length (NIST SP 800-63B): code points after NFKC normalisation,
 * invisible ones (zero-width spaces and joiners) not counted. See account/password-change.ts.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

/** Failed logins allowed per address and per account inside the window; the next one gets 429. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Honeypot: a form field people never see or fill in. Bots that fill every input give
 * themselves away; the API then answers like a success and files the message as spam.
 */
export const HONEYPOT_FIELD = "website" as const;
