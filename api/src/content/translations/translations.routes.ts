import { apiErrorMessages, businessLocalDateTime, TRANSLATED_LANGUAGES } from "@app/contract";
import { Hono } from "hono";
import { z } from "zod";
import { recordInTransaction } from "../../activity/activity-context.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../app-env.ts";
import { requireAdmin } from "../../auth/require-admin.ts";
import { limitBody } from "../../lib/body-limit.ts";
import { pathParams } from "../../lib/db-id.ts";
import { HttpError } from "../../lib/http-error.ts";
import { validate } from "../../lib/validate.ts";
import { contentActivity } from "../content-activity.ts";
import { readCsv, writeCsv } from "./csv.ts";
import { TRANSLATION_FORMATS, TranslationFileError } from "./translation-file.ts";
import { importTranslations, toFileEntries, translationWork } from "./translation-work.ts";
import { readXliff, writeXliff } from "./xliff.ts";

/** A file of a whole site's words is some hundred KB; this leaves room for long pages. */
const IMPORT_LIMIT_BYTES = 5 * 1024 * 1024;

const LanguageParamSchema = z.object({
  language: z.enum(TRANSLATED_LANGUAGES, { error: apiErrorMessages.notFound }),
});
const FormatQuerySchema = z.object({
  format: z.enum(TRANSLATION_FORMATS).default("xliff"),
});

const looksLikeXml = (text: string) => /^\uFEFF?\s*</.test(text);

/**
 * Translation work outside the panel (decision 038): the texts still to translate or review
 * as XLIFF 2 or CSV, and the file brought back into the translations' drafts.
 */
export const translationRoutes = (deps: AppDeps) => {
  const db = deps.database.db;
  const admin = requireAdmin(deps);
  return new Hono<AppEnv>()
    .get(
      "/admin/translations/:language/export",
      admin,
      pathParams(LanguageParamSchema),
      validate("query", FormatQuerySchema),
      async (c) => {
        const { language } = c.req.valid("param");
        const { format } = c.req.valid("query");
        const entries = toFileEntries(await translationWork(db, language));
        const day = businessLocalDateTime(new Date()).slice(0, 10);
        const name = `translations-${language}-${day}.${format === "xliff" ? "xlf" : "csv"}`;
        const body =
          format === "xliff"
            ? writeXliff(entries, { source: "en", target: language })
            : writeCsv(entries, language);
        return c.body(body, 200, {
          "Content-Type":
            format === "xliff" ? "application/xliff+xml; charset=utf-8" : "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="${name}"`,
          "Cache-Control": "no-store",
        });
      },
    )
    .post(
      "/admin/translations/:language/import",
      admin,
      limitBody(IMPORT_LIMIT_BYTES),
      pathParams(LanguageParamSchema),
      async (c) => {
        const { language } = c.req.valid("param");
        const text = await c.req.text();
        let entries: ReturnType<typeof readCsv>;
        try {
          entries = looksLikeXml(text) ? readXliff(text) : readCsv(text, language);
        } catch (error) {
          if (error instanceof TranslationFileError) {
            throw new HttpError(400, error.message, { file: error.message });
          }
          throw error;
        }
        const result = await importTranslations(db, {
          language,
          entries,
          author: c.get("admin").email,
          audit: recordInTransaction(c, deps.config.trustProxy, contentActivity.saved),
        });
        return c.json(result, 200);
      },
    );
};
