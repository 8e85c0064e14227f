import { Button } from "@app/ui/components/button";
import { Input } from "@app/ui/components/input";
import { Label } from "@app/ui/components/label";
import { NativeSelect } from "@app/ui/components/native-select";
import { cn } from "@app/ui/lib/cn";
import { XIcon } from "lucide-react";
import type { ReactNode } from "react";
import { actionGroups } from "./activity-actions.ts";
import { type ActivityFilter, isFiltered, NO_ACTIVITY_FILTER } from "./activity-queries.ts";

const GROUPS = actionGroups();

/** Cambodia keeps UTC+7 all year; the server counts the filter's days on that clock. */
const OFFICE_OFFSET_MINUTES = -7 * 60;
const awayFromOffice = () => new Date().getTimezoneOffset() !== OFFICE_OFFSET_MINUTES;

function Field({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex min-w-0 flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** Someone the list may be narrowed to: their e-mail, and how the team knows them. */
export interface ActivityPerson {
  email: string;
  name: string;
}

/** Which entries the list shows: one action or all, one person or everyone, a range of days. */
export function ActivityFilters({
  filter,
  onChange,
  people,
}: {
  filter: ActivityFilter;
  onChange: (filter: ActivityFilter) => void;
  /** Whom the list may be narrowed to; none: no person filter (a list of one's own entries). */
  people?: readonly ActivityPerson[];
}) {
  const set = (patch: Partial<ActivityFilter>) => onChange({ ...filter, ...patch });
  return (
    <div className="flex flex-col gap-2">
      {/* On a phone: the action across, the two days side by side below it. Wider, one row. */}
      <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap sm:gap-4">
        <Field id="activity-action" label="Action" className="col-span-2 sm:w-72">
          <NativeSelect
            id="activity-action"
            value={filter.action}
            onChange={(e) => set({ action: e.target.value as ActivityFilter["action"] })}
          >
            <option value="">All actions</option>
            {GROUPS.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.actions.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect>
        </Field>
        {people && people.length > 0 ? (
          <Field id="activity-person" label="Person" className="col-span-2 sm:w-64">
            <NativeSelect
              id="activity-person"
              value={filter.person}
              onChange={(e) => set({ person: e.target.value })}
            >
              <option value="">Everyone</option>
              {people.map((p) => (
                <option key={p.email} value={p.email}>
                  {p.name ? `${p.name} (${p.email})` : p.email}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ) : null}
        <Field id="activity-from" label="From date" className="sm:w-44">
          <Input
            id="activity-from"
            type="date"
            value={filter.from}
            max={filter.to || undefined}
            onChange={(e) => set({ from: e.target.value })}
          />
        </Field>
        <Field id="activity-to" label="To date" className="sm:w-44">
          <Input
            id="activity-to"
            type="date"
            value={filter.to}
            min={filter.from || undefined}
            onChange={(e) => set({ to: e.target.value })}
          />
        </Field>
        {isFiltered(filter) ? (
          <Button
            variant="link"
            className="col-span-2 justify-self-start px-0"
            onClick={() => onChange(NO_ACTIVITY_FILTER)}
          >
            <XIcon aria-hidden />
            Clear filters
          </Button>
        ) : null}
      </div>
      {awayFromOffice() && (filter.from || filter.to) ? (
        <p className="text-xs text-slate-600">
          Days are counted on Cambodia time (UTC+7); times in the list are your own.
        </p>
      ) : null}
    </div>
  );
}
