import { Button } from "@app/ui/components/button";
import { cn } from "@app/ui/lib/cn";
import { CircleAlertIcon, CircleCheckIcon, CrosshairIcon, WandSparklesIcon } from "lucide-react";
import { type Ref, useImperativeHandle, useMemo, useRef, useState } from "react";
import { type JsonParseResult, parseJsonWithPosition } from "../../lib/json-position.ts";
import { prettyJson } from "../../lib/line-diff.ts";

export interface JsonEditorHandle {
  /** Focuses the text and selects where the JSON breaks. */
  revealError(): void;
}

interface JsonEditorProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Ids of text that also describes the editor (e.g. server field errors). */
  describedBy?: string | undefined;
  ref?: Ref<JsonEditorHandle>;
}

/** Must match the textarea's `leading-6` and `py-2`: the gutter and the error band line up by them. */
const LINE_HEIGHT_PX = 24;
const PADDING_TOP_PX = 8;

export const jsonStatusId = (id: string) => `${id}-status`;

/** A raw JSON editor: line numbers, and where the JSON breaks marked by line and column. */
export function JsonEditor({ id, value, onChange, describedBy, ref }: JsonEditorProps) {
  const result: JsonParseResult = useMemo(() => parseJsonWithPosition(value), [value]);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const lineCount = value.split("\n").length;
  const errorLine = result.ok ? undefined : result.line;

  const revealError = () => {
    const textarea = textareaRef.current;
    if (!textarea || result.ok) return;
    textarea.focus();
    textarea.setSelectionRange(result.offset, Math.min(result.offset + 1, value.length));
    textarea.scrollTop = Math.max(0, (result.line - 3) * LINE_HEIGHT_PX);
  };
  useImperativeHandle(ref, () => ({ revealError }));

  return (
    <div className="flex flex-col gap-2">
      <div
        className={cn(
          "relative flex overflow-hidden rounded-md border bg-white focus-within:border-accent-600 focus-within:ring-[3px] focus-within:ring-accent-500/40",
          result.ok ? "border-slate-300" : "border-cta-600",
        )}
      >
        <div
          aria-hidden
          className="w-12 shrink-0 select-none overflow-hidden border-r border-slate-200 bg-slate-50 font-mono text-xs leading-6 text-slate-500"
        >
          <div style={{ transform: `translateY(${PADDING_TOP_PX - scrollTop}px)` }}>
            {Array.from({ length: lineCount }, (_, i) => (
              <div
                key={i}
                className={cn(
                  "pr-2 text-right",
                  i + 1 === errorLine && "bg-cta-600 font-bold text-white",
                )}
              >
                {i + 1}
              </div>
            ))}
          </div>
        </div>
        <div className="relative min-w-0 flex-1">
          {errorLine !== undefined ? (
            <div
              aria-hidden
              className="pointer-events-none absolute inset-x-0 bg-cta-50"
              style={{
                top: PADDING_TOP_PX + (errorLine - 1) * LINE_HEIGHT_PX - scrollTop,
                height: LINE_HEIGHT_PX,
              }}
            />
          ) : null}
          <textarea
            ref={textareaRef}
            id={id}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            wrap="off"
            rows={Math.min(Math.max(lineCount + 1, 10), 28)}
            aria-invalid={result.ok ? undefined : true}
            aria-describedby={[jsonStatusId(id), describedBy].filter(Boolean).join(" ")}
            className="relative block w-full resize-y bg-transparent px-3 py-2 font-mono text-xs leading-6 text-slate-900 outline-none"
          />
        </div>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-2 text-sm">
        <p
          id={jsonStatusId(id)}
          className={cn("flex items-start gap-1.5", result.ok ? "text-accent-700" : "text-cta-700")}
        >
          {result.ok ? (
            <>
              <CircleCheckIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
              Valid JSON
            </>
          ) : (
            <>
              <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                <span className="font-semibold">
                  Invalid JSON at line {result.line}, column {result.column}:
                </span>{" "}
                {result.message}
              </span>
            </>
          )}
        </p>
        <div className="flex gap-1">
          {result.ok ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => onChange(`${prettyJson(result.value)}`)}
            >
              <WandSparklesIcon aria-hidden />
              Format
            </Button>
          ) : (
            <Button type="button" variant="ghost" size="sm" onClick={revealError}>
              <CrosshairIcon aria-hidden />
              Go to error
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
