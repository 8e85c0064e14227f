import { Button } from "@app/ui/components/button";
import { ExternalLinkIcon, LogOutIcon, ShieldCheckIcon, UserCircle2Icon } from "lucide-react";
import { useAdminContext } from "../admin-context.tsx";
import { siteUrl } from "../lib/api-client.ts";
import { usePermissions } from "../lib/permissions.ts";
import { useSignOut } from "../lib/sign-out.ts";

export function AdminHeader({ email }: { email: string }) {
  const { apiBaseUrl, platform } = useAdminContext();
  const liveSite = siteUrl(apiBaseUrl, "/");

  const logout = useSignOut();
  const role = usePermissions().roleName;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex max-w-[100rem] items-center justify-between gap-3 px-3 py-2 sm:gap-6 sm:px-6 sm:py-3">
        <div className="flex min-w-0 items-center gap-3">
          <span
            className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white sm:size-10"
            aria-hidden
          >
            <ShieldCheckIcon className="size-5" />
          </span>
          <div className="min-w-0">
            <h1 className="text-lg font-bold leading-tight text-brand-900 sm:text-xl">
              Admin Panel
            </h1>
            <p className="hidden text-xs text-slate-500 sm:block">
              Website content, images and inbox
            </p>
            {/* A phone has no room for the account block: the e-mail stands under the title. */}
            <p className="truncate text-xs text-slate-500 sm:hidden">
              {email} · {role}
            </p>
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-1 sm:gap-3">
          {platform.openExternal ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => platform.openExternal?.(liveSite)}
              title="View Live Site"
            >
              <ExternalLinkIcon aria-hidden />
              <span className="sr-only sm:not-sr-only">View Live Site</span>
            </Button>
          ) : (
            <Button variant="outline" size="sm" asChild>
              <a href={liveSite} target="_blank" rel="noopener noreferrer" title="View Live Site">
                <ExternalLinkIcon aria-hidden />
                <span className="sr-only sm:not-sr-only">View Live Site</span>
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          )}
          {platform.headerActions}
          <div className="hidden items-center gap-2 border-l border-slate-200 pl-3 sm:flex">
            <UserCircle2Icon className="size-8 text-slate-400" aria-hidden />
            <div className="leading-tight">
              <p className="text-sm font-medium text-slate-900" data-testid="admin-email">
                {email}
              </p>
              <p className="text-xs text-slate-500">{role}</p>
            </div>
          </div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            title="Logout"
          >
            <LogOutIcon aria-hidden />
            <span className="sr-only sm:not-sr-only">Logout</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
