import { Alert, AlertDescription } from "@app/ui/components/alert";
import { Badge } from "@app/ui/components/badge";
import { Button } from "@app/ui/components/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@app/ui/components/dialog";
import { Skeleton } from "@app/ui/components/skeleton";
import { cn } from "@app/ui/lib/cn";
import { toast } from "@app/ui/lib/toast-store";
import { HistoryIcon, Loader2Icon, RotateCcwIcon, TriangleAlertIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useUiState } from "../../admin-context.tsx";
import { errorDescription } from "../../lib/api-error.ts";
import { useDeveloperTools } from "../../lib/developer-tools.ts";
import { formatDateTime } from "../../lib/format.ts";
import { prettyJson } from "../../lib/line-diff.ts";
import { notifyFailure } from "../../lib/notify.ts";
import {
  type SectionSummaryRow,
  useContentSection,
  useRestoreRevision,
  useRevisions,
  useSectionSummaries,
} from "./content-queries.ts";
import { DiffView } from "./diff-view.tsx";
import { fieldChanges } from "./field-changes.ts";
import { FieldChangesView } from "./field-changes-view.tsx";
import { formFieldsOf } from "./schema-fields.ts";
import { sectionTitleOf } from "./section-label.ts";

interface HistoryDialogProps {
  section: Pick<SectionSummaryRow, "section" | "version" | "draft">;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The same section in its other language (its translation, or its English), to switch to. */
  otherLanguage?: { label: string; onShow: () => void };
}

