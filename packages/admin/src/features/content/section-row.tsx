import { LANGUAGE_INFO } from "@app/contract";
import { Badge } from "@app/ui/components/badge";
import { Button } from "@app/ui/components/button";
import { HistoryIcon, LanguagesIcon, PencilIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useDeveloperTools } from "../../lib/developer-tools.ts";
import { formatDate, formatDateTime } from "../../lib/format.ts";
import type { SectionSummaryRow } from "./content-queries.ts";
import { PublishBadge } from "./publishing/publish-badge.tsx";
import { sectionKind } from "./section-label.ts";
import { TranslationBadge } from "./translations/translation-badge.tsx";
import type { TranslationStatus } from "./translations/translation-status.ts";

interface SectionRowProps {
  section: SectionSummaryRow;
  editingOther: boolean;
  onEdit: () => void;
  onHistory: () => void;
  /** More actions (duplicate, rename, delete) and links, after History and Edit. */
  actions?: ReactNode;
  /** A line under the title, e.g. the page's address. */
  detail?: ReactNode;
  /** Its translation, for a section with words: a badge and a button to translate it. */
  translation?: { status: TranslationStatus; onTranslate: () => void };
}

/** One section in a list: what it is, when it changed, and what can be done with it. */
export function SectionRow({
  section,
  editingOther,
  onEdit,
  onHistory,
  actions,
  detail,
  translation,
}: SectionRowProps) {
  const { title } = section;
  const kind = sectionKind(section.section);
  const developer = useDeveloperTools();
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 transition-colors hover:border-brand-200 sm:flex-row sm:items-center sm:justify-between sm:px-4">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="text-base font-semibold text-brand-900">{title}</h4>
          {kind === "Custom JSON" ? <Badge variant="neutral">{kind}</Badge> : null}
          <PublishBadge row={section} />
          {translation ? <TranslationBadge status={translation.status} /> : null}
        </div>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
          {developer ? (
            <>
              <code className="font-mono text-xs text-slate-700">{section.section}</code>
              <span aria-hidden>·</span>
            </>
          ) : null}
          <span>
            Last updated:{" "}
            <time dateTime={section.updatedAt} title={formatDateTime(section.updatedAt)}>
              {formatDate(section.updatedAt)}
            </time>
          </span>
          <span aria-hidden>·</span>
          <span>Version {section.version}</span>
        </p>
        {detail}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-1.5 sm:gap-2">
        <Button variant="outline" size="sm" onClick={onHistory} aria-label={`History of ${title}`}>
          <HistoryIcon aria-hidden />
          <span className="sr-only sm:not-sr-only">History</span>
        </Button>
        <Button
          size="sm"
          onClick={onEdit}
          disabled={editingOther}
          aria-label={`Edit ${title}`}
          title={editingOther ? "Save or cancel the edit in progress first" : undefined}
        >
          <PencilIcon aria-hidden />
          Edit
        </Button>
        {translation ? (
          <Button
            size="sm"
            variant="outline"
            onClick={translation.onTranslate}
            disabled={editingOther}
            aria-label={`Translate ${title} into ${LANGUAGE_INFO[translation.status.language].englishName}`}
            title={editingOther ? "Save or cancel the edit in progress first" : undefined}
          >
            <LanguagesIcon aria-hidden />
            {LANGUAGE_INFO[translation.status.language].englishName}
          </Button>
        ) : null}
        {actions}
      </div>
    </div>
  );
}
