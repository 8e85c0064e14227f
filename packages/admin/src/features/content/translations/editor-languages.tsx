import { LANGUAGE_INFO, type TranslatedLanguage } from "@app/contract";
import { cn } from "@app/ui/lib/cn";
import { progressText, type TranslationStatus } from "./translation-status.ts";

interface EditorLanguagesProps {
  /** The language edited: English, or the translation's. */
  current: "en" | TranslatedLanguage;
  status: TranslationStatus;
  /** Switching would drop unsaved changes: the other language waits until they are saved. */
  locked: boolean;
  onSwitch: (language: "en" | TranslatedLanguage) => void;
}

/** English or its translation: the same section's editor in either language. */
export function EditorLanguages({ current, status, locked, onSwitch }: EditorLanguagesProps) {
  const { language } = status;
  const options = [
    { id: "en", label: "English", detail: undefined },
    {
      id: language,
      label: LANGUAGE_INFO[language].englishName,
      detail: `${status.progress.translated}/${status.progress.total}${status.toReview > 0 ? `, ${status.toReview} to review` : ""}`,
    },
  ] as const;
  return (
    <fieldset className="m-0 inline-flex min-w-0 rounded-lg border-0 bg-slate-100 p-0.5">
      <legend className="sr-only">Language edited</legend>
      {options.map((option) => {
        const active = option.id === current;
        return (
          <button
            key={option.id}
            type="button"
            aria-pressed={active}
            disabled={!active && locked}
            title={
              !active && locked
                ? "Save or cancel your changes first"
                : option.detail
                  ? progressText(status)
                  : undefined
            }
            onClick={() => {
              if (!active) onSwitch(option.id);
            }}
            className={cn(
              "inline-flex cursor-pointer items-center gap-1.5 rounded-md px-3 py-1 text-sm font-medium text-slate-600 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500 disabled:cursor-not-allowed disabled:opacity-50",
              active ? "bg-white text-brand-900 shadow-sm" : "hover:text-brand-900",
            )}
          >
            {option.label}
            {option.detail ? (
              <span className="rounded bg-slate-200/70 px-1 text-xs tabular-nums text-slate-600">
                {option.detail}
              </span>
            ) : null}
          </button>
        );
      })}
    </fieldset>
  );
}
