import type { InsightsQuery } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { useAdminApi } from "../../admin-context.tsx";
import { readJson } from "../../lib/api-client.ts";

export const insightsKeys = {
  all: ["insights"] as const,
  period: ({ from, to }: InsightsQuery) => ["insights", from, to] as const,
};

/**
 * The visitors, pages and sources of a period's days, with their leads and won audits. Asked
 * again each time the area opens: visits are counted all the time. Nothing is asked while the
 * days typed are not a period (`query` undefined).
 */
export function useInsights(query: InsightsQuery | undefined) {
  const api = useAdminApi();
  const days = query ?? { from: "", to: "" };
  return useQuery({
    queryKey: insightsKeys.period(days),
    queryFn: () => readJson(api.admin.insights.$get({ query: days })),
    enabled: query !== undefined,
    refetchOnMount: "always",
  });
}
