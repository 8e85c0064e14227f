import {
  type Language,
  MAX_FORM_BODY_BYTES,
  MAX_QUOTE_BODY_BYTES,
  SITE_TEXTS,
  splitLanguagePath,
} from "@app/contract";
import type { Context, MiddlewareHandler } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../app-env.ts";
import { isMultipart, limitBody } from "../../lib/body-limit.ts";
import { clientThrottleKey } from "../../lib/client-address.ts";
import { HttpError } from "../../lib/http-error.ts";
import { createIntakeGate } from "../../lib/intake-gate.ts";
import { throttledForSeconds } from "../../lib/throttle.ts";
import { formThrottleRule } from "./form-throttle.ts";
import {
  QUOTE_BODY_TIMING,
  QuoteBodyError,
  type QuoteBodyTiming,
  type QuoteMultipart,
  readQuoteMultipart,
} from "./quote-multipart.ts";

/** The files a multipart quote carried (and a file refused on the way), for the route. */
const uploads = new WeakMap<Request, Omit<QuoteMultipart, "fields">>();
export const quoteUploadOf = (c: Context): Omit<QuoteMultipart, "fields"> =>
  uploads.get(c.req.raw) ?? { files: [] };

/**
 * Quotes with files read and checked at once, waiting, and how long one waits: each holds up to
 * MAX_QUOTE_BODY_BYTES while it is checked, so a crowd costs at most some hundreds of megabytes.
 */
export const QUOTE_INTAKE = { atOnce: 2, waiting: 6, maxWaitMs: 30_000 } as const;

/**
 * The language of the page that sent the form, before its body is read: a refusal of the body
 * itself (too large, too many at once) cannot read the form's `lang`.
 */
function pageLanguage(c: Context): Language {
  try {
    return splitLanguagePath(new URL(c.req.header("referer") ?? "").pathname).language;
  } catch {
    return "en";
  }
}

const bodyRefusal = (problem: QuoteBodyError["problem"], language: Language) => {
  const answers = SITE_TEXTS[language].answers;
  // The connection is closed: what is still on its way is not read.
  const close = { Connection: "close" };
  if (problem === "tooLarge") return new HttpError(413, answers.tooLarge, undefined, close);
  if (problem === "tooSlow") return new HttpError(408, answers.tooSlow, undefined, close);
  return new HttpError(400, answers.validation, undefined, close);
};

/**
 * What lets `POST /api/quote` take `multipart/form-data` beside JSON (decision 045). Before a
 * byte of a multipart body is read: an address over the form allowance is refused (429), a
 * declared length past MAX_QUOTE_BODY_BYTES too (413), and the body waits for a turn of the
 * intake gate (one per address; 503 when the line is full). It is then read within its limits
 * (quote-multipart.ts) and handed on as the JSON form the validator reads, its files kept for
 * the route (quoteUploadOf). A JSON body keeps MAX_FORM_BODY_BYTES.
 */
export function quoteFormBody(
  { database, config }: AppDeps,
  timing: QuoteBodyTiming = QUOTE_BODY_TIMING,
): MiddlewareHandler<AppEnv> {
  const jsonLimit = limitBody(MAX_FORM_BODY_BYTES);
  const declaredLimits = new Map(
    (["en", "km"] as const).map((language) => [
      language,
      limitBody(MAX_QUOTE_BODY_BYTES, SITE_TEXTS[language].answers.tooLarge),
    ]),
  );
  const gate = createIntakeGate(QUOTE_INTAKE);
  const throttle = formThrottleRule(config);

  return async (c, next) => {
    if (!isMultipart(c)) return jsonLimit(c, next);
    const language = pageLanguage(c);
    const address = clientThrottleKey(c, config.trustProxy);
    const wait = await throttledForSeconds(database.db, throttle, address);
    if (wait > 0) {
      throw new HttpError(429, SITE_TEXTS[language].answers.tooManyRequests, undefined, {
        "Retry-After": String(wait),
      });
    }
    const read = async () => {
      if (!(await gate.enter(address, c.req.raw.signal))) {
        throw new HttpError(503, SITE_TEXTS[language].answers.busy, undefined, {
          "Retry-After": "30",
        });
      }
      try {
        let form: QuoteMultipart;
        try {
          form = await readQuoteMultipart(c.req.raw, timing);
        } catch (error) {
          if (error instanceof QuoteBodyError) throw bodyRefusal(error.problem, language);
          throw error;
        }
        const { fields, ...upload } = form;
        const headers = new Headers(c.req.raw.headers);
        headers.set("content-type", "application/json");
        headers.delete("content-length");
        c.req.raw = new Request(c.req.raw.url, { method: "POST", headers });
        // Hono keeps a parsed body as a promise, typed as the value.
        c.req.bodyCache = { text: Promise.resolve(JSON.stringify(fields)) as never };
        uploads.set(c.req.raw, upload);
        await next();
      } finally {
        gate.leave(address);
      }
    };
    // A declared length is held to the limit before anything is read; a streamed body is
    // counted as it is read (limitBody would hold all of it first).
    const declared = !c.req.header("transfer-encoding") && c.req.header("content-length");
    if (declared) await declaredLimits.get(language)!(c, read);
    else await read();
  };
}
