import {
  LANGUAGE_INFO,
  LANGUAGES,
  type Language,
  splitLanguagePath,
  splitTranslation,
  toastMessages,
} from "@app/contract";
import { Alert, AlertDescription, AlertTitle } from "@app/ui/components/alert";
import { cn } from "@app/ui/lib/cn";
import { CircleAlertIcon, Loader2Icon, MonitorIcon, SmartphoneIcon } from "lucide-react";
import { useRef, useState } from "react";
import { errorDescription, errorFields } from "../../lib/api-error.ts";
import { useElementSize } from "../../lib/use-element-size.ts";
import { errorLine } from "./error-place.ts";
import { parseContent } from "./parse-content.ts";
import { usePreview } from "./preview-queries.ts";
import { formFieldsOf } from "./schema-fields.ts";

interface SectionPreviewProps {
  section: string;
  /** The draft as JSON text, as the editor holds it. */
  text: string;
  className?: string;
}

/** Where on the home page a section shows, so its preview opens there (ids of the public site). */
const HOME_ANCHORS: Record<string, string> = {
  services: "services-title",
  training: "training-development",
  resources: "resources",
  "get-started": "get-started-title",
  contact: "contact",
  about: "about",
};

/**
 * Keeps the preview where the admin scrolled it while the page is rendered again, and opens
 * it first where the section shows. The sandbox allows the same origin, so the admin may
 * scroll the page; the page itself runs no script.
 */
function usePreviewScroll(section: string, path: string | undefined) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const scrolled = useRef<number | null>(null);
  const onLoad = () => {
    const frame = frameRef.current;
    const view = frame?.contentWindow;
    const document = frame?.contentDocument;
    if (!view || !document) return;
    let top = scrolled.current;
    if (top === null) {
      const onHome = path !== undefined && splitLanguagePath(path).path === "/";
      const anchor = onHome ? HOME_ANCHORS[splitTranslation(section).base] : undefined;
      const target = anchor ? document.getElementById(anchor) : null;
      // Below the site's sticky header.
      top = target ? target.getBoundingClientRect().top + view.scrollY - 88 : 0;
    }
    view.scrollTo({ top, behavior: "instant" });
    view.addEventListener("scroll", () => {
      scrolled.current = view.scrollY;
    });
  };
  return { frameRef, onLoad };
}

/** The widths the preview shows the page at: a phone's, or a laptop's scaled down to fit. */
const WIDTHS = { phone: 390, desktop: 1280 } as const;
type PreviewWidth = keyof typeof WIDTHS;

function WidthSwitch({
  value,
  onChange,
}: {
  value: PreviewWidth;
  onChange: (width: PreviewWidth) => void;
}) {
  const options = [
    { id: "phone", label: "Phone width", icon: <SmartphoneIcon aria-hidden /> },
    { id: "desktop", label: "Desktop width", icon: <MonitorIcon aria-hidden /> },
  ] as const;
  return (
    <div className="flex rounded-md bg-slate-100 p-0.5">
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          aria-pressed={value === option.id}
          aria-label={option.label}
          title={option.label}
          onClick={() => onChange(option.id)}
          className="cursor-pointer rounded p-1 text-slate-600 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500 aria-pressed:bg-white aria-pressed:text-brand-900 aria-pressed:shadow-sm [&_svg]:size-4"
        >
          {option.icon}
        </button>
      ))}
    </div>
  );
}

/** Which language's page the preview shows: a translation's draft shows in English too. */
function LanguageSwitch({
  value,
  onChange,
}: {
  value: Language;
  onChange: (language: Language) => void;
}) {
  return (
    <fieldset className="m-0 flex min-w-0 rounded-md border-0 bg-slate-100 p-0.5">
      <legend className="sr-only">Preview language</legend>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          aria-pressed={value === language}
          title={`Preview the ${LANGUAGE_INFO[language].englishName} page`}
          onClick={() => onChange(language)}
          className="cursor-pointer rounded px-1.5 py-0.5 text-xs font-semibold uppercase text-slate-600 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500 aria-pressed:bg-white aria-pressed:text-brand-900 aria-pressed:shadow-sm"
        >
          {language}
        </button>
      ))}
    </fieldset>
  );
}

