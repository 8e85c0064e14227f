import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppConfig } from "../app-env.ts";

/**
 * The client's address for rate limits: the socket's peer, never a header a client can rotate,
 * unless the operator says a trusted proxy sits in front (then its X-Forwarded-For last hop).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded?.split(",").at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** Whether the client reached us over https (directly, or through a trusted proxy). */
export function isHttps(c: Context, trustProxy: boolean): boolean {
  return requestOrigin(c.req.raw, trustProxy).startsWith("https:");
}

/** Who is asking, as sessions and the activity log keep it: address and user agent. */
export function requestClient(
  c: Context,
  trustProxy: boolean,
): { ip: string; userAgent: string | null } {
  return { ip: clientAddress(c, trustProxy), userAgent: c.req.header("user-agent") ?? null };
}

/**
 * The last entry of a comma-separated forwarded header: the one our own proxy wrote. Earlier
 * entries came from the client or proxies we know nothing about (as with X-Forwarded-For).
 */
const lastValue = (value: string | null) => value?.split(",").at(-1)?.trim() || undefined;

/** A host name or bracketed IPv6 address, with an optional port: nothing else may become an origin. */
const HOST_SHAPE = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the client addressed: the Host header (already validated by the server, and the
 * request target is always reduced to its path, see server.ts), or under TRUST_PROXY the
 * proxy's X-Forwarded-Host and X-Forwarded-Proto. Used to recognise our own pages' requests.
 */
export function requestOrigin(request: Request, trustProxy: boolean): string {
  const url = new URL(request.url);
  const forwardedHost = trustProxy ? lastValue(request.headers.get("x-forwarded-host")) : undefined;
  const host = forwardedHost && HOST_SHAPE.test(forwardedHost) ? forwardedHost : url.host;
  const https =
    url.protocol === "https:" ||
    (trustProxy && lastValue(request.headers.get("x-forwarded-proto")) === "https");
  return `${https ? "https" : "http"}://${host.toLowerCase()}`;
}

/**
 * The site's public origin, for anything written into an answer others may receive (canonical
 * links, og:url, the sitemap, passkeys): PUBLIC_URL when configured, so no request can choose
 * it; otherwise the origin the client addressed.
 */
export function publicOrigin(
  request: Request,
  config: Pick<AppConfig, "publicUrl" | "trustProxy">,
): string {
  return config.publicUrl
    ? new URL(config.publicUrl).origin
    : requestOrigin(request, config.trustProxy);
}
