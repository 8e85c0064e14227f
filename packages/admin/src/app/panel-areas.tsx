import { CONTENT_AREAS, type ContentArea } from "@app/contract";
import {
  BadgeCheckIcon,
  CalendarClockIcon,
  FileTextIcon,
  FolderOpenIcon,
  HistoryIcon,
  ImageIcon,
  InboxIcon,
  LandmarkIcon,
  LayersIcon,
  SettingsIcon,
  UserCogIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { useAdminContext } from "../admin-context.tsx";
import { AccountArea } from "../features/account/account-area.tsx";
import { ActivityTab } from "../features/activity/activity-tab.tsx";
import { BackupsCard } from "../features/backups/backups-card.tsx";
import { ContentAreaView } from "../features/content/content-area-view.tsx";
import {
  isWaiting,
  useContentSection,
  useSchedules,
  useSectionSummaries,
} from "../features/content/content-queries.ts";
import { ScheduledArea } from "../features/content/publishing/scheduled-area.tsx";
import { contentEntryInWords } from "../features/content/section-label.ts";
import { DocumentsTab } from "../features/documents/documents-tab.tsx";
import { heroOverlayOf } from "../features/images/hero-veil.ts";
import { ImagesTab } from "../features/images/images-tab.tsx";
import { useUnreadCount } from "../features/inbox/inbox-queries.ts";
import { InboxTab } from "../features/inbox/inbox-tab.tsx";
import { MailSettingsCard } from "../features/mail/mail-settings-card.tsx";
import { DeveloperToolsCard } from "./developer-tools-card.tsx";

export interface PanelArea {
  id: string;
  label: string;
  icon: ReactNode;
  /** A count beside the label (unread messages). */
  badge?: { count: number; label: string };
  content: ReactNode;
}

const CONTENT_ICONS: Record<ContentArea, ReactNode> = {
  pages: <FileTextIcon />,
  standards: <BadgeCheckIcon />,
  pillars: <LandmarkIcon />,
  services: <LayersIcon />,
  resources: <FolderOpenIcon />,
  settings: <SettingsIcon />,
};

/** What a content area shows below its sections: the files and settings that are not content. */
const AREA_EXTRAS: Partial<Record<ContentArea, ReactNode>> = {
  resources: <DocumentsTab />,
  settings: (
    <>
      <MailSettingsCard />
      <BackupsCard />
      <DeveloperToolsCard />
    </>
  ),
};

const contentArea = (id: ContentArea, label: string, extra?: ReactNode): PanelArea => ({
  id,
  label,
  icon: CONTENT_ICONS[id],
  content: (
    <div className="flex flex-col gap-6">
      <ContentAreaView area={id} />
      {extra}
    </div>
  ),
});

/** The activity log, sections named by their titles. */
function ActivityArea() {
  const rows = useSectionSummaries().data ?? [];
  return <ActivityTab inWords={(entry) => contentEntryInWords(entry, rows)} />;
}

/** The images, told the hero's darkening: a replacement's review shows the home page's veil. */
function ImagesArea() {
  // The home page's picture section alone, not every section's words.
  const hero = useContentSection("hero").data;
  return <ImagesTab heroOverlay={heroOverlayOf(hero && [hero])} />;
}

/**
 * The panel's areas by kind, in the order the navigation lists them: the content areas (from
 * the contract), images, the inbox and the activity log before Settings, the administrator's
 * own account after it, then the host's extra views.
 */
export function usePanelAreas(): PanelArea[] {
  const { platform } = useAdminContext();
  const unread = useUnreadCount().data ?? 0;
  const waiting = (useSchedules().data ?? []).filter(isWaiting).length;
  const areas: PanelArea[] = [];
  for (const { id, label } of CONTENT_AREAS) {
    if (id === "settings") {
      areas.push(
        { id: "images", label: "Images", icon: <ImageIcon />, content: <ImagesArea /> },
        {
          id: "inbox",
          label: "Inbox",
          icon: <InboxIcon />,
          badge: unread > 0 ? { count: unread, label: "unread" } : undefined,
          content: <InboxTab />,
        },
        {
          id: "scheduled",
          label: "Scheduled",
          icon: <CalendarClockIcon />,
          badge: waiting > 0 ? { count: waiting, label: "waiting" } : undefined,
          content: <ScheduledArea />,
        },
        { id: "activity", label: "Activity", icon: <HistoryIcon />, content: <ActivityArea /> },
      );
    }
    areas.push(contentArea(id, label, AREA_EXTRAS[id]));
  }
  areas.push({ id: "account", label: "Account", icon: <UserCogIcon />, content: <AccountArea /> });
  for (const extra of platform.tabs ?? []) {
    areas.push({ id: extra.id, label: extra.label, icon: extra.icon, content: extra.content });
  }
  return areas;
}
