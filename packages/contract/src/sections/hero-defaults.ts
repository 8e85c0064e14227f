import type { HeroContent } from "./home-sections.ts";

/**
 * The hero as the spec describes it: shown until the server's hero arrives, and kept when the
 * server has none. Also the hero a fresh database is seeded with.
 */
export const heroDefaults: HeroContent = {
  title: "Your One-Stop Solution for All Standards!",
  subtitle:
    "Certification, auditing and assessment for sustainability, social and quality standards",
  description:
    "Since 2010 we have helped manufacturers and brands prove what they make and how they make it: certification, verification, audits and training for the standards their buyers ask for.",
  highlights: [
    "Accredited partners for GOTS, GRS, OCS, RCS and more",
    "Audits and assessments for social and environmental compliance",
    "ISO 9001, 14001 and 45001 management system certification",
    "Training and capacity building for your teams",
  ],
  ctaText: "Request a Quotation",
  appointmentText: "Schedule an Appointment",
  quoteTitle: "Request a Quotation",
  quoteLead: "Tell us what you need; we reply with a tailored quotation.",
  quoteServices: ["Training & Development", "Other / not sure yet"],
  image: "hero-factory.svg",
  overlay: 60,
};
