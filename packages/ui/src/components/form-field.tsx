import type * as React from "react";
import { cn } from "../lib/cn.ts";
import { Label } from "./label.tsx";

interface FormFieldProps {
  /** The id of the control; the label and the error message are tied to it. */
  id: string;
  label: React.ReactNode;
  error?: string | undefined;
  className?: string;
  /** The control; give it `id`, and `aria-describedby={errorId(id)}` + `aria-invalid` when erring. */
  children: React.ReactNode;
}

export const errorId = (id: string) => `${id}-error`;

/** A control's validation message, under it, tied to it by `errorId(id)`. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={errorId(id)} role="alert" className="text-sm font-medium text-cta-700">
      {error}
    </p>
  ) : null;
}

/** A labelled control with its per-field validation message. */
export function FormField({ id, label, error, className, children }: FormFieldProps) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}
