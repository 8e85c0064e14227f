import { type BackupStatus, backupMessages } from "@app/contract";
import { formatFileSize } from "@app/contract/file-size";
import { Alert, AlertDescription } from "@app/ui/components/alert";
import { Button } from "@app/ui/components/button";
import { DownloadIcon, InfoIcon, Loader2Icon, TriangleAlertIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { ConfirmItsYouDialog, useStepUp } from "../../components/confirm-its-you.tsx";
import { DeveloperNote } from "../../components/developer-note.tsx";
import { Fact } from "../../components/fact-list.tsx";
import { SettingsCard, SettingsQueryState } from "../../components/settings-card.tsx";
import { formatDateTime, formatRelativeTime } from "../../lib/format.ts";
import { notifyFailure } from "../../lib/notify.ts";
import { useBackupStatus, useDownloadBackup } from "./backup-queries.ts";

const words = backupMessages.settings;

/** What needs the administrator's attention about backups, if anything. */
function HealthNotice({ status }: { status: BackupStatus }) {
  switch (status.health) {
    case "failed":
      return (
        <Alert variant="destructive" role="alert">
          <TriangleAlertIcon aria-hidden />
          <AlertDescription className="break-words">
            {backupMessages.failed(status.lastAutomatic?.error ?? "")}
          </AlertDescription>
        </Alert>
      );
    case "stale":
      return (
        <Alert variant="warning" role="alert">
          <TriangleAlertIcon aria-hidden />
          <AlertDescription>{backupMessages.stale}</AlertDescription>
        </Alert>
      );
    case "none-yet":
      return (
        <Alert variant="info">
          <InfoIcon aria-hidden />
          <AlertDescription>{backupMessages.noneYet}</AlertDescription>
        </Alert>
      );
    case "off":
      return (
        <Alert variant="info">
          <InfoIcon aria-hidden />
          <AlertDescription>
            {backupMessages.off}
            <DeveloperNote>{backupMessages.developer.off}</DeveloperNote>
          </AlertDescription>
        </Alert>
      );
    default:
      return null;
  }
}

function BackupFacts({ status }: { status: BackupStatus }) {
  const last = status.lastSuccess;
  return (
    <dl className="flex flex-col divide-y divide-slate-200">
      <Fact label={words.lastBackup}>
        {last ? (
          <>
            <p>
              {formatDateTime(last.finishedAt)}
              <span className="text-slate-600"> ({formatRelativeTime(last.finishedAt)})</span>
            </p>
            <p className="mt-0.5 text-slate-600">
              {last.bytes === null ? null : `${formatFileSize(last.bytes)}, `}
              {words.kind[last.kind]}
            </p>
          </>
        ) : (
          words.none
        )}
      </Fact>
      {status.automatic ? (
        <Fact label={words.automatic}>
          <p className="break-words">{words.automaticWhere(status.automatic.keep)}</p>
          <DeveloperNote>{backupMessages.developer.dir(status.automatic.dir)}</DeveloperNote>
          {status.automatic.nextAt ? (
            <p className="mt-0.5 text-slate-600">
              {words.nextAt}: {formatDateTime(status.automatic.nextAt)}
            </p>
          ) : null}
        </Fact>
      ) : null}
    </dl>
  );
}

/**
 * The download, through the API client: a link could not carry "confirm it's you", and a
 * refused link would leave the page. While the archive is prepared the button waits.
 */
function DownloadBackup({
  preparing,
  onStart,
  onEnd,
}: {
  preparing: boolean;
  onStart: () => void;
  onEnd: () => void;
}) {
  const hintId = useId();
  const fetchBackup = useDownloadBackup();
  const stepUp = useStepUp(
    (proof) => {
      onStart();
      return fetchBackup.mutateAsync(proof).catch((error: unknown) => {
        onEnd();
        throw error;
      });
    },
    {
      onSuccess: () => undefined,
      onError: (error) =>
        notifyFailure("Could not download the backup", error, backupMessages.downloadFailed),
    },
  );
  const icon = <DownloadIcon aria-hidden />;
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant="outline"
        aria-describedby={hintId}
        disabled={fetchBackup.isPending}
        onClick={stepUp.start}
      >
        {fetchBackup.isPending ? <Loader2Icon className="animate-spin" aria-hidden /> : icon}
        {words.download}
      </Button>
      <p role="status" className="text-sm font-medium text-brand-800 empty:hidden">
        {preparing ? words.preparing : null}
      </p>
      <p id={hintId} className="text-sm text-slate-600">
        {words.downloadHint}
      </p>
      <DeveloperNote>{backupMessages.developer.restore}</DeveloperNote>
      <ConfirmItsYouDialog
        {...stepUp.dialog}
        what="Downloading a backup of everything"
        action={words.download}
        icon={icon}
      />
    </div>
  );
}

const WATCH_LIMIT_MS = 2 * 60 * 1000;

function BackupsBody() {
  // The last backup when a download started: the card watches until a newer one is recorded.
  const [started, setStarted] = useState<{ after: string | null; at: number } | null>(null);
  const status = useBackupStatus(started !== null);
  const last = status.data?.lastSuccess?.finishedAt ?? null;
  useEffect(() => {
    if (!started) return;
    if (last !== started.after) {
      setStarted(null);
      return;
    }
    const timer = setTimeout(() => setStarted(null), started.at + WATCH_LIMIT_MS - Date.now());
    return () => clearTimeout(timer);
  }, [started, last]);
  if (!status.data) {
    return (
      <SettingsQueryState
        query={status}
        loading={words.loading}
        loadFailure={words.loadFailure}
        rows={2}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <HealthNotice status={status.data} />
      <BackupFacts status={status.data} />
      <DownloadBackup
        preparing={started !== null}
        onStart={() => setStarted({ after: last, at: Date.now() })}
        onEnd={() => setStarted(null)}
      />
    </div>
  );
}

/** Settings: when the site was last backed up, where the daily backups go, and a download. */
export function BackupsCard() {
  return (
    <SettingsCard title={words.title} description={words.description}>
      <BackupsBody />
    </SettingsCard>
  );
}
