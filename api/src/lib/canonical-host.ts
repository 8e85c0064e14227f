import type { IncomingMessage } from "node:http";
import { hostname, networkInterfaces } from "node:os";
import type { HttpConfig } from "../app-env.ts";

import { requestOrigin } from "./client-address.ts";

/**
 * The names and addresses that reach this machine: what a Host header says when nobody made
 * it up. Read once: a flood of made-up hosts must not cost a system call each.
 */
const OWN_HOSTS: ReadonlySet<string> = new Set([
  "localhost",
  hostname().toLowerCase(),
  ...Object.values(networkInterfaces()).flatMap((list) =>
    (list ?? []).map(({ address }) => address.toLowerCase()),
  ),
]);

/** The port the request's connection came in on, when it came through a socket. */
export const localPortOf = (env: unknown): number | undefined =>
  (env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.localPort;

/**
 * Whether an answer to this request may be kept for others (decision 031): it was asked of the
 * site's own origin, PUBLIC_URL's, or one naming this machine (its names and addresses, on the
 * port it listens on). Any other Host is made up and would be one more copy of every page in
 * memory. Forwarded headers are the hot cache's key too: without TRUST_PROXY none may be sent,
 * with it each may hold one value (a chain of them is as varied as the client likes).
 */
export function isCanonicalRequest(
  request: Request,
  config: Pick<HttpConfig, "publicUrl" | "trustProxy">,
  localPort: number | undefined,
): boolean {
  for (const name of ["x-forwarded-host", "x-forwarded-proto"]) {
    const value = request.headers.get(name);
    if (value !== null && (!config.trustProxy || value.includes(","))) return false;
  }
  const origin = requestOrigin(request, config.trustProxy);
  const url = new URL(origin);
  // One spelling per host: the caches key on the header as sent, so a host written another
  // way (`LOCALHOST:3000`, `localhost:03000`) is served but never kept.
  const sent =
    (config.trustProxy && request.headers.get("x-forwarded-host")) || request.headers.get("host");
  if (sent !== null && sent !== url.host) return false;
  if (config.publicUrl && origin === new URL(config.publicUrl).origin) return true;
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (!OWN_HOSTS.has(host)) return false;
  const port = url.port === "" ? (url.protocol === "https:" ? 443 : 80) : Number(url.port);
  return localPort === undefined || port === localPort;
}

/**
 * Whether rendered pages may be kept for this request: always with PUBLIC_URL (they are
 * rendered for it, whatever the Host), else only for a canonical request.
 */
export const mayKeepPages = (
  request: Request,
  config: Pick<HttpConfig, "publicUrl" | "trustProxy">,
  localPort: number | undefined,
) => Boolean(config.publicUrl) || isCanonicalRequest(request, config, localPort);
