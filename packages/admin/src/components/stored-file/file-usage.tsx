import { fileMessages, type Usage } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { cn } from "@app/ui/lib/cn";
import type { UseQueryResult } from "@tanstack/react-query";
import { ChevronDownIcon, CircleDashedIcon, InfoIcon, LinkIcon } from "lucide-react";
import { useId, useState } from "react";
import { isUsed, usageSummary } from "../../lib/stored-file-usage.ts";
import { UsageList } from "./usage-list.tsx";

/** A card's "Used on N pages", which opens into the sections and pages that use the file. */
export function FileUsage({ usage }: { usage: UseQueryResult<Usage> }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (usage.isPending) {
    return <p className="text-xs text-slate-500">{fileMessages.usageLoading}</p>;
  }
  if (usage.isError) {
    return (
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-cta-700">
        {fileMessages.usageLoadFailed}
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-6 text-xs"
          onClick={() => usage.refetch()}
        >
          Try again
        </Button>
      </p>
    );
  }
  if (!isUsed(usage.data)) {
    return (
      <p className="flex items-center gap-1.5 text-xs text-slate-500">
        <CircleDashedIcon className="size-3.5" aria-hidden />
        {fileMessages.notUsed}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(!open)}
        className="inline-flex w-fit cursor-pointer items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500"
      >
        <LinkIcon className="size-3.5" aria-hidden />
        {usageSummary(usage.data)}
        <ChevronDownIcon
          className={cn("size-4 transition-transform", open && "rotate-180")}
          aria-hidden
        />
      </button>
      {open ? (
        <div className="rounded-md border border-slate-200 bg-slate-50 p-3">
          <UsageList usage={usage.data} id={listId} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * Beside the replace control: how far a replacement reaches, read before choosing a file.
 * Nothing when no page shows the file.
 */
export function ReplacementReach({ usage, id }: { usage: Usage | undefined; id: string }) {
  if (!usage || usage.pages.length === 0) return null;
  return (
    <p id={id} className="flex items-center gap-1.5 text-xs text-slate-600">
      <InfoIcon className="size-3.5 shrink-0 text-brand-600" aria-hidden />
      {fileMessages.replacementShowsOn(usage.pages.length)}
    </p>
  );
}
