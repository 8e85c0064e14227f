import { LANGUAGE_INFO, type TranslatedLanguage } from "@app/contract";
import { cn } from "@app/ui/lib/cn";
import { LanguagesIcon } from "lucide-react";

/** Narrows the lists to the sections with words to translate, or translated words to review. */
export function MissingTranslationFilter({
  language,
  checked,
  onCheckedChange,
}: {
  language: TranslatedLanguage;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const { englishName } = LANGUAGE_INFO[language];
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        "inline-flex w-fit cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500",
        checked
          ? "border-brand-700 bg-brand-700 text-white"
          : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
      )}
    >
      <LanguagesIcon className="size-4" aria-hidden />
      {englishName} to do only
    </button>
  );
}
