import { Badge } from "@app/ui/components/badge";
import { LanguagesIcon } from "lucide-react";
import { progressText, type TranslationStatus } from "./translation-status.ts";

/** How much of a section is translated: complete, partly, or not at all. */
export function TranslationBadge({ status }: { status: TranslationStatus }) {
  const { translated, total } = status.progress;
  const variant =
    status.toReview > 0 || translated === 0 ? "cta" : translated === total ? "accent" : "brand";
  return (
    <Badge variant={variant} className="font-medium">
      <LanguagesIcon className="size-3" aria-hidden />
      {progressText(status)}
    </Badge>
  );
}
