import { Tabs, TabsContent, TabsList, TabsTrigger } from "@app/ui/components/tabs";
import { FileTextIcon, ImageIcon, InboxIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useAdminContext, useUiState } from "../admin-context.tsx";
import { ContentTab } from "../features/content/content-tab.tsx";
import { ImagesTab } from "../features/images/images-tab.tsx";
import { useUnreadCount } from "../features/inbox/inbox-queries.ts";
import { InboxTab } from "../features/inbox/inbox-tab.tsx";
import { AdminHeader } from "./admin-header.tsx";
import { StatCards } from "./stat-cards.tsx";

function InboxLabel() {
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  return (
    <>
      <InboxIcon className="size-4" aria-hidden />
      Inbox
      {count > 0 ? (
        <span className="min-w-5 rounded-full bg-cta-600 px-1.5 text-center text-xs font-semibold leading-5 text-white">
          {count}
          <span className="sr-only"> unread</span>
        </span>
      ) : null}
    </>
  );
}

interface PanelTab {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export function AdminPanel({ email }: { email: string }) {
  const { platform, uiStore } = useAdminContext();
  const tab = useUiState((s) => s.tab);
  const tabs: PanelTab[] = [
    {
      id: "content",
      label: (
        <>
          <FileTextIcon className="size-4" aria-hidden />
          Content Management
        </>
      ),
      content: <ContentTab />,
    },
    {
      id: "images",
      label: (
        <>
          <ImageIcon className="size-4" aria-hidden />
          Image Management
        </>
      ),
      content: <ImagesTab />,
    },
    { id: "inbox", label: <InboxLabel />, content: <InboxTab /> },
    ...(platform.tabs ?? []).map((extra) => ({
      id: extra.id,
      label: (
        <>
          {extra.icon}
          {extra.label}
        </>
      ),
      content: extra.content,
    })),
  ];
  const active = tabs.some((t) => t.id === tab) ? tab : "content";

  return (
    <div className="min-h-screen bg-slate-50 font-sans text-slate-900">
      <AdminHeader email={email} />
      <main className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:py-8">
        <StatCards />
        <Tabs value={active} onValueChange={(value) => uiStore.set({ tab: value })}>
          <TabsList aria-label="Admin sections" className="w-full justify-start sm:w-auto">
            {tabs.map((t) => (
              <TabsTrigger key={t.id} value={t.id}>
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((t) => (
            <TabsContent
              key={t.id}
              value={t.id}
              className="rounded-xl focus-visible:ring-[3px] focus-visible:ring-accent-500 focus-visible:ring-offset-2"
            >
              {t.content}
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </div>
  );
}
