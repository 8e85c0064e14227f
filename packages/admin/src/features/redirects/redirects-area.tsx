import type { Redirect } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@app/ui/components/card";
import { cn } from "@app/ui/lib/cn";
import { PlusIcon, RefreshCwIcon, SignpostIcon } from "lucide-react";
import { useId, useState } from "react";
import { EmptyState } from "../../components/list-states.tsx";
import { SettingsQueryState } from "../../components/settings-card.tsx";
import { MissingPages } from "./missing-pages.tsx";
import { RedirectDialog, type RedirectDialogFor } from "./redirect-dialog.tsx";
import { useMissingPages, useRedirects } from "./redirects-queries.ts";
import { RedirectsTable } from "./redirects-table.tsx";
import { redirectsWords as words } from "./redirects-words.ts";

/**
 * Redirects (issue 39): the old addresses sent on to a page, and the missing pages visitors
 * still ask for, each a press away from a redirect. `canEdit`: the role may change the site's
 * pages (`content.edit`); without it both lists are read-only.
 */
export function RedirectsArea({ canEdit }: { canEdit: boolean }) {
  const titleId = useId();
  const redirects = useRedirects();
  const missing = useMissingPages();
  const [opened, setOpened] = useState<RedirectDialogFor>();
  const fetching = redirects.isFetching || missing.isFetching;
  const reloading = fetching && !redirects.isPending;
  const onEdit = canEdit
    ? (redirect: Redirect) => setOpened({ kind: "edit", redirect })
    : undefined;
  const onRedirect = canEdit ? (from: string) => setOpened({ kind: "add", from }) : undefined;

  return (
    <div className="flex flex-col gap-4 lg:gap-6">
      <Card role="region" aria-labelledby={titleId}>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
          <div className="flex min-w-0 flex-1 basis-80 flex-col gap-1.5">
            <CardTitle id={titleId}>{words.title}</CardTitle>
            <CardDescription>{words.description}</CardDescription>
            {canEdit ? null : <p className="text-sm text-slate-600">{words.readOnly}</p>}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={fetching}
              onClick={() => {
                void redirects.refetch();
                void missing.refetch();
              }}
            >
              <RefreshCwIcon className={cn(reloading && "animate-spin")} aria-hidden />
              {words.refresh}
            </Button>
            {canEdit ? (
              <Button size="sm" onClick={() => setOpened({ kind: "add" })}>
                <PlusIcon aria-hidden />
                {words.add}
              </Button>
            ) : null}
          </div>
        </CardHeader>
        <CardContent>
          <SettingsQueryState
            query={redirects}
            loading={words.loading}
            loadFailure={words.loadFailure}
          />
          {redirects.data?.length === 0 ? (
            <EmptyState icon={SignpostIcon} title={words.empty.title} text={words.empty.text} />
          ) : null}
          {redirects.data && redirects.data.length > 0 ? (
            <RedirectsTable redirects={redirects.data} onEdit={onEdit} />
          ) : null}
        </CardContent>
      </Card>
      <MissingPages onRedirect={onRedirect} />
      {canEdit ? <RedirectDialog opened={opened} onClose={() => setOpened(undefined)} /> : null}
    </div>
  );
}
