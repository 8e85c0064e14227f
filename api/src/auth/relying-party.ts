import type { Context } from "hono";
import type { HttpConfig } from "../app-env.ts";

import { publicOrigin } from "../lib/client-address.ts";

export interface RelyingParty {
  /** The origin passkeys are bound to, e.g. https://example.com. */
  origin: string;
  /** Its host name: the WebAuthn relying party id. */
  id: string;
  name: string;
}

/** PUBLIC_URL's origin when configured; otherwise the origin the browser addressed. */
export function relyingParty(c: Context, config: HttpConfig): RelyingParty {
  const origin = publicOrigin(c.req.raw, config);
  const { hostname, host } = new URL(origin);
  return { origin, id: hostname, name: `${host} admin` };
}
