import { canLeaveTheSite, formatBusinessTime, toastMessages } from "@app/contract";
import { Badge } from "@app/ui/components/badge";
import { Button } from "@app/ui/components/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@app/ui/components/dialog";
import {
  CalendarClockIcon,
  FileClockIcon,
  Loader2Icon,
  Share2Icon,
  Trash2Icon,
} from "lucide-react";
import { useId, useState } from "react";
import { prettyJson } from "../../../lib/line-diff.ts";
import { notifyFailure, notifySuccess } from "../../../lib/notify.ts";
import {
  type ContentSectionRow,
  isWaiting,
  useDiscardDraft,
  useSchedules,
} from "../content-queries.ts";
import { DiffView } from "../diff-view.tsx";
import { fieldChanges } from "../field-changes.ts";
import { FieldChangesView } from "../field-changes-view.tsx";
import type { FieldSpec } from "../schema-fields.ts";
import { ScheduleDialog } from "./schedule-dialog.tsx";
import { ScheduledChangeLine } from "./scheduled-change-line.tsx";
import { SharePreviewDialog } from "./share-preview-dialog.tsx";

interface DraftStatusProps {
  row: ContentSectionRow;
  /** What the owner calls the section ("Hero", "GOTS"). */
  name: string;
  /** The section's form fields, to tell the changes field by field; raw JSON otherwise. */
  fields: readonly FieldSpec[] | undefined;
  /** The editor holds changes not saved yet: discarding drops them too. */
  dirty: boolean;
  /** After the draft was discarded: the editor closes, its edit was made from the draft. */
  onDiscarded: () => void;
  /** The person may change these words: without it, the draft and its changes show, read-only. */
  canChange: boolean;
}

/**
 * Above the editor of a section with a saved draft: that it is not on the site, what it changes
 * against what the site shows, and a way to throw it away.
 */
export function DraftStatus({
  row,
  name,
  fields,
  dirty,
  onDiscarded,
  canChange,
}: DraftStatusProps) {
  const [showChanges, setShowChanges] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const [sharing, setSharing] = useState(false);
  const discard = useDiscardDraft();
  const waiting = (useSchedules().data ?? []).filter(
    (s) => s.section === row.section && isWaiting(s),
  );
  const publishing = waiting.find((s) => s.action === "publish");
  const unpublishing = waiting.find((s) => s.action === "unpublish");
  const changesId = useId();
  const neverPublished = row.publishedVersion === null;

  const onDiscard = () =>
    discard.mutate(
      { section: row.section, version: row.version },
      {
        onSuccess: ({ removed }) => {
          setConfirming(false);
          notifySuccess(removed ? toastMessages.newEntryDiscarded : toastMessages.draftDiscarded);
          onDiscarded();
        },
        onError: (error) =>
          notifyFailure("The draft was not discarded", error, "Please try again."),
      },
    );

  return (
    <section
      aria-label="Draft"
      className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap items-center gap-2">
          <Badge variant="brand">
            <FileClockIcon className="size-3.5" aria-hidden />
            Draft
          </Badge>
          {neverPublished
            ? "Not on the site yet: visitors see it once you publish it."
            : `Saved, not published: the site still shows version ${row.publishedVersion}.`}
        </p>
        <div className="flex flex-wrap gap-2">
          {row.published ? (
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-expanded={showChanges}
              aria-controls={changesId}
              onClick={() => setShowChanges((shown) => !shown)}
            >
              {showChanges ? "Hide changes" : "What the draft changes"}
            </Button>
          ) : null}
          {canChange ? (
            <>
              {publishing ? null : (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={dirty}
                  title={dirty ? "Save your changes as a draft first" : undefined}
                  onClick={() => setScheduling(true)}
                >
                  <CalendarClockIcon aria-hidden />
                  Publish later
                </Button>
              )}
              <Button type="button" size="sm" variant="outline" onClick={() => setSharing(true)}>
                <Share2Icon aria-hidden />
                Share preview
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={() => setConfirming(true)}>
                <Trash2Icon aria-hidden />
                Discard draft
              </Button>
            </>
          ) : null}
        </div>
      </div>
      {[publishing, unpublishing].map((schedule) =>
        schedule ? (
          <ScheduledChangeLine key={schedule.id} schedule={schedule} canChange={canChange} />
        ) : null,
      )}
      {row.published && showChanges ? (
        <div id={changesId} className="rounded-md bg-white p-3 text-slate-800">
          {fields ? (
            <FieldChangesView
              changes={fieldChanges(fields, row.published, row.content)}
              sameText="The draft says the same as the site."
            />
          ) : (
            <DiffView
              oldText={prettyJson(row.published)}
              newText={prettyJson(row.content)}
              oldLabel="On the site"
              newLabel="Draft"
            />
          )}
        </div>
      ) : null}

      <SharePreviewDialog
        open={sharing}
        onOpenChange={setSharing}
        section={row.section}
        name={name}
      />

      <ScheduleDialog
        open={scheduling}
        onOpenChange={setScheduling}
        section={row.section}
        name={name}
        version={row.version}
        canUnpublish={canLeaveTheSite(row.section)}
        onScheduled={(at) =>
          notifySuccess({
            title: "Publishing scheduled",
            description: `${name} goes on the site on ${formatBusinessTime(at)}.`,
          })
        }
      />

      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent className="max-w-md">
          <DialogTitle className="pr-8 wrap-anywhere">Discard the draft of {name}?</DialogTitle>
          <DialogDescription>
            {neverPublished
              ? "It was never published, so it moves to the deleted entries, where its history can bring it back."
              : `The site keeps showing version ${row.publishedVersion}. The draft stays in the history.`}
            {dirty ? " Your changes not saved yet are dropped too." : ""}
          </DialogDescription>
          <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Keep the draft
              </Button>
            </DialogClose>
            <Button
              type="button"
              variant="destructive"
              disabled={discard.isPending}
              onClick={onDiscard}
            >
              {discard.isPending ? (
                <Loader2Icon className="animate-spin" aria-hidden />
              ) : (
                <Trash2Icon aria-hidden />
              )}
              Discard draft
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
