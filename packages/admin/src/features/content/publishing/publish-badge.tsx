import { Badge } from "@app/ui/components/badge";
import type { ContentSectionRow } from "../content-queries.ts";

/** In a list: a section whose latest words the site does not show yet. */
export function PublishBadge({ row }: { row: ContentSectionRow }) {
  if (!row.draft) return null;
  return row.publishedVersion === null ? (
    <Badge variant="cta">Not published</Badge>
  ) : (
    <Badge variant="brand">Draft</Badge>
  );
}
