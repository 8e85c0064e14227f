import type { TranslatedLanguage, TranslationImportResult } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminApi } from "../../../admin-context.tsx";
import { readJson } from "../../../lib/api-client.ts";
import { contentKeys } from "../content-queries.ts";

/** GET /api/admin/translations/:language/export: the texts for a translator, as a file. */
export const translationExportPath = (language: TranslatedLanguage, format: "xliff" | "csv") =>
  `/api/admin/translations/${language}/export?format=${format}`;

/** POST /api/admin/translations/:language/import: a translator's file, into the drafts. */
export function useImportTranslations(language: TranslatedLanguage) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<TranslationImportResult> =>
      readJson(
        api.admin.translations[":language"].import.$post(
          { param: { language } },
          {
            init: {
              body: await file.text(),
              headers: { "content-type": "text/plain; charset=utf-8" },
            },
          },
        ),
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
  });
}
