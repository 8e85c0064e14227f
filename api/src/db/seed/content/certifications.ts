import type { CertificationContent, CertificationPageContent } from "@app/contract";
import { AUDIT_ASSESSMENTS } from "./certifications/audits.ts";
import { MANAGEMENT_SYSTEM_CERTIFICATIONS } from "./certifications/management-systems.ts";
import { PRODUCT_CERTIFICATIONS } from "./certifications/products.ts";
import { VERIFICATIONS } from "./certifications/verification.ts";

/** Every standard's page, `certification:<slug>`, by slug. */
export const CERTIFICATIONS: Record<string, CertificationContent> = {
  ...PRODUCT_CERTIFICATIONS,
  ...MANAGEMENT_SYSTEM_CERTIFICATIONS,
  ...AUDIT_ASSESSMENTS,
  ...VERIFICATIONS,
};

/** The words every standard's page shares. */
export const CERTIFICATION_PAGE: CertificationPageContent = {
  keyFeaturesTitle: "Key Features",
  benefitsTitle: "Benefits",
  coversTitle: "What it covers",
  audienceTitle: "Who needs it",
  requirementsTitle: "Requirements",
  ctaText: "Ask for a quotation or talk to our team about {name}.",
  quoteText: "Get Quote",
  contactText: "Contact Us",
  relatedTitle: "More in {group}",
};
