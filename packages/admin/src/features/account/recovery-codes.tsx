import { Alert, AlertDescription } from "@app/ui/components/alert";
import { Button } from "@app/ui/components/button";
import { DialogDescription, DialogTitle } from "@app/ui/components/dialog";
import { Label } from "@app/ui/components/label";
import { CheckIcon, DownloadIcon, TriangleAlertIcon } from "lucide-react";
import { useId, useState } from "react";
import { useAdminContext } from "../../admin-context.tsx";
import { CopyButton } from "../../components/copy-button.tsx";
import { siteUrl } from "../../lib/api-client.ts";
import { download } from "../../lib/download.ts";
import { recoveryCodesFile } from "./recovery-codes-text.ts";

/**
 * The state of a dialog that may end by showing new recovery codes. The codes live only here,
 * in memory: closing the dialog forgets them for good. While they are shown and not yet marked
 * saved, closing (Escape, the X, a click outside) is held back and the checkbox is pointed at.
 */
export function useRecoveryCodesDialog() {
  const [open, setOpen] = useState(false);
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [saved, setSaved] = useState(false);
  const [nudged, setNudged] = useState(false);

  const onOpenChange = (next: boolean) => {
    if (!next && codes && !saved) {
      setNudged(true);
      return;
    }
    setOpen(next);
    if (!next) {
      setCodes(null);
      setSaved(false);
      setNudged(false);
    }
  };
  return {
    open,
    onOpenChange,
    codes,
    showCodes: setCodes,
    viewProps: (shown: readonly string[]) => ({
      codes: shown,
      saved,
      nudged,
      onSavedChange: setSaved,
      onDone: () => onOpenChange(false),
    }),
  };
}

/** The site's host, to name the downloaded file and what its codes are for. */
function useSiteHost(): string {
  const { apiBaseUrl } = useAdminContext();
  return new URL(siteUrl(apiBaseUrl, "/")).host;
}

/**
 * New recovery codes, shown once: a grid to read, copy and download, and a checkbox to say
 * they are kept somewhere before the dialog may close. Used after set-up and after renewal.
 */
export function RecoveryCodesView({
  codes,
  saved,
  nudged,
  onSavedChange,
  onDone,
}: {
  codes: readonly string[];
  saved: boolean;
  nudged: boolean;
  onSavedChange: (saved: boolean) => void;
  onDone: () => void;
}) {
  const id = useId();
  const site = useSiteHost();
  const file = recoveryCodesFile(codes, site);
  return (
    <>
      <DialogTitle className="pr-8">Save your recovery codes</DialogTitle>
      <DialogDescription>
        If you lose your phone, each of these codes signs you in once instead of a code from the
        app. Keep them somewhere safe, like a password manager or a printed page.
      </DialogDescription>
      <Alert variant="warning">
        <TriangleAlertIcon aria-hidden />
        <AlertDescription>
          They are shown only now. Once this window is closed, nobody can show them again.
        </AlertDescription>
      </Alert>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 font-mono text-[0.95rem] tracking-wide text-slate-900 sm:gap-x-10 sm:px-6"
      >
        {codes.map((code) => (
          <li key={code} className="tabular-nums">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <CopyButton
          text={codes.join("\n")}
          label="Copy"
          failure="The codes could not be copied. Select them and copy them by hand, or download them."
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => download(file.blob, file.filename)}
        >
          <DownloadIcon aria-hidden />
          Download .txt
        </Button>
      </div>
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <div className="flex items-center gap-2.5">
            <input
              id={`${id}-saved`}
              type="checkbox"
              checked={saved}
              onChange={(event) => onSavedChange(event.target.checked)}
              aria-describedby={nudged && !saved ? `${id}-nudge` : undefined}
              className="size-4 shrink-0 cursor-pointer accent-brand-700"
            />
            <Label htmlFor={`${id}-saved`} className="cursor-pointer">
              I have saved these codes
            </Label>
          </div>
          {nudged && !saved ? (
            <p id={`${id}-nudge`} role="alert" className="text-sm font-medium text-amber-800">
              Save the codes and tick the box first: they cannot be shown again.
            </p>
          ) : null}
        </div>
        <Button type="button" disabled={!saved} onClick={onDone} className="shrink-0">
          <CheckIcon aria-hidden />
          Done
        </Button>
      </div>
    </>
  );
}
