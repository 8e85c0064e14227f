import { LANGUAGE_INFO, type TranslatedLanguage } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@app/ui/components/dialog";
import { Label } from "@app/ui/components/label";
import { DownloadIcon, FileUpIcon, Loader2Icon } from "lucide-react";
import { useId, useState } from "react";
import { useAdminContext } from "../../../admin-context.tsx";
import { siteUrl } from "../../../lib/api-client.ts";
import { notifyFailure } from "../../../lib/notify.ts";
import { translationExportPath, useImportTranslations } from "./translation-file-queries.ts";

interface TranslatorFilesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  language: TranslatedLanguage;
}

/**
 * Work with a translator outside the panel: download every text still to translate or review,
 * and bring the translated file back into the drafts, with what could not go in and why.
 */
export function TranslatorFilesDialog({
  open,
  onOpenChange,
  language,
}: TranslatorFilesDialogProps) {
  const id = useId();
  const { apiBaseUrl } = useAdminContext();
  const [file, setFile] = useState<File | undefined>();
  const bringBack = useImportTranslations(language);
  const result = bringBack.data;
  const { englishName } = LANGUAGE_INFO[language];
  const download = (format: "xliff" | "csv") =>
    siteUrl(apiBaseUrl, translationExportPath(language, format));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) bringBack.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-xl">
        <DialogTitle>Work with a translator</DialogTitle>
        <DialogDescription>
          The file holds every text not yet in {englishName}, and every {englishName} text whose
          English changed since. The translator fills in the {englishName} and sends it back.
        </DialogDescription>
        <section aria-labelledby={`${id}-send`} className="flex flex-col gap-2">
          <h3 id={`${id}-send`} className="text-sm font-semibold text-brand-900">
            1. Send the texts
          </h3>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={download("xliff")} download>
                <DownloadIcon aria-hidden />
                For a translation tool (XLIFF)
              </a>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={download("csv")} download>
                <DownloadIcon aria-hidden />
                As a spreadsheet (CSV)
              </a>
            </Button>
          </div>
        </section>
        <form
          aria-labelledby={`${id}-back`}
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!file) return;
            bringBack.mutate(file, {
              onError: (error) => notifyFailure("Not brought in", error, "Nothing was changed."),
            });
          }}
        >
          <h3 id={`${id}-back`} className="text-sm font-semibold text-brand-900">
            2. Bring the translated file back
          </h3>
          <Label htmlFor={`${id}-file`}>Translated file (XLIFF or CSV)</Label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".xlf,.xliff,.xml,.csv,text/csv,application/xliff+xml"
            className="text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-brand-200 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-800"
            onChange={(event) => {
              setFile(event.target.files?.[0]);
              bringBack.reset();
            }}
          />
          <p className="text-sm text-slate-600">
            The texts go into each section's {englishName} draft: look them over, then publish. A
            text whose English changed since the file was made is not taken.
          </p>
          <div>
            <Button type="submit" size="sm" disabled={!file || bringBack.isPending}>
              {bringBack.isPending ? (
                <Loader2Icon className="animate-spin" aria-hidden />
              ) : (
                <FileUpIcon aria-hidden />
              )}
              Bring it in
            </Button>
          </div>
        </form>
        {result ? (
          <div
            role="status"
            className="flex flex-col gap-2 rounded-md bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200"
          >
            <p className="font-semibold text-brand-900">
              {result.applied === 0
                ? "No text was taken."
                : `${result.applied} ${result.applied === 1 ? "text" : "texts"} went into ${result.sections.length} ${result.sections.length === 1 ? "draft" : "drafts"}.`}
              {result.empty > 0 ? ` ${result.empty} left empty in the file.` : ""}
            </p>
            {result.refused.length > 0 ? (
              <>
                <p>Not taken:</p>
                <ul className="flex max-h-64 flex-col gap-2 overflow-y-auto">
                  {result.refused.map((refused) => (
                    <li key={refused.id} className="rounded-md bg-white p-2 ring-1 ring-amber-200">
                      <p className="font-medium">{refused.label}</p>
                      <p className="text-amber-900">{refused.reason}</p>
                      {refused.englishNow !== undefined ? (
                        <div className="mt-1 grid gap-1 sm:grid-cols-2">
                          <p lang="en">
                            <span className="block text-xs font-semibold text-slate-500">
                              In the file
                            </span>
                            {refused.englishInFile}
                          </p>
                          <p lang="en">
                            <span className="block text-xs font-semibold text-slate-500">
                              English now
                            </span>
                            {refused.englishNow}
                          </p>
                        </div>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
