import { cn } from "@app/ui/lib/cn";
import { KanbanIcon, ListIcon, type LucideIcon } from "lucide-react";
import type { InboxView } from "./inbox-view.ts";

const VIEWS: { view: InboxView; label: string; icon: LucideIcon }[] = [
  { view: "list", label: "List", icon: ListIcon },
  { view: "board", label: "Board", icon: KanbanIcon },
];

/** "Show as: List | Board", two buttons of which the pressed one is the view on screen. */
export function InboxViewSwitch({
  view,
  onChange,
}: {
  view: InboxView;
  onChange: (view: InboxView) => void;
}) {
  return (
    <fieldset className="m-0 flex min-w-0 flex-col gap-1.5 border-0 p-0">
      <legend className="mb-1.5 p-0 text-sm font-medium leading-none text-slate-800">
        Show as
      </legend>
      <div className="inline-flex h-10 self-start rounded-md border border-brand-200 bg-white p-0.5">
        {VIEWS.map(({ view: option, label, icon: Icon }) => {
          const pressed = option === view;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(option)}
              className={cn(
                "inline-flex cursor-pointer items-center gap-1.5 rounded px-3 text-sm font-semibold focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500",
                pressed ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50",
              )}
            >
              <Icon aria-hidden className="size-4" />
              {label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
