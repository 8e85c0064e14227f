import { isIPv6 } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { HttpConfig } from "../app-env.ts";

/**
 * An address as a proxy may write it, without the port some add (`203.0.113.5:4567`,
 * `[2001:db8::1]:443`): one client is one address whichever port it came from.
 */
function withoutPort(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1]!;
  const ipv4 = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(entry);
  return ipv4 ? ipv4[1]! : entry;
}

/**
 * The client's address for rate limits: the socket's peer, never a header a client can rotate,
 * unless the operator says a trusted proxy sits in front (then its X-Forwarded-For last hop).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded?.split(",").at(-1)?.trim();
    if (last) return withoutPort(last);
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** The eight 16-bit groups of an IPv6 address (one isIPv6 accepts), `::` and a dotted tail expanded. */
function ipv6Groups(address: string): number[] {
  const parse = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = "", tail] = address.split("::");
  const headGroups = parse(head);
  if (tail === undefined) return headGroups;
  const tailGroups = parse(tail);
  const zeros = Array<number>(8 - headGroups.length - tailGroups.length).fill(0);
  return [...headGroups, ...zeros, ...tailGroups];
}

/**
 * What throttles count by: an IPv4 address, or the /64 network of an IPv6 one (an IPv4 mapped
 * into IPv6, dotted or in hex, is that IPv4). A single IPv6 subscriber is given a /64 or more,
 * so counting by address would give one client 2^64 allowances. Anything else (`unknown`)
 * stays as it is.
 */
export function throttleGroup(address: string): string {
  const plain = address.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  if (!isIPv6(plain)) return address;
  const groups = ipv6Groups(plain);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The client's throttle group (throttleGroup of clientAddress). */
export const clientThrottleKey = (c: Context, trustProxy: boolean): string =>
  throttleGroup(clientAddress(c, trustProxy));

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
  config: Pick<HttpConfig, "publicUrl" | "trustProxy">,
): string {
  return config.publicUrl
    ? new URL(config.publicUrl).origin
    : requestOrigin(request, config.trustProxy);
}
