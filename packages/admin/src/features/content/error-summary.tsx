import { apiErrorMessages } from "@app/contract";
import type { Ref } from "react";
import { fieldId } from "./fields/field-props.ts";

export interface SummaryError {
  /** Dotted path from the form's root (`groups.0.standards.18`). */
  path: string;
  /** "Service groups, Products Certification, standard 19: Standard is required". */
  line: string;
}

interface ErrorSummaryProps {
  formId: string;
  errors: readonly SummaryError[];
  ref?: Ref<HTMLDivElement>;
}

/** The control of a path, or the nearest one that exists (a list's Add button, its item). */
function controlOf(formId: string, path: string): HTMLElement | null {
  const steps = path.split(".");
  for (let end = steps.length; end > 0; end--) {
    const id = fieldId(formId, steps.slice(0, end).join("."));
    const found = document.getElementById(id) ?? document.getElementById(`${id}-add`);
    if (found) return found;
  }
  return null;
}

/**
 * Every error of a refused save at the top of the form, each named by labels and position, each
 * a link to its field. It takes focus when a save is refused, so a screen reader hears it.
 */
export function ErrorSummary({ formId, errors, ref }: ErrorSummaryProps) {
  if (errors.length === 0) return null;
  const headingId = `${formId}-error-summary`;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={headingId}
      className="rounded-md border border-cta-600/30 bg-cta-50 p-3 text-sm text-cta-700 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500"
    >
      <p id={headingId} className="font-semibold">
        {apiErrorMessages.validation} ({errors.length})
      </p>
      <ul className="mt-1 list-disc pl-5">
        {errors.map((error) => (
          <li key={error.path}>
            <a
              href={`#${fieldId(formId, error.path)}`}
              className="underline underline-offset-2 hover:text-cta-600"
              onClick={(event) => {
                event.preventDefault();
                const control = controlOf(formId, error.path);
                control?.scrollIntoView({ block: "center" });
                control?.focus();
              }}
            >
              {error.line}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
