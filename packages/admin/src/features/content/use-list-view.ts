import { useCallback, useEffect, useMemo } from "react";
import { areaAddress } from "../../lib/admin-address.ts";
import { useAdminSearch, useNavigate } from "../../lib/navigation.ts";
import { type ListView, listViewSearch, readListView } from "./list-view.ts";

/** The search and page each area's list showed last, for an editor to go back to. */
const lastViews = new Map<string, string>();

/** The address of an area's list as the admin left it: the same search, the same page. */
export const listAddress = (area: string): string =>
  areaAddress(area) + (lastViews.get(area) ?? "");

/**
 * The list view of an area's screen, from its address, and a way to show another: a new page
 * goes into the history (Back returns to the one before), a search typed replaces the entry.
 */
export function useListView(
  area: string,
): [ListView, (next: ListView, options?: { replace?: boolean }) => void] {
  const search = useAdminSearch();
  const navigate = useNavigate();
  const view = useMemo(() => readListView(search), [search]);
  const query = listViewSearch(view);
  useEffect(() => {
    lastViews.set(area, query);
  }, [area, query]);
  const show = useCallback(
    (next: ListView, { replace = false }: { replace?: boolean } = {}) =>
      navigate(areaAddress(area) + listViewSearch(next), { replace }),
    [navigate, area],
  );
  return [view, show];
}
