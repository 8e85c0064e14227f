import {
  COLLECTION_SECTIONS,
  COLLECTIONS,
  type CollectionName,
  ENTRY_TEMPLATES,
  entryMessages,
  entryName,
  parseSectionName,
  slug as slugSchema,
} from "@app/contract";
import { Button } from "@app/ui/components/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@app/ui/components/dialog";
import { errorId, FormField } from "@app/ui/components/form-field";
import { Input } from "@app/ui/components/input";
import { Loader2Icon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { errorDescription, errorFields, isApiError } from "../../lib/api-error.ts";
import { notifyFailure, notifySuccess } from "../../lib/notify.ts";
import { type ContentSectionRow, useRenameSection, useSaveContent } from "./content-queries.ts";

/** What the dialog does with the slug: a new entry, a copy of one, or a new name for one. */
export type SlugAction =
  | { kind: "add" }
  | { kind: "duplicate"; from: ContentSectionRow }
  | { kind: "rename"; from: ContentSectionRow };

interface SlugDialogProps {
  collection: CollectionName;
  action: SlugAction | undefined;
  onClose: () => void;
  /** Names of the live sections, to refuse a taken slug before sending. */
  taken: ReadonlySet<string>;
  /** A new entry was created (added or duplicated): its editor opens. */
  onCreated: (row: ContentSectionRow) => void;
}

const WORDS = {
  add: { title: (kind: string) => `Add ${kind.toLowerCase()}`, button: "Create" },
  duplicate: { title: (kind: string) => `Duplicate ${kind.toLowerCase()}`, button: "Duplicate" },
  rename: { title: (kind: string) => `Rename ${kind.toLowerCase()}`, button: "Rename" },
};

/** Asks for the slug of a new, copied or renamed entry, and says where it will be published. */
export function SlugDialog({ collection, action, onClose, taken, onCreated }: SlugDialogProps) {
  const id = useId();
  const save = useSaveContent();
  const rename = useRenameSection();
  const [slug, setSlug] = useState("");
  const [error, setError] = useState<string>();
  const kind = COLLECTION_SECTIONS[collection].label;
  const words = action ? WORDS[action.kind] : WORDS.add;
  const pending = save.isPending || rename.isPending;
  const path = COLLECTIONS[collection].path(slug.trim() || "…");

  const reset = () => {
    setSlug("");
    setError(undefined);
    onClose();
  };

  const refused = (failure: unknown, what: string) => {
    const fields = errorFields(failure);
    const message = fields.section ?? fields.to ?? fields.content;
    if (message || isApiError(failure, 409) || isApiError(failure, 400)) {
      setError(message ?? errorDescription(failure, entryMessages.actionFailed(what)));
      return;
    }
    notifyFailure(words.title(kind), failure, entryMessages.actionFailed(what));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!action) return;
    const checked = slugSchema("Slug").safeParse(slug);
    const name = checked.success ? entryName(collection, checked.data) : "";
    const message = !checked.success
      ? checked.error.issues[0]?.message
      : taken.has(name)
        ? entryMessages.slugTaken(name)
        : undefined;
    setError(message);
    if (message) return;

    if (action.kind === "rename") {
      rename.mutate(
        { section: action.from.section, to: name, expectedVersion: action.from.version },
        {
          onSuccess: () => {
            notifySuccess(entryMessages.renamed(action.from.section, name));
            reset();
          },
          onError: (failure) => refused(failure, "rename it"),
        },
      );
      return;
    }
    const content =
      action.kind === "duplicate"
        ? action.from.content
        : (ENTRY_TEMPLATES[collection] as Record<string, unknown>);
    save.mutate(
      { section: name, content, version: undefined },
      {
        onSuccess: (saved) => {
          notifySuccess(entryMessages.created(name));
          reset();
          onCreated(saved);
        },
        onError: (failure) => refused(failure, "create it"),
      },
    );
  };

  const slugId = `${id}-slug`;
  return (
    <Dialog open={action !== undefined} onOpenChange={(open) => (open ? undefined : reset())}>
      <DialogContent className="max-w-md">
        <DialogTitle>{words.title(kind)}</DialogTitle>
        <DialogDescription>
          {action?.kind === "rename"
            ? `Renaming ${action.from.section} moves its page; the old address forwards to the new one.`
            : action?.kind === "duplicate"
              ? `A copy of ${action.from.section}, published at once under the new slug.`
              : `A new ${kind.toLowerCase()} from the template, published at once; then edit its words.`}
        </DialogDescription>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormField id={slugId} label="Slug" error={error}>
            <div className="flex items-center gap-2">
              <span className="font-mono text-sm text-slate-600" aria-hidden>
                {collection}:
              </span>
              <Input
                id={slugId}
                value={slug}
                autoFocus
                autoComplete="off"
                spellCheck={false}
                placeholder={
                  action?.kind === "add"
                    ? "e.g. organic-cotton"
                    : parseSectionName(action?.from.section ?? "").slug
                }
                onChange={(event) => {
                  setError(undefined);
                  setSlug(event.target.value);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId(slugId) : `${slugId}-path`}
              />
            </div>
          </FormField>
          <p id={`${slugId}-path`} className="text-sm text-slate-600">
            Its page: <code className="font-mono text-xs">{path}</code>
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={reset}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
              {words.button}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
