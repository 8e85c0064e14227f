import { Button } from "@app/ui/components/button";
import { useRef, useState } from "react";
import { differsByExtension } from "../../bulk/matching.ts";
import { pictureTitle } from "../../bulk/picture-choices.ts";
import { unpointFile } from "../../bulk/pointing.ts";
import {
  chooseImage,
  preferFile,
  type ReviewRow,
  setAccepted,
  setConfirmed,
  setCreateNew,
  setSkipped,
} from "../../bulk/review.ts";
import { WarningIcon } from "../icons.tsx";
import { PicturePicker } from "./picture-picker.tsx";
import type { BulkReplaceState } from "./use-bulk-replace.ts";

/** A small action beside a row's status (Skip, Confirm, Include...). */
function RowAction({
  variant = "ghost",
  onClick,
  opensPicker = false,
  children,
}: {
  variant?: "ghost" | "outline";
  onClick(): void;
  /** Opens the picture picker: the focus comes back here when it closes. */
  opensPicker?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Button
      variant={variant}
      className="h-7 px-2 text-xs"
      onClick={onClick}
      {...(opensPicker && { "data-opens-picker": "", "aria-haspopup": "dialog" as const })}
    >
      {children}
    </Button>
  );
}

function StatusLine({ children }: { children: React.ReactNode }) {
  return <span className="flex flex-wrap items-center gap-2">{children}</span>;
}

