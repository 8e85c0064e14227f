import type { Context } from "hono";
import type { AppConfig } from "../app-env.ts";
import { requestOrigin } from "../lib/client-address.ts";

export interface RelyingParty {
  /** The origin passkeys are bound to, e.g. https://example.com. */
  origin: string;
  /** Its host name: the WebAuthn relying party id. */
  id: string;
  name: string;
}

/** PUBLIC_URL when configured; otherwise the origin the browser addressed. */
export function relyingParty(c: Context, config: AppConfig): RelyingParty {
  const origin = config.publicUrl ?? requestOrigin(c.req.raw, config.trustProxy);
  const { hostname, host } = new URL(origin);
  return { origin, id: hostname, name: `${host} admin` };
}
