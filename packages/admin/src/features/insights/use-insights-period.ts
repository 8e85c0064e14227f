import { useCallback } from "react";
import { areaAddress } from "../../lib/admin-address.ts";
import { useAdminSearch, useNavigate } from "../../lib/navigation.ts";
import { type InsightsPeriod, insightsSearch, readInsightsPeriod } from "./insights-period.ts";

/** The days Insights shows, from its address, and a way to show others (a step in history). */
export function useInsightsPeriod(): [InsightsPeriod, (next: InsightsPeriod) => void] {
  const search = useAdminSearch();
  const navigate = useNavigate();
  const show = useCallback(
    (next: InsightsPeriod) => navigate(areaAddress("insights") + insightsSearch(next)),
    [navigate],
  );
  return [readInsightsPeriod(search), show];
}
