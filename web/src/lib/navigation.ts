/** The home page's services section, target of /services and "View All Services". */
export const SERVICES_SECTION_ID = "services";

/**
 * Paths that had no page in the original but are linked from it: each leads to the home
 * section a visitor expects. The server answers them with a redirect to `/#anchor`.
 */
export const SECTION_REDIRECTS: Record<string, string> = {
  "/services": SERVICES_SECTION_ID,
  "/resources": "resources",
  "/contact": "contact",
  "/services/training": "training-development",
};

/** Older addresses of the service groups' pages, linked from the original site. */
export const SERVICE_GROUP_ALIASES: Record<string, string> = {
  production: "products-certification",
  "production-certification": "products-certification",
  management: "management-system-certification",
  "management-system": "management-system-certification",
  "audit-assessment": "audit-assessment-certification",
  audit: "audit-assessment-certification",
  verification: "verification-service",
};

export const sectionHref = (id: string) => `/#${id}`;
