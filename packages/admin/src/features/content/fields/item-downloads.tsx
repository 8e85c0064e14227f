import { downloadsText, useDownloadCounts } from "../../../lib/download-counts.ts";

/** How often visitors downloaded the PDF an entry offers (a resource, a course). */
export function ItemDownloads({ filename }: { filename: unknown }) {
  const counts = useDownloadCounts();
  if (typeof filename !== "string" || filename === "" || !counts.data) return null;
  return (
    // On a phone the entry's title needs the row; Documents shows the count there.
    <span className="ml-auto hidden shrink-0 pl-2 text-xs text-slate-500 sm:inline">
      {downloadsText(counts.data[filename])}
    </span>
  );
}
