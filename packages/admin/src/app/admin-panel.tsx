import { Tabs, TabsContent } from "@app/ui/components/tabs";
import { useAdminContext, useUiState } from "../admin-context.tsx";
import { ContentSearchBox } from "../features/content/content-search-box.tsx";
import { DEFAULT_AREA } from "../lib/content-areas.ts";
import { AdminHeader } from "./admin-header.tsx";
import { AreaSelect, AreaSidebar } from "./area-nav.tsx";
import { usePanelAreas } from "./panel-areas.tsx";
import { PasswordChangeBanner } from "./password-change-banner.tsx";
import { StatCards } from "./stat-cards.tsx";

/** The panel: overview, the areas by kind (a sidebar when wide, a menu on a phone), search. */
export function AdminPanel({ email }: { email: string }) {
  const { uiStore } = useAdminContext();
  const area = useUiState((s) => s.area);
  const areas = usePanelAreas();
  const active = areas.some((a) => a.id === area) ? area : DEFAULT_AREA;
  const go = (value: string) => uiStore.set({ area: value });

  return (
    <div className="min-h-screen bg-slate-50 font-sans text-slate-900">
      <AdminHeader email={email} />
      <main className="mx-auto flex max-w-[100rem] flex-col gap-4 px-3 py-4 sm:px-6 lg:gap-6 lg:py-6">
        <PasswordChangeBanner />
        <StatCards />
        <Tabs
          value={active}
          onValueChange={go}
          orientation="vertical"
          className="flex flex-col gap-4 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:items-start lg:gap-6"
        >
          <AreaSidebar areas={areas} />
          <div className="flex min-w-0 flex-col gap-4">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <AreaSelect areas={areas} value={active} onChange={go} />
              <ContentSearchBox />
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
