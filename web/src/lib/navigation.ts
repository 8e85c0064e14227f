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