/** A section's saved versions: who and when, what each would change, and restore. */
export function HistoryDialog({ section, open, onOpenChange, otherLanguage }: HistoryDialogProps) {
  const title = sectionTitleOf(section.section, useSectionSummaries().data ?? []);
  const developer = useDeveloperTools();
  // The owner compares fields; the developer tools add the JSON line diff and the raw content.
  const fields = useMemo(() => formFieldsOf(section.section), [section.section]);
  const byField = fields !== undefined && !developer;
  const revisions = useRevisions(section.section, open);
  // The words as they are now, to compare each version with.
  const saved = useContentSection(section.section, open);
  const current = saved.data;
  const restore = useRestoreRevision();
  const [selected, setSelected] = useState<number>();
  const [show, setShow] = useState<"changes" | "content">("changes");
  const editingThis = useUiState(
    (s) => s.contentDraft?.mode === "edit" && s.contentDraft.section === section.section,
  );

  const list = revisions.data ?? [];
  const chosen =
    list.find((r) => r.version === selected) ??
    list.find((r) => r.version !== section.version) ??
    list[0];
  const isCurrent = chosen?.version === section.version;

  const onRestore = () => {
    if (!chosen) return;
    restore.mutate(
      { section: section.section, version: chosen.version, expectedVersion: section.version },
      {
        onSuccess: (saved) => {
          toast({
            title: `Version ${chosen.version} restored`,
            description: saved.draft
              ? `It is the draft now, as version ${saved.version}; publish it to put it on the site.`
              : `It is live on the website now, as version ${saved.version}.`,
            variant: "success",
          });
          setSelected(saved.version);
        },
        onError: (error) =>
          notifyFailure("Restore failed", error, "Failed to restore this version."),
      },
    );
  };

  const currentWords = section.draft
    ? "This is the draft: the site does not show it yet."
    : "This is what the website shows now.";

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-5xl">
        <div className="flex flex-col gap-1.5 pr-8">
          <DialogTitle className="flex items-center gap-2">
            <HistoryIcon className="size-5 text-brand-600" aria-hidden />
            History of {title}
          </DialogTitle>
          <DialogDescription>
            Every saved version, newest first. Restoring one saves it again as the newest version,
            so nothing is lost.
          </DialogDescription>
          {otherLanguage ? (
            <Button
              variant="link"
              size="sm"
              className="h-auto self-start p-0"
              onClick={() => {
                setSelected(undefined);
                otherLanguage.onShow();
              }}
            >
              {otherLanguage.label}
            </Button>
          ) : null}
        </div>

        {editingThis ? (
          <Alert variant="warning">
            <TriangleAlertIcon aria-hidden />
            <AlertDescription>
              You are editing this section. If you restore a version, saving your edit will ask you
              what to do.
            </AlertDescription>
          </Alert>
        ) : null}

        {revisions.isPending || saved.isPending ? (
          <div className="grid gap-2" role="status" aria-label="Loading history">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : revisions.isError || !current ? (
          <p role="alert" className="text-sm text-cta-700">
            {errorDescription(revisions.error ?? saved.error, "Failed to load the history.")}
          </p>
        ) : (
          <div className="grid gap-4 md:grid-cols-[16rem_minmax(0,1fr)]">
            <ul
              aria-label="Versions"
              className="flex max-h-[55vh] flex-col gap-1 overflow-y-auto pr-1"
            >
              {list.map((revision) => {
                const active = revision.version === chosen?.version;
                return (
                  <li key={revision.version}>
                    <button
                      type="button"
                      aria-current={active ? "true" : undefined}
                      onClick={() => setSelected(revision.version)}
                      className={cn(
                        "flex w-full cursor-pointer flex-col items-start gap-0.5 rounded-lg border px-3 py-2 text-left text-sm transition-colors focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500",
                        active
                          ? "border-brand-500 bg-brand-50"
                          : "border-slate-200 hover:bg-slate-50",
                      )}
                    >
                      <span className="flex items-center gap-2 font-semibold text-brand-900">
                        Version {revision.version}
                        {revision.version === section.version ? (
                          <Badge variant="accent">Current</Badge>
                        ) : null}
                        {revision.version === current.publishedVersion && section.draft ? (
                          <Badge variant="neutral">On the site</Badge>
                        ) : null}
                        {revision.publishedAt === null ? (
                          <Badge variant="brand">Draft</Badge>
                        ) : null}
                      </span>
                      <span className="text-slate-600">{formatDateTime(revision.createdAt)}</span>
                      <span className="text-xs text-slate-600">
                        {revision.createdBy ? `by ${revision.createdBy}` : "Initial content"}
                        {revision.restoredFromVersion !== null
                          ? ` · restored from version ${revision.restoredFromVersion}`
                          : ""}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>

            {chosen ? (
              <div className="flex min-w-0 flex-col gap-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  {byField ? null : (
                    <fieldset className="m-0 inline-flex min-w-0 rounded-lg border-0 bg-slate-100 p-1">
                      <legend className="sr-only">Show</legend>
                      {(["changes", "content"] as const).map((mode) => (
                        <button
                          key={mode}
                          type="button"
                          aria-pressed={show === mode}
                          onClick={() => setShow(mode)}
                          className={cn(
                            "cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500",
                            show === mode
                              ? "bg-white text-brand-900 shadow-sm"
                              : "text-slate-600 hover:text-brand-900",
                          )}
                        >
                          {mode === "changes" ? "Changes" : "Content"}
                        </button>
                      ))}
                    </fieldset>
                  )}
                  <Button
                    type="button"
                    onClick={onRestore}
                    disabled={isCurrent || restore.isPending}
                  >
                    {restore.isPending ? (
                      <Loader2Icon className="animate-spin" aria-hidden />
                    ) : (
                      <RotateCcwIcon aria-hidden />
                    )}
                    {isCurrent
                      ? "This is the current version"
                      : `Restore version ${chosen.version}`}
                  </Button>
                </div>
                {byField ? (
                  <>
                    <p className="text-sm text-slate-700">
                      {isCurrent
                        ? currentWords
                        : `Changed since version ${chosen.version}; restoring it would undo these changes:`}
                    </p>
                    <FieldChangesView
                      changes={
                        isCurrent ? [] : fieldChanges(fields, chosen.content, current.content)
                      }
                      sameText={
                        isCurrent
                          ? "Choose an earlier version to see what has changed since."
                          : `No differences: version ${chosen.version} has the same content as the current version.`
                      }
                    />
                  </>
                ) : show === "changes" ? (
                  <>
                    <p className="text-sm text-slate-700">
                      {isCurrent
                        ? currentWords
                        : `What restoring version ${chosen.version} would change on the website:`}
                    </p>
                    <DiffView
                      oldText={prettyJson(current.content)}
                      newText={prettyJson(chosen.content)}
                      oldLabel={`the current version ${section.version}`}
                      newLabel={`version ${chosen.version}`}
                    />
                  </>
                ) : (
                  <section
                    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
                    tabIndex={0}
                    aria-label={`Content of version ${chosen.version}`}
                    className="max-h-[50vh] overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-3 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500"
                  >
                    <pre className="font-mono text-xs leading-5 text-slate-800">
                      {prettyJson(chosen.content)}
                    </pre>
                  </section>
                )}
              </div>
            ) : (
              <p className="text-sm text-slate-600">No versions saved yet.</p>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
