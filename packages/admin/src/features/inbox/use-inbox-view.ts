import { useCallback } from "react";
import { areaAddress } from "../../lib/admin-address.ts";
import { useAdminSearch, useNavigate } from "../../lib/navigation.ts";
import { type InboxView, inboxSearch, readInboxView } from "./inbox-view.ts";
import { readLeadFilter } from "./lead-filter.ts";

/** The inbox's view (list or board), from its address, and a way to switch (a step in history). */
export function useInboxView(): [InboxView, (next: InboxView) => void] {
  const search = useAdminSearch();
  const navigate = useNavigate();
  const show = useCallback(
    (next: InboxView) => navigate(areaAddress("inbox") + inboxSearch(next, readLeadFilter(search))),
    [navigate, search],
  );
  return [readInboxView(search), show];
}