function PreviewProblem({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Alert variant="destructive" role="alert" className="m-4 w-auto">
      <CircleAlertIcon aria-hidden />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  );
}

/**
 * The public page this section feeds, as it would look with the unsaved draft. The page is
 * sandboxed: no scripts run, and it cannot reach the admin.
 */
export function SectionPreview({ section, text, className }: SectionPreviewProps) {
  const [language, setLanguage] = useState<Language>(
    () => splitTranslation(section).language ?? "en",
  );
  const { page, invalidJson, error, updating } = usePreview(section, text, language);
  const { frameRef, onLoad } = usePreviewScroll(section, page?.path);
  const [width, setWidth] = useState<PreviewWidth>("phone");
  const boxRef = useRef<HTMLDivElement>(null);
  const box = useElementSize(boxRef);
  // The page is laid out at the chosen width, then scaled down to the space there is.
  const scale = box.width > 0 ? Math.min(1, box.width / WIDTHS[width]) : 1;
  const frameWidth = Math.min(WIDTHS[width], box.width / scale || WIDTHS[width]);
  const fields = Object.entries(errorFields(error));
  return (
    <section
      aria-label="Preview"
      className={cn(
        "flex min-h-0 flex-col overflow-hidden rounded-xl border border-slate-200 bg-slate-100",
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-white px-3 py-2 text-sm">
        <p className="min-w-0 truncate text-slate-700">
          <span className="font-medium text-brand-900">Preview</span>
          {page ? (
            <>
              <span aria-hidden> · </span>
              <code className="font-mono text-xs" data-testid="preview-path">
                {page.path}
              </code>
            </>
          ) : null}
        </p>
        <div className="flex items-center gap-3">
          <p role="status" className="flex items-center gap-1.5 text-xs text-slate-500">
            {updating && !invalidJson ? (
              <>
                <Loader2Icon className="size-3.5 animate-spin" aria-hidden />
                Updating…
              </>
            ) : error || invalidJson ? (
              "Not updated"
            ) : page ? (
              "Unsaved draft, not live"
            ) : null}
          </p>
          <LanguageSwitch value={language} onChange={setLanguage} />
          <WidthSwitch value={width} onChange={setWidth} />
        </div>
      </div>
      <div ref={boxRef} className="relative min-h-0 flex-1 overflow-hidden">
        {invalidJson ? (
          <PreviewProblem title={toastMessages.invalidJson.title}>
            {toastMessages.invalidJson.description}
          </PreviewProblem>
        ) : error ? (
          <PreviewProblem title="The preview cannot show this draft">
            <p>{errorDescription(error, "The server could not render the preview.")}</p>
            {fields.length > 0 ? (
              <ul className="mt-1 list-disc pl-5">
                {fields.map(([path, message]) => (
                  <li key={path}>
                    {errorLine(
                      formFieldsOf(section) ?? [],
                      path.replace(/^content\.?/, ""),
                      message,
                      parseContent(text),
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
          </PreviewProblem>
        ) : page ? (
          <iframe
            ref={frameRef}
            onLoad={onLoad}
            title={`Preview of ${page.path}`}
            // No scripts; same origin only so the page's stylesheets and images load.
            sandbox="allow-same-origin"
            srcDoc={page.html}
            style={{
              width: frameWidth,
              height: box.height > 0 ? box.height / scale : "100%",
              transform: scale < 1 ? `scale(${scale})` : undefined,
            }}
            className={cn(
              "mx-auto block origin-top-left bg-white transition-opacity",
              scale < 1 && "mx-0",
              updating && "opacity-60",
            )}
          />
        ) : (
          <div className="flex h-full items-center justify-center gap-2 p-6 text-sm text-slate-600">
            <Loader2Icon className="size-4 animate-spin" aria-hidden />
            Rendering the page…
          </div>
        )}
      </div>
    </section>
  );
}
