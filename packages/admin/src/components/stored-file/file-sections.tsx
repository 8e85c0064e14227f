import type { ReactNode } from "react";
import { pluralize } from "../../lib/format.ts";

const sectionTitle = (section: string) =>
  section ? section[0]!.toUpperCase() + section.slice(1).replace(/[-_]+/g, " ") : "Other";

/** Files by their section, in the order the list gives them (the API sorts by section, then name). */
export function groupBySection<File extends { section: string }>(
  files: readonly File[],
): [string, File[]][] {
  const bySection = new Map<string, File[]>();
  for (const file of files) {
    const list = bySection.get(file.section) ?? [];
    list.push(file);
    bySection.set(file.section, list);
  }
  return [...bySection];
}

/** One heading per section ("Training 6 PDFs"), then that section's cards in a grid. */
export function FileSections<File extends { id: number }>({
  groups,
  idPrefix,
  unit,
  gridClassName,
  renderCard,
}: {
  groups: [string, File[]][];
  idPrefix: string;
  unit: string;
  gridClassName: string;
  renderCard: (file: File) => ReactNode;
}) {
  return groups.map(([section, list]) => {
    const headingId = `${idPrefix}-${section.replace(/\s+/g, "-")}`;
    return (
      <section key={section} aria-labelledby={headingId} className="flex flex-col gap-3">
        <h3
          id={headingId}
          className="flex items-baseline gap-2 text-base font-semibold text-brand-900"
        >
          {sectionTitle(section)}
          <span className="text-sm font-normal text-slate-500">{pluralize(list.length, unit)}</span>
        </h3>
        <div className={gridClassName}>{list.map(renderCard)}</div>
      </section>
    );
  });
}
