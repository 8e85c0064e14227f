import { miscMessages } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { Loader2Icon, UploadIcon } from "lucide-react";
import { useRef } from "react";

/** "Replace": a hidden file input behind a button, for an image's or a PDF's card. */
export function ReplaceFileButton({
  name,
  accept,
  pending,
  describedBy,
  onFile,
}: {
  /** The file's name, for labels ("Replace Logo"). */
  name: string;
  accept: string;
  pending: boolean;
  describedBy: string | undefined;
  onFile: (file: File | undefined) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-label={`Replace ${name}`}
        onChange={(e) => {
          onFile(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      <Button
        type="button"
        size="sm"
        disabled={pending}
        onClick={() => inputRef.current?.click()}
        aria-describedby={describedBy}
      >
        {pending ? (
          <Loader2Icon className="animate-spin" aria-hidden />
        ) : (
          <UploadIcon aria-hidden />
        )}
        {pending ? (
          miscMessages.uploading
        ) : (
          <>
            Replace<span className="sr-only"> {name}</span>
          </>
        )}
      </Button>
    </>
  );
}
