import { LANGUAGE_INFO, LANGUAGES, localizedPath } from "@app/contract/languages";
import { cn } from "@app/ui/lib/cn";
import { LanguagesIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { useLanguage, useSiteText } from "../i18n/language.tsx";
import { englishPath } from "../lib/pages.ts";

/**
 * Links to the page the visitor is on, in each other language. A plain link, not a client
 * navigation: the other language is another document (its words, its font, its `lang`).
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const language = useLanguage();
  const text = useSiteText();
  const { pathname, search, hash } = useLocation();
  const path = englishPath(pathname);
  // The server renders the path alone (pages are the same whatever the query); the query and
  // the #section join once hydrated, as a render of their own (hydration keeps attributes).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const suffix = hydrated ? `${search}${hash}` : "";
  return (
    <ul aria-label={text.language.switcher} className={cn("flex items-center gap-1", className)}>
      {LANGUAGES.filter((other) => other !== language).map((other) => (
        <li key={other}>
          <a
            href={`${localizedPath(other, path)}${suffix}`}
            hrefLang={other}
            lang={other}
            title={text.language.readIn[other]}
            className={cn(
              "inline-flex h-9 items-center gap-1.5 rounded-md border border-slate-200 px-2.5 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:border-brand-200 hover:bg-brand-50 hover:text-brand-800",
              // "ខ្មែរ" on an English page: a subset of the Khmer font holding just its letters
              // (styles.css, "Khmer Label"); the whole font loads on Khmer pages only.
              other === "km" && "khmer-label",
            )}
          >
            <LanguagesIcon
              className="size-4 shrink-0 text-accent-600 md:max-xl:hidden"
              aria-hidden
            />
            {LANGUAGE_INFO[other].nativeName}
          </a>
        </li>
      ))}
    </ul>
  );
}
