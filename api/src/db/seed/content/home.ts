import type { ContactContent, GetStartedContent, HeroContent } from "@app/contract";
import { heroDefaults } from "@app/contract";

/** The hero the spec describes: the same words the site shows before its content arrives. */
export const HERO: HeroContent = heroDefaults;

/** The closing block of the home page. */
export const GET_STARTED: GetStartedContent = {
  title: "Ready to Get Started?",
  text: "Tell us about your products and the standards your buyers ask for. We will recommend a route and send a clear quotation.",
  servicesText: "View All Services",
  quoteText: "Get Quote Now",
};

/** The contact block of the home page, and the form in the footer of pillar pages. */
export const CONTACT: ContactContent = {
  eyebrow: "Get in touch",
  title: "Contact Us",
  lead: "Questions about a standard, an audit date or a quotation? Write to us; we reply within 24 hours on working days.",
  formTitle: "Send us a message",
  officeLabel: "Office",
  phoneLabel: "Phone",
  emailLabel: "Email",
  websiteLabel: "Website",
  expertsTitle: "Contact Our Experts",
  expertsLead:
    "Tell us about your sites, products and goals. One of our specialists will get back to you.",
  replyTime: "Our team answers Monday to Friday, 8:00 to 17:00, Phnom Penh time.",
};
