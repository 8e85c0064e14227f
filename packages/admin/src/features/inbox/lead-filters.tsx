import { STAGE_NAMES, STAGES } from "@app/contract";
import { FilterSelect } from "./filter-select.tsx";
import type { LeadFilter } from "./lead-filter.ts";

const STAGE_OPTIONS: { value: LeadFilter["stage"]; label: string }[] = [
  { value: "all", label: "Any stage" },
  ...STAGES.map((stage) => ({ value: stage, label: STAGE_NAMES[stage] })),
];

const ASSIGNEE_OPTIONS: { value: LeadFilter["assignee"]; label: string }[] = [
  { value: "anyone", label: "Anyone's" },
  { value: "me", label: "My leads" },
  { value: "none", label: "Nobody's" },
];

const FOLLOW_UP_OPTIONS: { value: LeadFilter["followUp"]; label: string }[] = [
  { value: "any", label: "Any day or none" },
  { value: "due", label: "Follow-ups due" },
];

/** Stage, whose leads, and follow-ups due: the inbox narrowed to the sales work. */
export function LeadFilters({
  filter,
  onChange,
}: {
  filter: LeadFilter;
  onChange: (next: LeadFilter) => void;
}) {
  return (
    <>
      <FilterSelect
        id="inbox-stage"
        label="Stage"
        className="sm:min-w-36"
        value={filter.stage}
        options={STAGE_OPTIONS}
        onChange={(stage) => onChange({ ...filter, stage })}
      />
      <FilterSelect
        id="inbox-assignee"
        label="Whose"
        className="sm:min-w-36"
        value={filter.assignee}
        options={ASSIGNEE_OPTIONS}
        onChange={(assignee) => onChange({ ...filter, assignee })}
      />
      <FilterSelect
        id="inbox-follow-up"
        label="Follow-up"
        className="col-span-2 sm:col-span-1 sm:min-w-44"
        value={filter.followUp}
        options={FOLLOW_UP_OPTIONS}
        onChange={(followUp) => onChange({ ...filter, followUp })}
      />
    </>
  );
}
