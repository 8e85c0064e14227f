import { Alert, AlertDescription } from "@app/ui/components/alert";
import { CircleAlertIcon } from "lucide-react";
import { errorDescription } from "../lib/api-error.ts";

/** What the server answered when it refused (or `fallback` when it said nothing), in place. */
export function RefusalAlert({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <Alert variant="destructive" role="alert">
      <CircleAlertIcon aria-hidden />
      <AlertDescription>{errorDescription(error, fallback)}</AlertDescription>
    </Alert>
  );
}
