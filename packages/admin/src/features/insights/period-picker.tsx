import { INSIGHTS_PERIODS, type InsightsQuery } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { errorId, FormField } from "@app/ui/components/form-field";
import { Input } from "@app/ui/components/input";
import { cn } from "@app/ui/lib/cn";
import { type FormEvent, useRef, useState } from "react";
import {
  type CustomPeriod,
  checkPeriod,
  type InsightsPeriod,
  insightsSearch,
  type PeriodErrors,
} from "./insights-period.ts";
import { insightsWords, lastDaysName } from "./insights-words.ts";

const words = insightsWords.period;

/** One choice of the switch: pressed when it is the period on screen. */
function Choice({
  pressed,
  onPress,
  children,
}: {
  pressed: boolean;
  onPress: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onPress}
      className={cn(
        "inline-flex h-9 cursor-pointer items-center justify-center rounded px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500",
        pressed ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50",
      )}
    >
      {children}
    </button>
  );
}

/**
 * "Days: Last 7 days | Last 30 days | Last 90 days | Custom", two to a row on a phone. Custom
 * starts from the days on screen and opens the two day fields below.
 */
export function PeriodPicker({
  period,
  shown,
  today,
  onChange,
}: {
  period: InsightsPeriod;
  /** The days on screen, when the period is one. */
  shown: InsightsQuery | undefined;
  /** Today on Phnom Penh's calendar: the last day a field offers. */
  today: string;
  onChange: (period: InsightsPeriod) => void;
}) {
  const custom = period.kind === "custom";
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="m-0 flex min-w-0 flex-col gap-1.5 border-0 p-0">
        <legend className="mb-1.5 p-0 text-sm font-medium leading-none text-slate-800">
          {words.legend}
        </legend>
        <div className="grid grid-cols-2 gap-0.5 self-stretch rounded-md border border-brand-200 bg-white p-0.5 sm:inline-flex sm:self-start">
          {INSIGHTS_PERIODS.map((days) => (
            <Choice
              key={days}
              pressed={period.kind === "last" && period.days === days}
              onPress={() => onChange({ kind: "last", days })}
            >
              {lastDaysName(days)}
            </Choice>
          ))}
          <Choice
            pressed={custom}
            onPress={() => {
              if (!custom)
                onChange({ kind: "custom", from: shown?.from ?? "", to: shown?.to ?? "" });
            }}
          >
            {words.custom}
          </Choice>
        </div>
      </fieldset>
      {custom ? (
        // Typed days start again from the address whenever it changes (Back, a preset).
        <CustomDays key={insightsSearch(period)} period={period} today={today} onShow={onChange} />
      ) : null}
    </div>
  );
}

const FIELDS = ["from", "to"] as const;

/** The first and last day, checked by the contract's rules before anything is asked. */
function CustomDays({
  period,
  today,
  onShow,
}: {
  period: CustomPeriod;
  today: string;
  onShow: (period: CustomPeriod) => void;
}) {
  const [days, setDays] = useState({ from: period.from, to: period.to });
  // An address typed by hand may hold days that are no period: said at once.
  const [errors, setErrors] = useState<PeriodErrors>(() => {
    const check = checkPeriod(period, today);
    return check.ok ? {} : check.errors;
  });
  const inputs = useRef<Partial<Record<(typeof FIELDS)[number], HTMLInputElement | null>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkPeriod({ kind: "custom", ...days }, today);
    if (!check.ok) {
      setErrors(check.errors);
      inputs.current[FIELDS.find((field) => check.errors[field]) ?? "from"]?.focus();
      return;
    }
    setErrors({});
    onShow({ kind: "custom", ...check.query });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid grid-cols-2 items-start gap-3 sm:flex sm:flex-wrap sm:gap-4"
    >
      {FIELDS.map((field) => {
        const id = `insights-${field}`;
        const error = errors[field];
        return (
          <FormField key={field} id={id} label={words[field]} error={error} className="sm:w-44">
            <Input
              ref={(input) => {
                inputs.current[field] = input;
              }}
              id={id}
              type="date"
              value={days[field]}
              max={today}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId(id) : undefined}
              onChange={(event) => setDays({ ...days, [field]: event.target.value })}
            />
          </FormField>
        );
      })}
      <Button type="submit" variant="outline" className="col-span-2 sm:mt-6">
        {words.show}
      </Button>
    </form>
  );
}
