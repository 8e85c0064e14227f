import type { Context } from "hono";

/** Characters a path may carry as they are; `%` stays, as the decoded path keeps escapes it did not decode. */
const PATH_UNESCAPED = /[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]/gu;

/** A decoded path written back for a Location header or a comparison with the raw one. */
export const encodePath = (path: string) => path.replace(PATH_UNESCAPED, encodeURIComponent);

/**
 * Whether the request's path came in its one spelling. The hot cache keys on the raw target,
 * so `/%61bout` or `/images/%6Cogo.svg`, the same answer as `/about` and `/images/logo.svg`,
 * may be served but never kept: each spelling would be a copy of its own (decision 031).
 */
export const rawIsCanonical = (c: Context): boolean =>
  new URL(c.req.url).pathname === encodePath(c.req.path);
