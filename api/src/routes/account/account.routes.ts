import { Hono } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../app-env.ts";
import { passkeyRoutes } from "./passkeys.routes.ts";
import { passwordRoutes } from "./password.routes.ts";
import { sessionRoutes } from "./sessions.routes.ts";
import { totpRoutes } from "./totp.routes.ts";

/** The signed-in administrator's own account: sessions, password, two-step sign-in, passkeys. */
export const accountRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .route("/", sessionRoutes(deps))
    .route("/", passwordRoutes(deps))
    .route("/", totpRoutes(deps))
    .route("/", passkeyRoutes(deps));
