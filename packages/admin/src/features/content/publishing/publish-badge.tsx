import { Badge } from "@app/ui/components/badge";
import type { SectionSummaryRow } from "../content-queries.ts";

/** In a list: a section whose latest words the site does not show yet. */
export function PublishBadge({ row }: { row: Pick<SectionSummaryRow, "draft" | "published"> }) {
  if (!row.draft) return null;
  return !row.published ? (
    <Badge variant="cta">Not published</Badge>
  ) : (
    <Badge variant="brand">Draft</Badge>
  );
}
