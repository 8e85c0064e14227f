import { CONTENT_AREAS, type ContentArea, type Permission } from "@app/contract";
import {
  BadgeCheckIcon,
  CalendarClockIcon,
  ChartLineIcon,
  FileTextIcon,
  FolderOpenIcon,
  HistoryIcon,
  ImageIcon,
  InboxIcon,
  LandmarkIcon,
  LayersIcon,
  SettingsIcon,
  SignpostIcon,
  UserCogIcon,
  UsersIcon,
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
import { InsightsArea } from "../features/insights/insights-area.tsx";
import { MailSettingsCard } from "../features/mail/mail-settings-card.tsx";
import { RedirectsArea } from "../features/redirects/redirects-area.tsx";
import { TeamArea } from "../features/team/team-area.tsx";
import { useTeam } from "../features/team/team-queries.ts";
import { TelegramSettingsCard } from "../features/telegram/telegram-settings-card.tsx";
import { type Permissions, usePermissions } from "../lib/permissions.ts";
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

/** What a content area shows below its sections, each only to those who may use it. */
const AREA_EXTRAS: Partial<Record<ContentArea, readonly [Permission, ReactNode][]>> = {
  resources: [["images", <DocumentsTab key="documents" />]],
  settings: [
    ["mail", <MailSettingsCard key="mail" />],
    ["mail", <TelegramSettingsCard key="telegram" />],
    ["backups", <BackupsCard key="backups" />],
    ["content.read", <DeveloperToolsCard key="developer" />],
  ],
};

const extrasOf = (id: ContentArea, { may }: Permissions) =>
  (AREA_EXTRAS[id] ?? []).filter(([permission]) => may(permission)).map(([, extra]) => extra);

const contentArea = (
  id: ContentArea,
  label: string,
  sections: boolean,
  extras: ReactNode[],
): PanelArea => ({
  id,
  label,
  icon: CONTENT_ICONS[id],
  content: (
    <div className="flex flex-col gap-6">
      {sections ? <ContentAreaView area={id} /> : null}
      {extras}
    </div>
  ),
});

/** The activity log, sections named by their titles for those who may read them. */
function ActivityArea({ namesSections }: { namesSections: boolean }) {
  const rows = useSectionSummaries(namesSections).data ?? [];
  const { may } = usePermissions();
  // Whom the owner may narrow the list to: the team, invitations not yet accepted left out.
  const team = useTeam(may("team")).data ?? [];
  const people = team.filter((m) => m.status !== "invited");
  return (
    <ActivityTab
      everyone={may("activity.everyone")}
      people={people}
      inWords={(entry) => contentEntryInWords(entry, rows)}
    />
  );
}

/** The images, told the hero's darkening: a replacement's review shows the home page's veil. */
function ImagesArea() {
  // The home page's picture section alone, not every section's words.
  const hero = useContentSection("hero").data;
  return <ImagesTab heroOverlay={heroOverlayOf(hero && [hero])} />;
}

/**
 * The panel's areas by kind, in the order the navigation lists them: the content areas (from
 * the contract), images, the inbox, Insights, Scheduled, Redirects and the activity log before
 * Settings, the team and the person's own account after it, then the host's extra views. Each
 * only when the person's role may use it: what it would ask the server for is not asked at all.
 */
export function usePanelAreas(): PanelArea[] {
  const { platform } = useAdminContext();
  const permissions = usePermissions();
  const { may } = permissions;
  const content = may("content.read");
  const unread = useUnreadCount(may("inbox")).data ?? 0;
  const waiting = (useSchedules(content).data ?? []).filter(isWaiting).length;
  const areas: PanelArea[] = [];
  for (const { id, label } of CONTENT_AREAS) {
    if (id === "settings") {
      if (may("images")) {
        areas.push({ id: "images", label: "Images", icon: <ImageIcon />, content: <ImagesArea /> });
      }
      if (may("inbox")) {
        areas.push({
          id: "inbox",
          label: "Inbox",
          icon: <InboxIcon />,
          badge: unread > 0 ? { count: unread, label: "unread" } : undefined,
          content: <InboxTab />,
        });
      }
      if (may("insights")) {
        areas.push({
          id: "insights",
          label: "Insights",
          icon: <ChartLineIcon />,
          content: <InsightsArea />,
        });
      }
      if (content) {
        areas.push({
          id: "scheduled",
          label: "Scheduled",
          icon: <CalendarClockIcon />,
          badge: waiting > 0 ? { count: waiting, label: "waiting" } : undefined,
          content: <ScheduledArea />,
        });
        areas.push({
          id: "redirects",
          label: "Redirects",
          icon: <SignpostIcon />,
          content: <RedirectsArea canEdit={may("content.edit")} />,
        });
      }
      areas.push({
        id: "activity",
        label: "Activity",
        icon: <HistoryIcon />,
        content: <ActivityArea namesSections={content} />,
      });
    }
    const extras = extrasOf(id, permissions);
    if (content || extras.length > 0) areas.push(contentArea(id, label, content, extras));
  }
  if (may("team")) {
    areas.push({ id: "team", label: "Team", icon: <UsersIcon />, content: <TeamArea /> });
  }
  areas.push({ id: "account", label: "Account", icon: <UserCogIcon />, content: <AccountArea /> });
  for (const extra of platform.tabs ?? []) {
    areas.push({ id: extra.id, label: extra.label, icon: extra.icon, content: extra.content });
  }
  return areas;
}
