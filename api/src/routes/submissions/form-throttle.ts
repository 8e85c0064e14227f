import { SITE_TEXTS } from "@app/contract";
import { createMiddleware } from "hono/factory";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../app-env.ts";
import { clientThrottleKey } from "../../lib/client-address.ts";
import { HttpError } from "../../lib/http-error.ts";
import { reserveThrottleSlot, type ThrottleRule } from "../../lib/throttle.ts";
import { formLanguageOf } from "../../lib/validate.ts";

/**
 * Quote and contact posts per client address, counted together in the database so every API
 * process shares the count. Placed after validation: only posts that would be stored count.
 */
export const formThrottleRule = (config: AppDeps["config"]): ThrottleRule => ({
  bucket: "form-address",
  ...config.formRateLimit,
});

export const formThrottle = ({ database, config }: AppDeps) => {
  const rule = formThrottleRule(config);
  return createMiddleware<AppEnv>(async (c, next) => {
    const address = clientThrottleKey(c, config.trustProxy);
    // Counted before the post is stored, in one step, so parallel posts cannot all pass.
    const slot = await reserveThrottleSlot(database.db, rule, address);
    if (slot.limited) {
      // After validation: the body is parsed, and says the language the visitor reads.
      const language = formLanguageOf(await c.req.json());
      throw new HttpError(429, SITE_TEXTS[language].answers.tooManyRequests, undefined, {
        "Retry-After": String(slot.retryAfterSeconds),
      });
    }
    await next();
  });
};
