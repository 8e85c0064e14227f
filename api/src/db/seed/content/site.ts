import type { SiteContent } from "@app/contract";

/**
 * Company details with neutral placeholders: they read as obviously unset until the
 * administrator enters the real ones. The footer reads "{brandName}: {footerBlurb}, {tagline}."
 */
export const SITE: SiteContent = {
  brandName: "Standards Assurance Partners",
  shortName: "SAP",
  tagline: "since 2010",
  logo: "logo.svg",
  address: "Phnom Penh, Cambodia",
  openingHours: [{ from: "Monday", to: "Friday", opens: "08:00", closes: "17:00" }],
  phones: ["+855 00 000 000", "+855 00 000 001"],
  email: "info@example.com",
  website: "https://example.com",
  social: { facebook: "#", tiktok: "#", telegram: "#", youtube: "#" },
  figures: [
    { number: "15+", label: "Years Experience", icon: "clock" },
    { number: "1000+", label: "Successful Certification and Audits", icon: "clipboard-check" },
    { number: "30+", label: "Standards We Certify", icon: "award" },
    { number: "10", label: "Global Partners", icon: "handshake" },
  ],
  footerBlurb:
    "certification, audit, verification and training for sustainability, social and quality standards",
  quoteDocumentsLabel: "Documents",
  quoteDocumentsHint:
    "Your current certificate, a scope list or a factory photo: up to 3 files, PDF, JPEG, PNG or WebP, 10 MB each.",
  footerStandards: ["GOTS, GRS, RCS", "ISO 9001, 14001", "SBTi, Cascale", "SLCP, HIGG Index"],
  englishNotice: true,
};
