/** The header's in-page navigation, in the spec's order: two rows of four from medium width. */
export const NAV_ITEMS = [
  { id: "home", label: "Home" },
  { id: "about", label: "About Us" },
  { id: "products-certification", label: "Products Certification" },
  { id: "management-system-certification", label: "Management System Certification" },
  { id: "audit-assessment-certification", label: "Audit & Assessment Certification" },
  { id: "verification-service", label: "Verification Service" },
  { id: "training-development", label: "Training & Development" },
  { id: "resources", label: "Resources" },
] as const;

export type NavSectionId = (typeof NAV_ITEMS)[number]["id"];

/** Every section id the active-item check knows; contact is a target but not a nav item. */
export const SECTION_IDS = [...NAV_ITEMS.map((item) => item.id), "contact"] as const;
export type SectionId = NavSectionId | "contact";

/** The wrapper around the five service anchors, target of "Learn More" and /services. */
export const SERVICES_SECTION_ID = "services";

/**
 * Paths that had no page in the original but are linked from it: each leads to the home
 * section a visitor expects. The server answers them with a redirect to `/#anchor`.
 */
export const SECTION_REDIRECTS: Record<string, string> = {
  "/services": SERVICES_SECTION_ID,
  "/resources": "resources",
  "/contact": "contact",
  "/services/production": "products-certification",
  "/services/production-certification": "products-certification",
  "/services/products-certification": "products-certification",
  "/services/management": "management-system-certification",
  "/services/management-system": "management-system-certification",
  "/services/audit-assessment": "audit-assessment-certification",
  "/services/audit": "audit-assessment-certification",
  "/services/verification": "verification-service",
  "/services/training": "training-development",
};

export const sectionHref = (id: string) => `/#${id}`;
