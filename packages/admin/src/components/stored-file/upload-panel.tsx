import { miscMessages } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { FormField } from "@app/ui/components/form-field";
import { Input } from "@app/ui/components/input";
import { Loader2Icon, UploadIcon } from "lucide-react";
import { type ReactNode, useId, useRef, useState } from "react";

export interface UploadPanelFields {
  section: string;
  name: string;
  description: string;
}

/**
 * Adds a file to the store, or replaces the one with the same filename: optional section,
 * name and description, then the file picker. `onFile` calls `uploaded` when the file went
 * in, which clears the name and description for the next one.
 */
export function UploadPanel({
  title,
  help,
  accept,
  buttonLabel,
  fileLabel,
  sectionPlaceholder,
  sections,
  pending,
  onFile,
}: {
  title: string;
  help: ReactNode;
  accept: string;
  buttonLabel: string;
  fileLabel: string;
  sectionPlaceholder: string;
  sections: string[];
  pending: boolean;
  onFile: (file: File, fields: UploadPanelFields, uploaded: () => void) => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [section, setSection] = useState("");
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");

  const onChosen = (file: File | undefined) => {
    if (!file) return;
    onFile(file, { section, name, description }, () => {
      setName("");
      setDescription("");
    });
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-slate-200 bg-slate-50/60 p-4"
    >
      <h3 id={`${id}-title`} className="text-base font-semibold text-brand-900">
        {title}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{help}</p>
      <div className="mt-3 grid gap-3 md:grid-cols-3">
        <FormField id={`${id}-section`} label="Section">
          <Input
            id={`${id}-section`}
            list={`${id}-sections`}
            placeholder={sectionPlaceholder}
            value={section}
            onChange={(e) => setSection(e.target.value)}
          />
          <datalist id={`${id}-sections`}>
            {sections.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        </FormField>
        <FormField id={`${id}-name`} label="Name">
          <Input
            id={`${id}-name`}
            placeholder="From the filename"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </FormField>
        <FormField id={`${id}-description`} label="Description">
          <Input
            id={`${id}-description`}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </FormField>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          accept={accept}
          className="sr-only"
          tabIndex={-1}
          aria-label={fileLabel}
          onChange={(e) => {
            onChosen(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
        <Button type="button" disabled={pending} onClick={() => inputRef.current?.click()}>
          {pending ? (
            <Loader2Icon className="animate-spin" aria-hidden />
          ) : (
            <UploadIcon aria-hidden />
          )}
          {pending ? miscMessages.uploading : buttonLabel}
        </Button>
      </div>
    </section>
  );
}
