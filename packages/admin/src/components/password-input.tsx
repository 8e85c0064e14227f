import { errorId } from "@app/ui/components/form-field";
import { Input } from "@app/ui/components/input";
import type { ComponentProps } from "react";

/** A password field tied to its hint and its error (the password change and the join page). */
export function PasswordInput({
  id,
  error,
  hintId,
  ...props
}: ComponentProps<"input"> & { id: string; error: string | undefined; hintId?: string }) {
  const describedBy = [hintId, error ? errorId(id) : undefined].filter(Boolean).join(" ");
  return (
    <Input
      id={id}
      type="password"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      {...props}
    />
  );
}
