import { useCallback, useMemo } from "react";
import { areaAddress } from "../../lib/admin-address.ts";
import { useAdminSearch, useNavigate } from "../../lib/navigation.ts";
import { inboxSearch, readInboxView } from "./inbox-view.ts";
import { type LeadFilter, readLeadFilter } from "./lead-filter.ts";

/**
 * The inbox's lead filter, from its address, and a way to show another (a step in history).
 * The view (list or board) stays as it is.
 */
export function useLeadFilter(): [LeadFilter, (next: LeadFilter) => void] {
  const search = useAdminSearch();
  const navigate = useNavigate();
  const filter = useMemo(() => readLeadFilter(search), [search]);
  const show = useCallback(
    (next: LeadFilter) => navigate(areaAddress("inbox") + inboxSearch(readInboxView(search), next)),
    [navigate, search],
  );
  return [filter, show];
}
