import { useSiteText } from "../i18n/language.tsx";

/** What main shows while a page's code or data is on its way, or when it could not come. */
export function PageLoading({ failed = false }: { failed?: boolean }) {
  const { chrome } = useSiteText();
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <p role="status" className="text-slate-600">
        {failed ? chrome.pageLoadFailed : chrome.pageLoading}
      </p>
    </div>
  );
}
