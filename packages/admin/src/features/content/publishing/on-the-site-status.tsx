import { canLeaveTheSite } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { CalendarX2Icon } from "lucide-react";
import { useState } from "react";
import { type ContentSectionRow, isWaiting, useSchedules } from "../content-queries.ts";
import { LeaveSiteDialog } from "./leave-site-dialog.tsx";
import { ScheduledChangeLine } from "./scheduled-change-line.tsx";

/**
 * Above the editor of an entry on the site without a draft: when it leaves the site, if a time
 * is set, and a way to set one. Sections the site cannot do without show nothing.
 */
export function OnTheSiteStatus({
  row,
  name,
  dirty,
  canChange,
}: {
  row: ContentSectionRow;
  name: string;
  dirty: boolean;
  /** The person may change these words: without it, what is set shows, with nothing to press. */
  canChange: boolean;
}) {
  const [choosing, setChoosing] = useState(false);
  const leaving = (useSchedules().data ?? []).find(
    (s) => s.section === row.section && s.action === "unpublish" && isWaiting(s),
  );
  if (!canLeaveTheSite(row.section) || row.draft || row.publishedVersion === null) return null;
  if (!canChange && !leaving) return null;
  return (
    <section aria-label="On the site" className="flex flex-col gap-2 text-sm text-slate-700">
      {leaving ? (
        <div className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-950">
          <ScheduledChangeLine schedule={leaving} canChange={canChange} />
        </div>
      ) : (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="self-start"
          disabled={dirty}
          title={dirty ? "Publish or cancel your changes first" : undefined}
          onClick={() => setChoosing(true)}
        >
          <CalendarX2Icon aria-hidden />
          Take off the site later
        </Button>
      )}
      <LeaveSiteDialog
        open={choosing}
        onOpenChange={setChoosing}
        section={row.section}
        name={name}
        version={row.version}
      />
    </section>
  );
}
