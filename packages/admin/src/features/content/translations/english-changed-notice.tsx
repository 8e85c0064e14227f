import { ENGLISH_SOURCES_KEY } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { CheckIcon, TriangleAlertIcon } from "lucide-react";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { WordChanges } from "../field-changes-view.tsx";
import type { SectionFormApi } from "../fields/field-props.ts";

/** Where the form keeps the English a text at `path` was translated from. */
export const sourcePath = (path: string) => `${ENGLISH_SOURCES_KEY}.${path}`;

interface EnglishChangedNoticeProps {
  form: SectionFormApi;
  /** The text's place in the form: `mission`, `groups.2.title`. */
  path: string;
  /** The English the editor shows now. */
  english: string;
  /** The id the notice takes, for the field to point at. */
  id: string;
}

/**
 * Under a translated text whose English changed since it was translated: the English then and
 * now side by side, and "Still right" to keep the translation as it is (saved with the draft).
 */
export function EnglishChangedNotice({ form, path, english, id }: EnglishChangedNoticeProps) {
  const [words, was] = useWatch({ control: form.control, name: [path, sourcePath(path)] });
  const [confirmed, setConfirmed] = useState(false);
  const translated = typeof words === "string" && words.trim() !== "";
  if (confirmed && was === english) {
    return (
      <p
        id={id}
        role="status"
        className="col-span-full flex items-center gap-1.5 text-sm text-accent-700"
      >
        <CheckIcon className="size-4" aria-hidden />
        Kept as still right. Save the draft or publish to keep this.
      </p>
    );
  }
  if (!translated || typeof was !== "string" || was === english) return null;
  return (
    <div
      id={id}
      className="col-span-full flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="flex items-center gap-1.5 font-semibold">
        <TriangleAlertIcon className="size-4 text-amber-700" aria-hidden />
        English changed since this was translated
      </p>
      <div className="grid gap-2 @2xl:grid-cols-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-amber-800">
            English when translated
          </p>
          <p
            lang="en"
            className="mt-1 whitespace-pre-line rounded-md bg-white p-2 ring-1 ring-amber-200"
          >
            {was}
          </p>
        </div>
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-amber-800">
            English now
          </p>
          <span lang="en">
            <WordChanges was={was} now={english} />
          </span>
        </div>
      </div>
      <p>Change the translation to match, or keep it if it still says the same.</p>
      <div>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => {
            form.setValue(sourcePath(path), english, { shouldDirty: true });
            setConfirmed(true);
          }}
        >
          <CheckIcon aria-hidden />
          Still right
        </Button>
      </div>
    </div>
  );
}
