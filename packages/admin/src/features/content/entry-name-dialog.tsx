import {
  COLLECTION_SECTIONS,
  type CollectionName,
  ENTRY_NAME_FIELDS,
  entryMessages,
  entryName,
  entryNameSchema,
  entryPath,
  newEntryContent,
  parseSectionName,
  slugFromName,
} from "@app/contract";
import { Button } from "@app/ui/components/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@app/ui/components/dialog";
import { errorId, FormField } from "@app/ui/components/form-field";
import { Input } from "@app/ui/components/input";
import { useQueryClient } from "@tanstack/react-query";
import { Loader2Icon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useAdminApi } from "../../admin-context.tsx";
import { errorDescription, errorFields, isApiError } from "../../lib/api-error.ts";
import { notifyFailure, notifySuccess } from "../../lib/notify.ts";
import { type SectionSummaryRow, sectionQuery, useRenameSection } from "./content-queries.ts";
import { addressProblem } from "./entry-address.ts";
import { useOpenNewEntry } from "./start-edit.ts";

/** What the dialog asks for: a new entry's name, a copy's name, or an entry's new address. */
export type EntryAction =
  | { kind: "add" }
  | { kind: "duplicate"; from: SectionSummaryRow }
  | { kind: "rename"; from: SectionSummaryRow };

interface EntryNameDialogProps {
  collection: CollectionName;
  action: EntryAction | undefined;
  onClose: () => void;
  /** Names of the live sections, to refuse a taken address before going on. */
  taken: ReadonlySet<string>;
  /** Names of the deleted entries: their addresses come back with them, so they are refused too. */
  deleted: ReadonlySet<string>;
}

const WORDS = {
  add: { title: (kind: string) => `Add ${kind}`, button: "Continue" },
  duplicate: { title: (kind: string) => `Duplicate ${kind}`, button: "Continue" },
  rename: { title: (kind: string) => `Change the address of this ${kind}`, button: "Change" },
};

const PLACEHOLDERS: Record<CollectionName, string> = {
  certification: "e.g. Organic Content Standard",
  pillar: "e.g. Digital Transformation",
  page: "e.g. Cookie Policy",
};

interface Fields {
  name: string;
  address: string;
  /** The owner typed the address: the name no longer rewrites it. */
  addressEdited: boolean;
}

const EMPTY: Fields = { name: "", address: "", addressEdited: false };

/**
 * Asks for a new or copied entry's name and makes its address from it (shown, editable), then
 * opens its editor: nothing is published until that is saved. For a rename, asks for the
 * address alone; the old one forwards to it.
 */
