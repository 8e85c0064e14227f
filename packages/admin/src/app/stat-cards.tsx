import { useAdminContext } from "../admin-context.tsx";
import { areaAddress } from "../lib/admin-address.ts";
import { useNavigate } from "../lib/navigation.ts";
import { Dashboard, type DashboardPlace } from "./dashboard.tsx";

/**
 * The dashboard at the top of the panel, opening its places the way the panel's navigation
 * does: the inbox told what to list first (like Settings' "failed e-mails" button), then the
 * area's address.
 */
export function StatCards() {
  const { uiStore } = useAdminContext();
  const navigate = useNavigate();
  const go = (place: DashboardPlace) => {
    if ("inboxFilter" in place) uiStore.set({ inboxFilter: place.inboxFilter });
    navigate(areaAddress(place.area));
  };
  return <Dashboard go={go} />;
}
