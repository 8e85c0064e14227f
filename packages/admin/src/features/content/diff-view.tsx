import { cn } from "@app/ui/lib/cn";
import { useMemo, useState } from "react";
import { type DiffLine, diffLines, diffStats, foldUnchanged } from "../../lib/line-diff.ts";

interface DiffViewProps {
  oldText: string;
  newText: string;
  /** What the − lines are, e.g. "current version". */
  oldLabel: string;
  /** What the + lines are, e.g. "version 3". */
  newLabel: string;
  className?: string;
}

const marker = { same: " ", removed: "−", added: "+" } as const;

function Row({ line }: { line: DiffLine }) {
  return (
    <tr
      className={cn(
        line.kind === "added" && "bg-accent-50 text-accent-700",
        line.kind === "removed" && "bg-cta-50 text-cta-700",
      )}
    >
      <td
        className={cn("w-10 select-none px-2 text-right", line.kind === "same" && "text-slate-500")}
      >
        {line.kind !== "added" ? line.oldLine : ""}
      </td>
      <td
        className={cn("w-10 select-none px-2 text-right", line.kind === "same" && "text-slate-500")}
      >
        {line.kind !== "removed" ? line.newLine : ""}
      </td>
      <td className="w-5 select-none text-center font-bold">
        <span aria-hidden>{marker[line.kind]}</span>
        <span className="sr-only">{line.kind === "same" ? "" : line.kind}</span>
      </td>
      <td className="whitespace-pre-wrap break-words pr-3">{line.text || " "}</td>
    </tr>
  );
}

/** A readable line diff of two texts: changes in colour with their context, the rest folded. */
export function DiffView({ oldText, newText, oldLabel, newLabel, className }: DiffViewProps) {
  const lines = useMemo(() => diffLines(oldText, newText), [oldText, newText]);
  const chunks = useMemo(() => foldUnchanged(lines), [lines]);
  const stats = diffStats(lines);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());

  if (stats.added === 0 && stats.removed === 0) {
    return (
      <p
        className={cn(
          "rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700",
          className,
        )}
      >
        No differences: {newLabel} has the same content as {oldLabel}.
      </p>
    );
  }

  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        <span>
          <span className="font-semibold text-cta-700">−{stats.removed}</span> only in {oldLabel}
        </span>
        <span>
          <span className="font-semibold text-accent-700">+{stats.added}</span> only in {newLabel}
        </span>
      </p>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        aria-label="Differences"
        className="max-h-[50vh] overflow-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500"
      >
        <table className="w-full border-collapse font-mono text-xs leading-5">
          <caption className="sr-only">
            Line differences: lines marked removed are only in {oldLabel}, lines marked added only
            in {newLabel}.
          </caption>
          <tbody>
            {chunks.map((chunk, index) =>
              chunk.kind === "lines" || expanded.has(index) ? (
                chunk.lines.map((line) => (
                  <Row
                    key={`${index}-${line.kind}-${"oldLine" in line ? line.oldLine : ""}-${"newLine" in line ? line.newLine : ""}`}
                    line={line}
                  />
                ))
              ) : (
                <tr key={index} className="bg-slate-50">
                  <td colSpan={4} className="px-2 py-1">
                    <button
                      type="button"
                      onClick={() => setExpanded((prev) => new Set(prev).add(index))}
                      className="cursor-pointer rounded px-1 text-brand-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500"
                    >
                      Show {chunk.count} unchanged lines
                    </button>
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </section>
    </div>
  );
}
