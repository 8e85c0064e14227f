import { siteChrome } from "@app/contract/messages";

/** What main shows while a page's code or data is on its way, or when it could not come. */
export function PageLoading({ failed = false }: { failed?: boolean }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <p role="status" className="text-slate-600">
        {failed ? siteChrome.pageLoadFailed : siteChrome.pageLoading}
      </p>
    </div>
  );
}
