import { NativeSelect } from "@app/ui/components/native-select";
import { TabsList, TabsTrigger } from "@app/ui/components/tabs";
import { cn } from "@app/ui/lib/cn";
import { useId } from "react";
import type { PanelArea } from "./panel-areas.tsx";

/** The areas as a vertical tab list: the sidebar of wide screens. */
export function AreaSidebar({ areas }: { areas: readonly PanelArea[] }) {
  return (
    <TabsList
      aria-label="Admin areas"
      className="sticky top-20 hidden w-full flex-col flex-nowrap items-stretch gap-0.5 bg-transparent p-0 lg:flex"
    >
      {areas.map((area) => (
        <TabsTrigger
          key={area.id}
          value={area.id}
          className={cn(
            "w-full justify-start px-3 py-2 [&_svg]:size-4 [&_svg]:shrink-0",
            "data-[state=active]:bg-white data-[state=active]:shadow-sm hover:bg-white/60",
            // Content, then files and messages, then settings: a little air between the kinds.
            (area.id === "images" || area.id === "settings") && "mt-3",
          )}
        >
          <span aria-hidden className="contents">
            {area.icon}
          </span>
          <span className="flex-1 text-left">{area.label}</span>
          {area.badge ? (
            <span className="min-w-5 rounded-full bg-cta-600 px-1.5 text-center text-xs font-semibold leading-5 text-white">
              {area.badge.count}
              <span className="sr-only"> {area.badge.label}</span>
            </span>
          ) : null}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}

/** The areas as the browser's own select: the compact menu of a phone. */
export function AreaSelect({
  areas,
  value,
  onChange,
}: {
  areas: readonly PanelArea[];
  value: string;
  onChange: (area: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 lg:hidden">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700">
        Area
      </label>
      <NativeSelect
        id={id}
        className="min-w-0 flex-1"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {areas.map((area) => (
          <option key={area.id} value={area.id}>
            {area.label}
            {area.badge ? ` (${area.badge.count} ${area.badge.label})` : ""}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
