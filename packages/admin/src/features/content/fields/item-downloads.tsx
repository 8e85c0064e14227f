import { downloadsText, useDownloadCounts } from "../../../lib/download-counts.ts";

/** How often visitors downloaded the PDF an entry offers (a resource, a course). */
export function ItemDownloads({ filename }: { filename: unknown }) {
  const counts = useDownloadCounts();
  if (typeof filename !== "string" || filename === "" || !counts.data) return null;
  return (
    <span className="shrink-0 text-xs text-slate-500">{downloadsText(counts.data[filename])}</span>
  );
}
