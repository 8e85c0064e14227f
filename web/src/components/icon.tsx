import type { IconName } from "@app/contract/icons";
import {
  AwardIcon,
  BadgeCheckIcon,
  BookOpenIcon,
  BotIcon,
  BriefcaseIcon,
  Building2Icon,
  ClipboardCheckIcon,
  ClockIcon,
  CloudIcon,
  EyeIcon,
  FileTextIcon,
  GlobeIcon,
  GraduationCapIcon,
  HandshakeIcon,
  LeafIcon,
  LightbulbIcon,
  type LucideIcon,
  NetworkIcon,
  SearchCheckIcon,
  ShieldCheckIcon,
  StarIcon,
  TargetIcon,
  TrendingUpIcon,
  TrophyIcon,
  UsersIcon,
  WrenchIcon,
} from "lucide-react";

const ICONS: Record<IconName, LucideIcon> = {
  award: AwardIcon,
  "badge-check": BadgeCheckIcon,
  "book-open": BookOpenIcon,
  bot: BotIcon,
  briefcase: BriefcaseIcon,
  building: Building2Icon,
  "clipboard-check": ClipboardCheckIcon,
  clock: ClockIcon,
  cloud: CloudIcon,
  eye: EyeIcon,
  "file-text": FileTextIcon,
  globe: GlobeIcon,
  "graduation-cap": GraduationCapIcon,
  handshake: HandshakeIcon,
  leaf: LeafIcon,
  lightbulb: LightbulbIcon,
  "line-chart": TrendingUpIcon,
  network: NetworkIcon,
  "search-check": SearchCheckIcon,
  "shield-check": ShieldCheckIcon,
  star: StarIcon,
  target: TargetIcon,
  trophy: TrophyIcon,
  users: UsersIcon,
  wrench: WrenchIcon,
};

/** A decorative icon from the data's icon names. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = ICONS[name];
  return <Component className={className} aria-hidden />;
}
