import { type LeadSource, sourceLines } from "@app/contract";

/** "Where it came from": the visit's first page, the site before it and the campaign, in words. */
export function LeadSourceSection({ source }: { source: LeadSource | null }) {
  return (
    <section aria-labelledby="lead-source-title" className="flex flex-col gap-1.5">
      <h3
        id="lead-source-title"
        className="text-xs font-medium uppercase tracking-wide text-slate-500"
      >
        Where it came from
      </h3>
      <dl className="flex flex-col gap-1 text-sm">
        {sourceLines(source).map(({ label, value }) => (
          <div key={label} className="flex flex-wrap gap-x-1.5">
            <dt className="font-medium text-slate-700">{label}:</dt>
            <dd className="min-w-0 break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
