import { previewPath } from "@app/contract";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@app/ui/components/dialog";
import { Input } from "@app/ui/components/input";
import { cn } from "@app/ui/lib/cn";
import { type KeyboardEvent, useId, useMemo, useRef, useState } from "react";
import { filterChoices, type PictureChoice, pictureChoices } from "../../bulk/picture-choices.ts";
import { pointFile } from "../../bulk/pointing.ts";
import type { ReviewRow } from "../../bulk/review.ts";
import { WarningIcon } from "../icons.tsx";
import type { BulkReplaceState } from "./use-bulk-replace.ts";

/** CSS pixels of a picture's thumbnail in the list. */
const THUMBNAIL_WIDTH = 64;

/** Moves the focus between the list's pictures with the arrow keys, Home and End. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>, search: HTMLInputElement | null) {
  const buttons = Array.from(event.currentTarget.querySelectorAll("button"));
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = {
    ArrowDown: at + 1,
    ArrowRight: at + 1,
    ArrowUp: at - 1,
    ArrowLeft: at - 1,
    Home: 0,
    End: buttons.length - 1,
  }[event.key];
  if (next === undefined || at < 0) return;
  event.preventDefault();
  if (next < 0) search?.focus();
  else buttons[Math.min(next, buttons.length - 1)]?.focus();
}

function ChoiceButton({
  choice,
  current,
  onChoose,
}: {
  choice: PictureChoice;
  current: boolean;
  onChoose(): void;
}) {
  const { image, title, usage, takenBy } = choice;
  return (
    <button
      type="button"
      onClick={onChoose}
      aria-current={current || undefined}
      data-testid="picture-choice"
      data-filename={image.filename}
      className={cn(
        "flex w-full items-center gap-3 rounded-lg border p-2 text-left text-sm hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500",
        current ? "border-brand-500 bg-brand-50" : "border-slate-200 bg-white",
      )}
    >
      <img
        src={previewPath(image, THUMBNAIL_WIDTH)}
        alt=""
        loading="lazy"
        className="size-16 shrink-0 rounded-md border border-slate-200 bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:12px_12px] object-cover"
      />
      <span className="grid min-w-0 gap-0.5">
        <span className="truncate font-semibold text-slate-900">{title}</span>
        <span className="truncate text-xs text-slate-600">
          {usage.length > 0 ? usage.join(", ") : "Not shown on any page"}
        </span>
        <span className="truncate text-xs text-slate-500">{image.filename}</span>
        {current ? <span className="text-xs font-medium text-brand-700">Chosen now</span> : null}
        {takenBy ? (
          <span className="text-xs text-amber-800">Already replaced by {takenBy}</span>
        ) : null}
      </span>
    </button>
  );
}

/**
 * Asks which of the site's pictures an unmatched file replaces: every picture with its
 * thumbnail and the owner's words for it, a search, the keyboard (arrows, Tab, Enter).
 */
export function PicturePicker({
  row,
  state,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  row: ReviewRow;
  state: BulkReplaceState;
  open: boolean;
  onOpenChange(open: boolean): void;
  onCloseAutoFocus(event: Event): void;
}) {
  const key = row.file.key;
  const [query, setQuery] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const search = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const countId = useId();
  // Every row has a picker: only an open one reads the pictures.
  const choices = useMemo(
    () => (open ? pictureChoices(state.review, key) : []),
    [open, state.review, key],
  );
  const shown = filterChoices(choices, query);
  const currentId = row.match.kind === "pointed" ? row.match.image?.id : undefined;

  const choose = (imageId: number) => {
    const result = pointFile(state.review, key, imageId);
    if (!result.ok) {
      setRefusal(result.message);
      return;
    }
    state.update((review) => {
      const again = pointFile(review, key, imageId);
      return again.ok ? again.state : review;
    });
    onOpenChange(false);
  };
  const changeOpen = (next: boolean) => {
    if (!next) {
      setQuery("");
      setRefusal(null);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        className="max-w-3xl gap-3 p-4 sm:p-6"
        onCloseAutoFocus={onCloseAutoFocus}
        data-testid="picture-picker"
      >
        <div className="grid gap-1 pr-10">
          <DialogTitle>Which picture does {row.file.name} replace?</DialogTitle>
          <DialogDescription>
            The picture you choose keeps its place on the site; pages show this file instead. The
            same checks apply as for a file with the picture's name.
          </DialogDescription>
        </div>
        <div className="grid gap-1">
          <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
            Search pictures
          </label>
          <Input
            id={searchId}
            ref={search}
            type="search"
            value={query}
            placeholder="What it shows, where, or its file name"
            aria-describedby={countId}
            onChange={(event) => {
              setQuery(event.target.value);
              setRefusal(null);
            }}
            onKeyDown={(event) => {
              if (event.key !== "ArrowDown") return;
              event.preventDefault();
              event.currentTarget
                .closest("[role=dialog]")
                ?.querySelector<HTMLButtonElement>("[data-testid=picture-choice]")
                ?.focus();
            }}
          />
          <p id={countId} aria-live="polite" className="text-xs text-slate-600">
            {shown.length === 0
              ? "No picture matches this search."
              : `${shown.length} picture${shown.length === 1 ? "" : "s"}`}
          </p>
        </div>
        {refusal ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            <WarningIcon className="mt-0.5 size-4 shrink-0" />
            <span>{refusal}</span>
          </p>
        ) : null}
        <ul
          aria-label="Pictures on the site"
          onKeyDown={(event) => moveFocus(event, search.current)}
          className="grid min-h-0 gap-2 overflow-y-auto sm:grid-cols-2"
        >
          {shown.map((choice) => (
            <li key={choice.image.id}>
              <ChoiceButton
                choice={choice}
                current={choice.image.id === currentId}
                onChoose={() => choose(choice.image.id)}
              />
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
