import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../app-env.ts";
import { isHttps } from "../lib/client-address.ts";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** The web build's hashed scripts and stylesheets. */
const BUILT_SCRIPT_OR_STYLESHEET = /^\/assets\/[^/]+\.(?:m?js|css)$/;

/**
 * Explicit CSP and HSTS: secureHeaders() sets no CSP by default and a 180-day HSTS.
 * The only inline scripts that run are the pages' own, allowed by their hashes
 * (`inlineScripts`, from web/inline-scripts.ts); server data travels in non-executable JSON.
 */
export const securityHeaders = (trustProxy: boolean, inlineScripts: readonly string[] = []) => {
  const base = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScripts],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    strictTransportSecurity: false,
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginResourcePolicy: "same-origin",
    crossOriginOpenerPolicy: "same-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    if (BUILT_SCRIPT_OR_STYLESHEET.test(c.req.path)) {
      // Scripts and stylesheets are never documents: CSP, framing, referrer and permission
      // policies mean nothing on them, and a first visit fetches a dozen (about 0.7 KB each).
      await next();
      c.header("X-Content-Type-Options", "nosniff");
      c.header("Cross-Origin-Resource-Policy", "same-origin");
      return;
    }
    // A route's own, stricter policies (SVG images, preview pages) survive the site-wide default.
    let routePolicy: string | null = null;
    let routeReferrer: string | null = null;
    await base(c, async () => {
      await next();
      routePolicy = c.res.headers.get("content-security-policy");
      routeReferrer = c.res.headers.get("referrer-policy");
    });
    if (routePolicy) c.header("Content-Security-Policy", routePolicy);
    if (routeReferrer) c.header("Referrer-Policy", routeReferrer);
    if (isHttps(c, trustProxy)) {
      c.header("Strict-Transport-Security", `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
    }
  });
};