export function EntryNameDialog({
  collection,
  action,
  onClose,
  taken,
  deleted,
}: EntryNameDialogProps) {
  const id = useId();
  const rename = useRenameSection();
  const openNewEntry = useOpenNewEntry();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const [copying, setCopying] = useState(false);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<{ name?: string; address?: string }>({});
  const kind = COLLECTION_SECTIONS[collection].label.toLowerCase();
  const words = WORDS[action?.kind ?? "add"];
  const asksName = action?.kind !== "rename";
  const path = (slug: string) => entryPath(collection, slug);

  const reset = () => {
    setFields(EMPTY);
    setErrors({});
    onClose();
  };

  const typeName = (name: string) => {
    setErrors((e) => ({ ...e, name: undefined }));
    setFields((f) =>
      f.addressEdited ? { ...f, name } : { ...f, name, address: slugFromName(name) },
    );
  };
  const typeAddress = (address: string) => {
    setErrors((e) => ({ ...e, address: undefined }));
    setFields((f) => ({ ...f, address, addressEdited: address !== "" }));
  };

  const renameRefused = (failure: unknown) => {
    const found = errorFields(failure);
    const message = found.section ?? found.to;
    if (message || isApiError(failure, 409) || isApiError(failure, 400)) {
      setErrors({
        address: message ?? errorDescription(failure, entryMessages.actionFailed("rename it")),
      });
      return;
    }
    notifyFailure(words.title(kind), failure, entryMessages.actionFailed("rename it"));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!action || copying) return;
    const checkedName = asksName ? entryNameSchema(collection).safeParse(fields.name) : undefined;
    const found = {
      name: checkedName?.success === false ? checkedName.error.issues[0]?.message : undefined,
      address: addressProblem({
        collection,
        slug: fields.address,
        named: asksName && fields.name.trim() !== "",
        taken,
        deleted,
      }),
    };
    setErrors(found);
    if (found.name) document.getElementById(`${id}-name`)?.focus();
    else if (found.address) document.getElementById(`${id}-address`)?.focus();
    if (found.name || found.address) return;
    const section = entryName(collection, fields.address);

    if (action.kind === "rename") {
      const from = path(parseSectionName(action.from.section).slug);
      rename.mutate(
        { section: action.from.section, to: section, expectedVersion: action.from.version },
        {
          onSuccess: () => {
            notifySuccess(entryMessages.renamed(from, path(fields.address)));
            reset();
          },
          onError: renameRefused,
        },
      );
      return;
    }
    let content: Record<string, unknown> = newEntryContent(collection, fields.name);
    if (action.kind === "duplicate") {
      // The copy takes the entry's words as saved: read in full only now.
      setCopying(true);
      try {
        const from = await queryClient.fetchQuery(sectionQuery(api, action.from.section));
        content = { ...from.content, [ENTRY_NAME_FIELDS[collection].key]: fields.name.trim() };
      } catch (failure) {
        notifyFailure(words.title(kind), failure, entryMessages.actionFailed("copy it"));
        return;
      } finally {
        setCopying(false);
      }
    }
    reset();
    openNewEntry(section, content);
  };

  // A name without Latin letters (Khmer only) makes no address: ask for one at once.
  const addressError =
    errors.address ??
    (asksName && !fields.addressEdited && fields.name.trim() !== "" && fields.address === ""
      ? entryMessages.addressNeeded
      : undefined);
  const nameId = `${id}-name`;
  const addressId = `${id}-address`;
  const pathId = `${id}-path`;
  return (
    <Dialog open={action !== undefined} onOpenChange={(open) => (open ? undefined : reset())}>
      <DialogContent className="max-w-md">
        <DialogTitle>{words.title(kind)}</DialogTitle>
        <DialogDescription>
          {action?.kind === "rename"
            ? "Its page moves to the new address; the old address forwards to it."
            : action?.kind === "duplicate"
              ? "A copy opens in the editor. Nothing is published until you save it."
              : `Name the new ${kind}; its editor opens next. Nothing is published until you save it.`}
        </DialogDescription>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          {asksName ? (
            <FormField id={nameId} label="Name" error={errors.name}>
              <Input
                id={nameId}
                value={fields.name}
                autoFocus
                autoComplete="off"
                placeholder={PLACEHOLDERS[collection]}
                onChange={(event) => typeName(event.target.value)}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? errorId(nameId) : undefined}
              />
            </FormField>
          ) : null}
          <FormField id={addressId} label="Address" error={addressError}>
            <Input
              id={addressId}
              value={fields.address}
              autoFocus={!asksName}
              autoComplete="off"
              spellCheck={false}
              className="font-mono"
              placeholder={
                action?.kind === "rename" ? parseSectionName(action.from.section).slug : undefined
              }
              onChange={(event) => typeAddress(event.target.value)}
              aria-invalid={addressError ? true : undefined}
              aria-describedby={addressError ? `${errorId(addressId)} ${pathId}` : pathId}
            />
          </FormField>
          <p id={pathId} className="text-sm text-slate-600">
            Its page:{" "}
            <code className="break-all font-mono text-xs">{path(fields.address || "…")}</code>
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={reset}>
              Cancel
            </Button>
            <Button type="submit" disabled={rename.isPending || copying}>
              {rename.isPending || copying ? (
                <Loader2Icon className="animate-spin" aria-hidden />
              ) : null}
              {words.button}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
