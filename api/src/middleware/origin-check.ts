import { apiErrorMessages } from "@app/contract";
import { createMiddleware } from "hono/factory";
import type { AppEnv, HttpConfig } from "../app-env.ts";

import { publicOrigin, requestOrigin } from "../lib/client-address.ts";
import { HttpError } from "../lib/http-error.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses cross-site state-changing requests of any content type (Hono's csrf() only checks
 * form-like bodies). Allowed: an Origin equal to our own (the one addressed, or PUBLIC_URL's)
 * or configured; or, with no Origin at all, a browser's `Sec-Fetch-Site: same-origin`.
 * `Origin: null` is always refused.
 */
export const originCheck = (config: HttpConfig) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { allowedOrigins, trustProxy } = config;
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin === undefined) {
      if (c.req.header("sec-fetch-site") === "same-origin") return next();
      throw new HttpError(403, apiErrorMessages.badOrigin);
    }
    if (
      origin !== "null" &&
      (origin === requestOrigin(c.req.raw, trustProxy) ||
        origin === publicOrigin(c.req.raw, config) ||
        allowedOrigins.includes(origin))
    ) {
      return next();
    }
    throw new HttpError(403, apiErrorMessages.badOrigin);
  });
