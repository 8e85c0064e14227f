import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

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
  if (new URL(c.req.url).protocol === "https:") return true;
  return trustProxy && c.req.header("x-forwarded-proto") === "https";
}

/** Who is asking, as sessions and the activity log keep it: address and user agent. */
export function requestClient(
  c: Context,
  trustProxy: boolean,
): { ip: string; userAgent: string | null } {
  return { ip: clientAddress(c, trustProxy), userAgent: c.req.header("user-agent") ?? null };
}

/** The origin the client addressed: its Host (forwarded ones only under TRUST_PROXY). */
export function requestOrigin(request: Request, trustProxy: boolean): string {
  const url = new URL(request.url);
  const host =
    (trustProxy && request.headers.get("x-forwarded-host")) ||
    request.headers.get("host") ||
    url.host;
  const proto =
    (trustProxy && request.headers.get("x-forwarded-proto")) || url.protocol.replace(":", "");
  return `${proto}://${host}`;
}
