import { formatFileSize } from "@app/contract/file-size";
import type { SiteText } from "@app/contract/site-text-en";
import { errorId } from "@app/ui/components/form-field";
import { PaperclipIcon, XIcon } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useSiteText } from "../i18n/language.tsx";
import { prefersReducedMotion } from "../lib/scroll.ts";
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENTS_FIELD,
  attachmentRefusalBeforeSending,
  attachmentRefusalMessage,
  MAX_QUOTE_ATTACHMENTS,
} from "./quote-attachments.ts";

/** The list after a pick: the files kept, and a sentence for each file refused (each once). */
export interface AttachmentChoice {
  files: readonly File[];
  refusals: readonly string[];
}

/** The same file picked again (a phone's picker hands a new File object each time). */
const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * What a pick makes of the chosen files: each new file added in order while there is room,
 * one of a wrong type or over the size limit refused with the sentence naming it, one past
 * MAX_QUOTE_ATTACHMENTS refused with the count sentence. A file already chosen is left as it is.
 */
export function addAttachments(
  chosen: readonly File[],
  picked: Iterable<File>,
  text: SiteText["validation"],
): AttachmentChoice {
  const files = [...chosen];
  const refusals: string[] = [];
  for (const file of picked) {
    if (files.some((kept) => sameFile(kept, file))) continue;
    const refusal =
      attachmentRefusalBeforeSending(file) ??
      (files.length >= MAX_QUOTE_ATTACHMENTS ? "count" : undefined);
    if (!refusal) files.push(file);
    else {
      const sentence = attachmentRefusalMessage(text, refusal, file.name);
      if (!refusals.includes(sentence)) refusals.push(sentence);
    }
  }
  return { files, refusals };
}

/** The quote form's chosen files and the sentences of the last pick's refusals. */
export function useAttachments() {
  const { validation } = useSiteText();
  const [choice, setChoice] = useState<AttachmentChoice>({ files: [], refusals: [] });
  return {
    ...choice,
    add: (picked: Iterable<File>) => {
      // Copied now: the input is emptied right after, for the same file to be chosen again.
      const files = [...picked];
      setChoice((current) => addAttachments(current.files, files, validation));
    },
    remove: (file: File) =>
      setChoice((current) => ({
        files: current.files.filter((kept) => kept !== file),
        refusals: [],
      })),
    clear: () => setChoice({ files: [], refusals: [] }),
  };
}

export type Attachments = ReturnType<typeof useAttachments>;

/**
 * "Documents (optional)": a big button that opens the phone's picker (several files at once),
 * the chosen files with their size and a button to remove each, and why a file was refused
 * (announced, and tied to the button). The file input itself has no name: the files go with
 * the form's values (usePublicForm), so a form without files stays a JSON post.
 */
export function AttachmentPicker({
  id,
  label,
  hint,
  attachments,
  serverError,
  disabled,
  onChange,
}: {
  id: string;
  label: ReactNode;
  /** What to attach and the limits, in the business's words (the site's content). */
  hint: string;
  attachments: Attachments;
  /** The server's refusal of a file sent (400 `fields.attachments`). */
  serverError: string | undefined;
  disabled: boolean;
  /** The visitor changed the list: the server's refusal no longer holds. */
  onChange: () => void;
}) {
  const { forms } = useSiteText();
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const errorLine = useRef<HTMLParagraphElement>(null);
  const { files, refusals } = attachments;
  const errors = refusals.length > 0 ? refusals : serverError ? [serverError] : [];
  const hintId = `${id}-hint`;
  // A refused file's sentence comes under the button, which a phone's picker just left at the
  // bottom of the screen: it is brought into view.
  useEffect(() => {
    if (refusals.length === 0) return;
    errorLine.current?.scrollIntoView({
      block: "nearest",
      behavior: prefersReducedMotion() ? "auto" : "smooth",
    });
  }, [refusals]);
  return (
    <fieldset className="grid min-w-0 gap-1.5">
      <legend className="mb-1.5 p-0 text-sm font-medium leading-none text-slate-800">
        {label}
      </legend>
      <p id={hintId} className="text-sm text-slate-600">
        {hint}
      </p>
      {/* Always there, so a screen reader announces the files as they are added; empty, it
          takes back the gap above it. */}
      <ul className="grid gap-2 empty:-mt-1.5" aria-live="polite">
        {files.map((file) => (
          <li
            key={`${file.name}/${file.size}/${file.lastModified}`}
            className="flex min-h-12 items-center gap-3 rounded-md border border-slate-300 bg-white pl-3 text-sm"
          >
            <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{file.name}</span>
            <span className="shrink-0 text-slate-600">{formatFileSize(file.size)}</span>
            <button
              type="button"
              disabled={disabled}
              aria-label={forms.removeAttachment(file.name)}
              onClick={() => {
                attachments.remove(file);
                onChange();
                addButton.current?.focus();
              }}
              className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-cta-700 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500/40 disabled:opacity-60"
            >
              <XIcon className="size-5" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <button
        ref={addButton}
        id={id}
        type="button"
        data-field={ATTACHMENTS_FIELD}
        disabled={disabled}
        aria-describedby={errors.length > 0 ? `${hintId} ${errorId(id)}` : hintId}
        onClick={() => input.current?.click()}
        className="inline-flex min-h-12 w-full cursor-pointer items-center justify-center gap-2 rounded-md border border-dashed border-brand-300 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500/40 disabled:opacity-60 data-[invalid=true]:border-cta-600"
        data-invalid={errors.length > 0 || undefined}
      >
        <PaperclipIcon className="size-5" aria-hidden />
        {forms.addAttachments}
      </button>
      <input
        ref={input}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          attachments.add(event.currentTarget.files ?? []);
          onChange();
          // The same file can be chosen again once removed.
          event.currentTarget.value = "";
        }}
      />
      {errors.length > 0 ? (
        <p
          ref={errorLine}
          id={errorId(id)}
          role="alert"
          className="text-sm font-medium text-cta-700"
        >
          {errors.map((error) => (
            <span key={error} className="block">
              {error}
            </span>
          ))}
        </p>
      ) : null}
    </fieldset>
  );
}
