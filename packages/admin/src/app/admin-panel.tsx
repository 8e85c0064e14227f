import { Tabs, TabsContent } from "@app/ui/components/tabs";
import { useEffect } from "react";
import { useAdminContext, useUiState } from "../admin-context.tsx";
import { ContentSearchBox } from "../features/content/content-search-box.tsx";
import { areaAddress, parseAdminPath, routeAddress } from "../lib/admin-address.ts";
import { DEFAULT_AREA } from "../lib/content-areas.ts";
import { draftAddress, useAdminPath, useNavigate } from "../lib/navigation.ts";
import { usePermissions } from "../lib/permissions.ts";
import { hasUnsavedChanges } from "../lib/ui-state.ts";
import { AdminHeader } from "./admin-header.tsx";
import { AreaSelect, AreaSidebar } from "./area-nav.tsx";
import { usePanelAreas } from "./panel-areas.tsx";
import { PasswordChangeBanner } from "./password-change-banner.tsx";
import { StatCards } from "./stat-cards.tsx";

/**
 * The panel: overview, the areas by kind (a sidebar when wide, a menu on a phone), search. The
 * address says which area shows, and which editor or message is open in it (admin-address.ts).
 */
export function AdminPanel({ email }: { email: string }) {
  const { history, uiStore } = useAdminContext();
  const path = useAdminPath();
  const navigate = useNavigate();
  const areas = usePanelAreas();
  const route = parseAdminPath(
    path,
    areas.map((a) => a.id),
  );
  const active = route && areas.some((a) => a.id === route.area) ? route.area : undefined;
  // The first area this role may use stands in for the usual one (Sales has no Pages).
  const first = areas.some((a) => a.id === DEFAULT_AREA) ? DEFAULT_AREA : (areas[0]?.id ?? "");
  const { may } = usePermissions();
  const go = (value: string) => navigate(areaAddress(value));

  // Where the edit in progress is, and whether it holds changes: not its text, so typing in an
  // editor does not render the whole panel again.
  const draftState = useUiState((s) =>
    s.contentDraft
      ? `${draftAddress(s.contentDraft)} ${hasUnsavedChanges(s.contentDraft) ? "unsaved" : "clean"}`
      : "none",
  );

  const here = route ? routeAddress(route) : path;
  useEffect(() => {
    const draft = uiStore.get().contentDraft;
    // The root (or an address that shows nothing): the edit in progress, else the first area.
    if (active === undefined) {
      history.replace(draft ? draftAddress(draft) : areaAddress(first));
      return;
    }
    // An editor left with nothing changed closes; unsaved changes were asked about first.
    if (draft && draftState.endsWith(" clean") && draftAddress(draft) !== here) {
      uiStore.set({ contentDraft: null });
    }
  }, [active, first, here, draftState, history, uiStore]);

  return (
    <div className="min-h-screen bg-slate-50 font-sans text-slate-900">
      <AdminHeader email={email} />
      <main className="mx-auto flex max-w-[100rem] flex-col gap-4 px-3 py-4 sm:px-6 lg:gap-6 lg:py-6">
        <PasswordChangeBanner />
        {/* On a phone an open editor or message comes first: the overview waits on the lists. */}
        <div className={route && route.kind !== "area" ? "hidden md:block" : undefined}>
          <StatCards />
        </div>
        <Tabs
          value={active ?? first}
          onValueChange={go}
          orientation="vertical"
          className="flex flex-col gap-4 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:items-start lg:gap-6"
        >
          <AreaSidebar areas={areas} />
          <div className="flex min-w-0 flex-col gap-4">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <AreaSelect areas={areas} value={active ?? first} onChange={go} />
              {may("content.read") ? <ContentSearchBox /> : null}
            </div>
            {areas.map((a) => (
              <TabsContent
                key={a.id}
                value={a.id}
                className="mt-0 min-w-0 rounded-xl focus-visible:ring-[3px] focus-visible:ring-accent-500 focus-visible:ring-offset-2"
              >
                {a.content}
              </TabsContent>
            ))}
          </div>
        </Tabs>
      </main>
    </div>
  );
}