/** The slot warnings of a row, one per line. */
export function WarningList({ warnings }: { warnings: readonly string[] }) {
  return (
    <ul className="grid gap-0.5 text-amber-800">
      {warnings.map((warning) => (
        <li key={warning} className="flex items-start gap-1.5">
          <WarningIcon className="mt-0.5 size-3.5 shrink-0" />
          <span>{warning}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * What the review will do with a file, with the choices that change it; an unmatched file can
 * be pointed at the picture it replaces, in a picker that stays open across the row's changes.
 */
export function ReviewStatus({ row, state }: { row: ReviewRow; state: BulkReplaceState }) {
  const [picking, setPicking] = useState(false);
  const host = useRef<HTMLSpanElement>(null);
  // The button that opened the picker may be gone (the row became a replacement): the focus
  // goes to the row's own picker button, "Change" or "Replace a picture…".
  const returnFocus = (event: Event) => {
    const button = host.current?.querySelector<HTMLButtonElement>("[data-opens-picker]");
    if (!button) return;
    event.preventDefault();
    button.focus();
  };
  return (
    <span ref={host} className="contents">
      <StatusOf row={row} state={state} pick={() => setPicking(true)} />
      <PicturePicker
        row={row}
        state={state}
        open={picking}
        onOpenChange={setPicking}
        onCloseAutoFocus={returnFocus}
      />
    </span>
  );
}

function StatusOf({ row, state, pick }: { row: ReviewRow; state: BulkReplaceState; pick(): void }) {
  const { update } = state;
  const key = row.file.key;
  const image = row.match.image;
  const skip = <RowAction onClick={() => update((s) => setSkipped(s, key, true))}>Skip</RowAction>;
  const pointAt = (
    <RowAction variant="outline" opensPicker onClick={pick}>
      Replace a picture…
    </RowAction>
  );
  const pointed = row.match.kind === "pointed";
  // A pointed file says which picture in the owner's words, and can be pointed again or undone.
  const choiceActions = (
    <>
      <RowAction variant="outline" opensPicker onClick={pick}>
        Change
      </RowAction>
      <RowAction onClick={() => update((s) => unpointFile(s, key))}>Undo choice</RowAction>
    </>
  );
  const target = image ? (
    pointed ? (
      <>
        <strong className="font-semibold">{pictureTitle(image)}</strong> ({image.filename}), as you
        chose
      </>
    ) : (
      <strong className="font-semibold">{image.filename}</strong>
    )
  ) : null;
  switch (row.status) {
    case "checking":
      return <span className="text-slate-500">Checking…</span>;
    case "refused": {
      const message = row.check && !row.check.ok ? row.check.message : null;
      return (
        <span className="text-cta-700">
          <strong className="font-semibold">{message?.title}</strong>
          {message?.description ? <span className="block">{message.description}</span> : null}
        </span>
      );
    }
    case "replace": {
      const notes = [
        row.match.kind === "extension" && "confirmed",
        row.warnings.length > 0 &&
          `${row.warnings.length} warning${row.warnings.length === 1 ? "" : "s"} accepted`,
      ].filter(Boolean);
      return (
        <StatusLine>
          <span className="text-slate-800">
            Replaces {target}
            {notes.length > 0 ? ` (${notes.join(", ")})` : ""}
          </span>
          {row.warnings.length > 0 ? (
            <RowAction onClick={() => update((s) => setAccepted(s, key, false))}>
              Unaccept
            </RowAction>
          ) : null}
          {pointed ? (
            choiceActions
          ) : row.match.kind === "extension" ? (
            <RowAction onClick={() => update((s) => setConfirmed(s, key, false))}>
              Unconfirm
            </RowAction>
          ) : (
            skip
          )}
        </StatusLine>
      );
    }
    case "needs-confirmation": {
      const byExtension = image ? differsByExtension(row.file.name, image) : true;
      return (
        <span className="grid gap-1.5">
          <StatusLine>
            <span className="text-amber-700">
              {byExtension ? "Different extension" : "Different spelling"}: would replace{" "}
              <strong className="font-semibold">{image?.filename}</strong>
            </span>
            {row.match.candidates.length > 1 ? (
              <select
                aria-label={`Image that ${row.file.name} replaces`}
                className="h-7 rounded border border-slate-300 bg-white px-1 text-xs"
                value={image?.id}
                onChange={(event) => update((s) => chooseImage(s, key, Number(event.target.value)))}
              >
                {row.match.candidates.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.filename}
                  </option>
                ))}
              </select>
            ) : null}
            <RowAction variant="outline" onClick={() => update((s) => setConfirmed(s, key, true))}>
              Confirm
            </RowAction>
            {skip}
          </StatusLine>
          {/* Said now; they are accepted after the confirmation. */}
          {row.warnings.length > 0 ? <WarningList warnings={row.warnings} /> : null}
        </span>
      );
    }
    case "needs-acceptance":
      return (
        <span className="grid gap-1.5">
          <span className="text-slate-800">Would replace {target}, but:</span>
          <WarningList warnings={row.warnings} />
          <StatusLine>
            <RowAction variant="outline" onClick={() => update((s) => setAccepted(s, key, true))}>
              Accept
            </RowAction>
            {pointed ? choiceActions : skip}
          </StatusLine>
        </span>
      );
    case "create":
      return (
        <StatusLine>
          <span className="text-slate-800">
            New image in <strong className="font-semibold">{state.review.newSection.trim()}</strong>
          </span>
          <RowAction onClick={() => update((s) => setCreateNew(s, key, false))}>
            Don't upload
          </RowAction>
          {pointAt}
        </StatusLine>
      );
    case "duplicate":
      return (
        <StatusLine>
          <span className="text-slate-600">{row.reason}</span>
          <RowAction variant="outline" onClick={() => update((s) => preferFile(s, key))}>
            Use this file instead
          </RowAction>
          {pointed ? (
            <RowAction onClick={() => update((s) => unpointFile(s, key))}>Undo choice</RowAction>
          ) : null}
        </StatusLine>
      );
    case "skip":
      return (
        <StatusLine>
          <span className="text-slate-600">{row.reason}</span>
          {row.match.kind === "unmatched" && !state.review.skipped.includes(key) ? (
            <>
              <RowAction
                variant="outline"
                onClick={() => update((s) => setCreateNew(s, key, true))}
              >
                Upload as new
              </RowAction>
              {pointAt}
            </>
          ) : (
            <RowAction onClick={() => update((s) => setSkipped(s, key, false))}>Include</RowAction>
          )}
        </StatusLine>
      );
  }
}
