import { toastMessages } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { toast } from "@app/ui/lib/toast-store";
import { useMutation } from "@tanstack/react-query";
import { ExternalLinkIcon, LogOutIcon, ShieldCheckIcon, UserCircle2Icon } from "lucide-react";
import { useAdminContext } from "../admin-context.tsx";
import { readJson, siteUrl } from "../lib/api-client.ts";
import { isApiError } from "../lib/api-error.ts";
import { reloadWithoutAsking } from "../lib/leave-guard.ts";

/** Set before the reload that follows a logout; the reloaded app shows the success toast. */
export const LOGGED_OUT_FLAG = "app-admin:logged-out";

export function AdminHeader({ email }: { email: string }) {
  const { api, apiBaseUrl, platform, uiStore } = useAdminContext();
  const liveSite = siteUrl(apiBaseUrl, "/");

  const afterLogout = () => {
    uiStore.clear();
    try {
      sessionStorage.setItem(LOGGED_OUT_FLAG, "1");
    } catch {
      // Without storage the toast is simply not shown after the reload.
    }
    reloadWithoutAsking();
  };
  const logout = useMutation({
    mutationFn: () => readJson(api.admin.logout.$post()),
    meta: { ignoreUnauthorized: true },
    onSuccess: afterLogout,
    // A session that already ended is as good as a logout.
    onError: (error) =>
      isApiError(error, 401)
        ? afterLogout()
        : toast({ ...toastMessages.logoutFailure, variant: "destructive" }),
  });

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
        <div className="flex items-center gap-3">
          <span
            className="flex size-10 items-center justify-center rounded-lg bg-brand-700 text-white"
            aria-hidden
          >
            <ShieldCheckIcon className="size-5" />
          </span>
          <div>
            <h1 className="text-xl font-bold leading-tight text-brand-900">Admin Panel</h1>
            <p className="text-xs text-slate-500">Website content, images and inbox</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:gap-3">
          {platform.openExternal ? (
            <Button variant="outline" size="sm" onClick={() => platform.openExternal?.(liveSite)}>
              <ExternalLinkIcon aria-hidden />
              View Live Site
            </Button>
          ) : (
            <Button variant="outline" size="sm" asChild>
              <a href={liveSite} target="_blank" rel="noopener noreferrer">
                <ExternalLinkIcon aria-hidden />
                View Live Site
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          )}
          {platform.headerActions}
          <div className="flex items-center gap-2 border-l border-slate-200 pl-3">
            <UserCircle2Icon className="size-8 text-slate-400" aria-hidden />
            <div className="leading-tight">
              <p className="text-sm font-medium text-slate-900" data-testid="admin-email">
                {email}
              </p>
              <p className="text-xs text-slate-500">Administrator</p>
            </div>
          </div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            <LogOutIcon aria-hidden />
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}
