import type { WebsiteImage } from "@app/contract";
import { CopyPathButton } from "./copy-path-button.tsx";

/** A stored file's filename and public path (with a copy button), as every file card shows them. */
export function FileFacts({ file }: { file: Pick<WebsiteImage, "filename" | "filepath"> }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1.5 text-sm">
      <dt className="text-slate-500">Filename</dt>
      <dd className="truncate font-mono text-xs text-slate-800" title={file.filename}>
        {file.filename}
      </dd>
      <dt className="text-slate-500">Public path</dt>
      <dd className="flex min-w-0 items-center gap-1">
        <code
          className="truncate rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800"
          title={file.filepath}
        >
          {file.filepath}
        </code>
        <CopyPathButton path={file.filepath} />
      </dd>
    </dl>
  );
}
