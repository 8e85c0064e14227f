import {
  ATTACHMENTS_FIELD,
  type Language,
  MAX_FORM_BODY_BYTES,
  MAX_QUOTE_BODY_BYTES,
  SITE_TEXTS,
  splitLanguagePath,
} from "@app/contract";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { isMultipart, limitBody } from "../../lib/body-limit.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { IntakeGate } from "../../lib/intake-gate.ts";

/** The files a multipart quote carried, for the route after validation; none for JSON. */
const sentFiles = new WeakMap<Request, File[]>();
export const quoteFilesOf = (c: Context): File[] => sentFiles.get(c.req.raw) ?? [];

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

/**
 * Quotes with files read and checked at once, and waiting: each holds up to MAX_QUOTE_BODY_BYTES
 * while it is checked, so a crowd costs at most some hundreds of megabytes.
 */
export const QUOTE_INTAKE = { atOnce: 2, waiting: 6 } as const;

type FormValue = string | File | (string | File)[];

/** A browser sends an empty file for a file field left empty. */
const isChosenFile = (value: string | File): value is File =>
  value instanceof File && (value.size > 0 || value.name !== "");

/**
 * The multipart form as the JSON form's fields (each a single text; `source` parsed from its
 * JSON) and the files under ATTACHMENTS_FIELD. A file in a text field or a text field sent
 * twice is refused; a `source` that is not JSON is dropped, as a JSON form's malformed source is.
 */
function splitMultipart(form: Record<string, FormValue>, language: Language) {
  const fields: Record<string, unknown> = {};
  const problems: Record<string, string> = {};
  let files: File[] = [];
  for (const [name, value] of Object.entries(form)) {
    if (name === ATTACHMENTS_FIELD) {
      files = (Array.isArray(value) ? value : [value]).filter(isChosenFile);
    } else if (typeof value !== "string") {
      problems[name] = SITE_TEXTS[language].answers.validation;
    } else if (name === "source") {
      try {
        fields.source = JSON.parse(value);
      } catch {
        // Never worth a lead: the form's schema drops what is not a source.
      }
    } else {
      fields[name] = value;
    }
  }
  if (Object.keys(problems).length > 0) {
    throw new HttpError(400, SITE_TEXTS[language].answers.validation, problems);
  }
  return { fields, files };
}

/**
 * What lets `POST /api/quote` take `multipart/form-data` beside JSON: the multipart body is
 * bounded by MAX_QUOTE_BODY_BYTES and read only with a turn of the intake gate (503 when too
 * many are being read), then handed on as the JSON form the validator reads, its files kept for
 * the route (quoteFilesOf). A JSON body keeps MAX_FORM_BODY_BYTES.
 */
export function quoteFormBody(gate: IntakeGate): MiddlewareHandler<AppEnv> {
  const jsonLimit = limitBody(MAX_FORM_BODY_BYTES);
  const limits = new Map(
    (["en", "km"] as const).map((language) => [
      language,
      limitBody(MAX_QUOTE_BODY_BYTES, SITE_TEXTS[language].answers.tooLarge),
    ]),
  );
  return async (c, next) => {
    if (!isMultipart(c)) return jsonLimit(c, next);
    const language = pageLanguage(c);
    if (!(await gate.enter())) {
      throw new HttpError(503, SITE_TEXTS[language].answers.busy, undefined, {
        "Retry-After": "30",
      });
    }
    try {
      await limits.get(language)!(c, async () => {
        let form: Record<string, FormValue>;
        try {
          form = await c.req.parseBody({ all: true });
        } catch {
          throw new HttpError(400, SITE_TEXTS[language].answers.validation);
        }
        const { fields, files } = splitMultipart(form, language);
        const headers = new Headers(c.req.raw.headers);
        headers.set("content-type", "application/json");
        headers.delete("content-length");
        c.req.raw = new Request(c.req.raw.url, { method: "POST", headers });
        c.req.bodyCache = { text: Promise.resolve(JSON.stringify(fields)) } as never;
        sentFiles.set(c.req.raw, files);
        await next();
      });
    } finally {
      gate.leave();
    }
  };
}
