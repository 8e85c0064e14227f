import type { ReferenceKind } from "@app/contract";
import { NativeSelect } from "@app/ui/components/native-select";
import { FileTextIcon, ImageOffIcon } from "lucide-react";
import { type ReferenceOption, useReferenceOptions } from "../reference-options.ts";

const PLACEHOLDERS: Record<ReferenceKind, string> = {
  image: "Choose an image…",
  document: "Choose a PDF…",
  certification: "Choose a standard…",
  pillar: "Choose a pillar…",
};

interface ReferenceSelectProps {
  id: string;
  target: ReferenceKind;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** For selects without a visible label of their own (list entries). */
  ariaLabel?: string;
  invalid: boolean;
  describedBy: string | undefined;
  /** Values other entries of the same list already hold: offered, but not to be picked again. */
  listed?: ReadonlySet<string>;
}

function Thumbnail({ option }: { option: ReferenceOption | undefined }) {
  if (!option?.thumbnail) {
    return (
      <span className="flex size-10 shrink-0 items-center justify-center rounded border border-slate-200 bg-slate-50 text-slate-400">
        <ImageOffIcon className="size-4" aria-hidden />
      </span>
    );
  }
  return (
    <img
      src={option.thumbnail}
      alt=""
      className="size-10 shrink-0 rounded border border-slate-200 bg-white object-contain"
      loading="lazy"
    />
  );
}

/**
 * Picks what a field names, from what exists: an image or PDF of the libraries, a standard or a
 * pillar of the content. A value that no longer exists stays selectable, marked as missing.
 */
export function ReferenceSelect({
  id,
  target,
  value,
  onChange,
  onBlur,
  ariaLabel,
  invalid,
  describedBy,
  listed,
}: ReferenceSelectProps) {
  const { options, isPending, error } = useReferenceOptions(target);
  const selected = options.find((option) => option.value === value);
  const missing = value !== "" && !selected && !isPending;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2">
      {target === "image" ? <Thumbnail option={selected} /> : null}
      {target === "document" ? (
        <FileTextIcon className="size-5 shrink-0 text-slate-400" aria-hidden />
      ) : null}
      <NativeSelect
        id={id}
        className="min-w-0 flex-1"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-label={ariaLabel}
        aria-invalid={invalid || missing ? true : undefined}
        aria-describedby={describedBy}
      >
        {selected ? null : (
          <option value={value}>
            {value === ""
              ? isPending
                ? "Loading…"
                : PLACEHOLDERS[target]
              : error
                ? value
                : `${value} (missing)`}
          </option>
        )}
        {options.map((option) => {
          const taken = option.value !== value && listed?.has(option.value) === true;
          return (
            <option key={option.value} value={option.value} disabled={taken}>
              {taken ? `${option.label} (already listed)` : option.label}
            </option>
          );
        })}
      </NativeSelect>
    </div>
  );
}
