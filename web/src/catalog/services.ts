import type { SiteImageFilename } from "@app/contract/site-images";
import { type CertificationId, certificationName } from "./certification-index.ts";

export type IconName =
  | "award"
  | "badge-check"
  | "book-open"
  | "bot"
  | "briefcase"
  | "building"
  | "clipboard-check"
  | "clock"
  | "cloud"
  | "eye"
  | "file-text"
  | "globe"
  | "graduation-cap"
  | "handshake"
  | "leaf"
  | "lightbulb"
  | "line-chart"
  | "network"
  | "search-check"
  | "shield-check"
  | "star"
  | "target"
  | "trophy"
  | "users"
  | "wrench";

export interface ServiceFeature {
  id: CertificationId;
  name: string;
  href: string;
}

export interface ServiceGroup {
  /** The home page anchor of the group. */
  id: string;
  title: string;
  description: string;
  icon: IconName;
  features: ServiceFeature[];
  href: string;
  /** Tailwind gradient classes of the card's header band. */
  gradient: string;
  image: SiteImageFilename;
}

/** Standards shown before "Show All". */
export const FEATURES_SHOWN_COLLAPSED = 8;

const standard = (id: CertificationId): ServiceFeature => ({
  id,
  name: certificationName(id)!.fullName,
  href: `/certifications/${id}`,
});

export const SERVICE_GROUPS: readonly ServiceGroup[] = [
  {
    id: "products-certification",
    title: "Products Certification",
    description:
      "Content, organic, recycled and animal welfare claims verified along the supply chain, with our accredited certification body partners.",
    icon: "award",
    href: "/services/production-certification",
    gradient: "from-brand-800 to-brand-600",
    image: "service-products-certification.svg",
    features: [
      "gots",
      "ocs",
      "grs",
      "rcs",
      "rws",
      "rds",
      "rms",
      "ras",
      "regenevate",
      "sfa",
      "bci-consumption",
      "bci-custody",
      "en-15343",
      "fsc",
      "oeko-tex-100",
      "oeko-tex-step",
      "oeko-tex-eco-passport",
      "lwg",
    ].map((id) => standard(id as CertificationId)),
  },
  {
    id: "management-system-certification",
    title: "Management System Certification",
    description:
      "ISO management system certification for quality, environment, health and safety, energy, privacy and food safety.",
    icon: "shield-check",
    href: "/services/management-system",
    gradient: "from-brand-700 to-accent-700",
    image: "service-management-system.svg",
    features: [
      "management-system",
      "iso-9001",
      "iso-14001",
      "iso-45001",
      "iso-26000",
      "iso-27701",
      "iso-50001",
      "iso-22000",
    ].map((id) => standard(id as CertificationId)),
  },
  {
    id: "audit-assessment-certification",
    title: "Audit & Assessment Certification",
    description:
      "Independent social, environmental, safety, quality and supply chain audits, with support before and after the audit.",
    icon: "clipboard-check",
    href: "/services/audit-assessment",
    gradient: "from-accent-700 to-brand-700",
    image: "service-audit-assessment.svg",
    features: [
      "social-compliance-audits",
      "environmental-compliance",
      "health-safety-audits",
      "quality-management-audits",
      "supply-chain-audits",
      "factory-capability",
      "pre-assessment",
      "corrective-action",
    ].map((id) => standard(id as CertificationId)),
  },
  {
    id: "verification-service",
    title: "Verification Service",
    description:
      "Preparation and verification support for industry tools and climate commitments that buyers rely on.",
    icon: "search-check",
    href: "/services/verification",
    gradient: "from-brand-900 to-brand-700",
    image: "service-verification.svg",
    features: (["slcp", "higg-fem", "zdhc-chemcheck", "sbti"] as const).map(standard),
  },
];

export interface Statistic {
  number: string;
  label: string;
  icon: IconName;
}

/** Shown with the services and hero areas. */
export const SERVICE_STATISTICS: readonly Statistic[] = [
  { number: "13+", label: "Standards Certified", icon: "award" },
  { number: "1000+", label: "Successful Certification and Audits", icon: "clipboard-check" },
  { number: "50+", label: "Countries Served", icon: "globe" },
  { number: "5★", label: "Client Rating", icon: "star" },
];

/** The about page and the home about block. */
export const ABOUT_STATISTICS: readonly Statistic[] = [
  { number: "15+", label: "Years Experience", icon: "clock" },
  { number: "1000+", label: "Successful Certification and Audits", icon: "trophy" },
  { number: "10", label: "Global Partners", icon: "handshake" },
  { number: "100%", label: "Client Satisfaction", icon: "star" },
];

/** The standards list of the "Since 2010" block and the about page. */
export const SUPPORTED_STANDARDS: readonly string[] = [
  "Textile Exchange standards (GRS, RCS, OCS, RDS, RWS)",
  "GOTS",
  "SFA",
  "SLCP",
  "Higg Index",
  "ISO 9001, ISO 14001 and ISO 45001",
  "SMETA",
  "WRAP",
  "BCI",
  "SBTi",
  "Cascale",
];

export interface CoreValue {
  title: string;
  description: string;
  icon: IconName;
}

export const CORE_VALUES: readonly CoreValue[] = [
  {
    title: "Integrity",
    description: "Independent, impartial findings, reported as they are.",
    icon: "shield-check",
  },
  {
    title: "Excellence",
    description: "Qualified auditors and careful work at every step.",
    icon: "award",
  },
  {
    title: "Innovation",
    description: "Digital tools that make compliance simpler and faster.",
    icon: "lightbulb",
  },
  {
    title: "Partnership",
    description: "Long-term relationships with clients and accredited bodies.",
    icon: "handshake",
  },
];
