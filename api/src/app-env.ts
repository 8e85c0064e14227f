import type { Role } from "@app/contract";
/**
 * The request layer's types: what every middleware and route reads per request, and the
 * settings of HTTP itself. It names no domain; the composition root's types (every domain's
 * settings and services) live in app-deps.ts.
 */

/** How the server meets the web: origins, proxies, its public address and body pacing. */
export interface HttpConfig {
  /** Origins besides the server's own that may send state-changing requests. */
  allowedOrigins: string[];
  /** Take client address and protocol from X-Forwarded-* (only behind your own proxy). */
  trustProxy: boolean;
  /** Quote/contact posts per client address per window. */
  formRateLimit: { max: number; windowMs: number };
  /** The site's public origin (PUBLIC_URL), for links in e-mails; unset = not known. */
  publicUrl?: string;
  /** How long the rest of a refused body may take to arrive (lib/body-limit.ts); tests shorten it. */
  bodyReadThroughMs?: number;
}

export interface AdminIdentity {
  id: string;
  email: string;
  role: Role;
}

export type AppEnv = {
  Variables: {
    /** Ours, generated per request (middleware/request-id.ts). */
    requestId: string;
    /** The X-Request-Id a client sent, kept apart from ours for correlation. */
    clientRequestId?: string;
    admin: AdminIdentity;
    sessionId: string;
    /** When the session last proved the password (sign-in or "confirm it's you"). */
    sessionVerifiedAt: Date;
    /** AppConfig.bodyReadThroughMs, for the body limits (set by the app for every request). */
    bodyReadThroughMs?: number;
    /** The path to log when the real one holds a secret (a preview link's token). */
    pathForLog?: string;
  };
};
