import { useCallback, useMemo } from "react";
import { areaAddress } from "../../lib/admin-address.ts";
import { useAdminSearch, useNavigate } from "../../lib/navigation.ts";
import { type LeadFilter, leadFilterSearch, readLeadFilter } from "./lead-filter.ts";

/** The inbox's lead filter, from its address, and a way to show another (a step in history). */
export function useLeadFilter(): [LeadFilter, (next: LeadFilter) => void] {
  const search = useAdminSearch();
  const navigate = useNavigate();
  const filter = useMemo(() => readLeadFilter(search), [search]);
  const show = useCallback(
    (next: LeadFilter) => navigate(areaAddress("inbox") + leadFilterSearch(next)),
    [navigate],
  );
  return [filter, show];
}
