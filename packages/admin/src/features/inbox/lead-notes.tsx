import { type Assignee, LEAD_NOTE_MAX, type LeadNote } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { errorId, FieldError } from "@app/ui/components/form-field";
import { Textarea } from "@app/ui/components/input";
import { Label } from "@app/ui/components/label";
import { Loader2Icon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { errorDescription, errorFields } from "../../lib/api-error.ts";
import { formatDateTime } from "../../lib/format.ts";
import { useAddNote } from "./lead-queries.ts";
import { personByEmail } from "./lead-words.ts";

/** The lead's notes, oldest first, and a form to add one; a refused note stays typed. */
export function LeadNotes({
  leadId,
  notes,
  people,
}: {
  leadId: number;
  notes: readonly LeadNote[];
  people: readonly Assignee[];
}) {
  const [text, setText] = useState("");
  const add = useAddNote(leadId);
  const refusal = add.isError
    ? (errorFields(add.error).text ?? errorDescription(add.error, "The note could not be saved."))
    : undefined;

  return (
    <section aria-labelledby="lead-notes-title" className="flex flex-col gap-2">
      <h3
        id="lead-notes-title"
        className="text-xs font-medium uppercase tracking-wide text-slate-500"
      >
        Notes
      </h3>
      {notes.length === 0 ? (
        <p className="text-sm text-slate-600">No notes yet.</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg border border-slate-200 p-3 text-sm">
              <p className="whitespace-pre-wrap break-words text-slate-900">{note.text}</p>
              <p className="mt-1 text-xs text-slate-600">
                {personByEmail(note.author, people)},{" "}
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim() === "") return;
          add.mutate(text, { onSuccess: () => setText("") });
        }}
      >
        <Label htmlFor="lead-note">Add a note</Label>
        <Textarea
          id="lead-note"
          className="min-h-20"
          value={text}
          maxLength={LEAD_NOTE_MAX}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? errorId("lead-note") : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        <FieldError id="lead-note" error={refusal} />
        <Button
          type="submit"
          variant="outline"
          className="self-start"
          disabled={add.isPending || text.trim() === ""}
        >
          {add.isPending ? (
            <Loader2Icon className="animate-spin" aria-hidden />
          ) : (
            <PlusIcon aria-hidden />
          )}
          Add the note
        </Button>
      </form>
    </section>
  );
}
