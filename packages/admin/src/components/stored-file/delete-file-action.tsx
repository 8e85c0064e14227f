import { Button } from "@app/ui/components/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@app/ui/components/tooltip";
import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import type { StoredFileKeys, StoredFileRef } from "../../lib/stored-file-queries.ts";
import { DeleteFileDialog } from "./delete-file-dialog.tsx";

/** A card's delete control: a small button beside the file's name, and the dialog it opens. */
export function DeleteFileAction({ keys, file }: { keys: StoredFileKeys; file: StoredFileRef }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="-mr-2 -mt-1 size-9 shrink-0 text-cta-700 hover:bg-cta-50"
            aria-label={`Delete ${file.name}`}
            onClick={() => setOpen(true)}
          >
            <Trash2Icon aria-hidden />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Delete</TooltipContent>
      </Tooltip>
      {open ? (
        <DeleteFileDialog keys={keys} file={file} open={open} onOpenChange={setOpen} />
      ) : null}
    </>
  );
}
