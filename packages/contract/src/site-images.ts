/**
 * The registry of every image the public site shows. The API seeds one `website_images` row
 * per entry (with original artwork made by the project); the web refers to them by filename,
 * so the administrator can replace any of them and the site shows the new one at once.
 */
export interface SiteImageEntry {
  filename: string;
  section: string;
  name: string;
  description: string;
  width: number;
  height: number;
}

export const SITE_IMAGES = [
  {
    filename: "logo.svg",
    section: "brand",
    name: "Logo",
    description: "Company logo in the header, mobile menu and footer",
    width: 160,
    height: 48,
  },
  {
    filename: "hero-factory.svg",
    section: "hero",
    name: "Hero illustration",
    description: "Textile factory illustration behind the home page hero",
    width: 1600,
    height: 900,
  },
  {
    filename: "service-products-certification.svg",
    section: "services",
    name: "Products Certification",
    description: "Service group card: product certification",
    width: 800,
    height: 500,
  },
  {
    filename: "service-management-system.svg",
    section: "services",
    name: "Management System Certification",
    description: "Service group card: management system certification",
    width: 800,
    height: 500,
  },
  {
    filename: "service-audit-assessment.svg",
    section: "services",
    name: "Audit & Assessment Certification",
    description: "Service group card: audit and assessment",
    width: 800,
    height: 500,
  },
  {
    filename: "service-verification.svg",
    section: "services",
    name: "Verification Service",
    description: "Service group card: verification service",
    width: 800,
    height: 500,
  },
  {
    filename: "training-development.svg",
    section: "training",
    name: "Training & Development",
    description: "Training section illustration",
    width: 800,
    height: 600,
  },
  {
    filename: "about-team.svg",
    section: "about",
    name: "About us",
    description: "About section illustration: auditors at work",
    width: 800,
    height: 600,
  },
  {
    filename: "pillar-digital-transformation.svg",
    section: "pillars",
    name: "Digital Transformation",
    description: "Pillar: Digital Transformation & AI-Powered Strategy for Compliance",
    width: 800,
    height: 500,
  },
  {
    filename: "pillar-field-work-experience.svg",
    section: "pillars",
    name: "Field Work Experience",
    description: "Pillar: Field Work Experience & On-Site Assessment",
    width: 800,
    height: 500,
  },
  {
    filename: "pillar-guide-decision-making.svg",
    section: "pillars",
    name: "Guide Decision-Making",
    description: "Pillar: Guide Decision-Making for Certification & Assessment",
    width: 800,
    height: 500,
  },
  {
    filename: "pillar-capacity-building.svg",
    section: "pillars",
    name: "Capacity Building",
    description: "Pillar: Knowledge Transfer & Capacity Building",
    width: 800,
    height: 500,
  },
  {
    filename: "pillar-visual-management.svg",
    section: "pillars",
    name: "Manpower & Expertise",
    description: "Pillar: Manpower & Expertise Outsourcing",
    width: 800,
    height: 500,
  },
  {
    filename: "pillar-supply-chain-management.svg",
    section: "pillars",
    name: "Supply Chain Management",
    description: "Pillar: Supply Chain Management Service",
    width: 800,
    height: 500,
  },
] as const satisfies readonly SiteImageEntry[];

export type SiteImageFilename = (typeof SITE_IMAGES)[number]["filename"];

export const IMAGE_PUBLIC_PREFIX = "/images/";
export const imagePublicPath = (filename: string) => `${IMAGE_PUBLIC_PREFIX}${filename}`;
