import type { StoredFileKeys, StoredFileRef } from "../../lib/stored-file-queries.ts";
import { DeleteFileAction } from "./delete-file-action.tsx";

/** A file card's name, its description under it, and Delete beside them. */
export function FileCardTitle({
  headingId,
  keys,
  file,
}: {
  /** The id the card is labelled by. */
  headingId: string;
  keys: StoredFileKeys;
  file: StoredFileRef & { name: string; description: string | null };
}) {
  return (
    <>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h4 id={headingId} className="font-semibold text-brand-900">
          {file.name}
        </h4>
        {file.description ? <p className="text-sm text-slate-600">{file.description}</p> : null}
      </div>
      <DeleteFileAction keys={keys} file={file} />
    </>
  );
}
