import type { IconName, TrainingContent, TrainingItem } from "@app/contract";
import { seedDocument } from "../documents/seed-documents.ts";

/** A course outline: its title is the PDF's own. */
const course = (document: string, description: string, icon: IconName): TrainingItem => ({
  title: seedDocument(document).title,
  description,
  icon,
  document,
});

/** The home page's training block and its course outlines. */
export const TRAINING: TrainingContent = {
  eyebrow: "Training & Development",
  title: "Knowledge that stays with your team",
  lead: "Practical courses on the standards your buyers ask for, from certification requirements to occupational safety and health. Open a course outline below.",
  image: "training-development.svg",
  features: [
    { number: "24/7", label: "Access to course materials", icon: "clock" },
    { number: "AI", label: "AI-assisted learning tools", icon: "bot" },
    { number: "100%", label: "Practical, standard-based content", icon: "target" },
  ],
  pillar: "capacity-building",
  pillarText: "Explore Capacity Building",
  quoteText: "Request a Quotation",
  itemsTitle: "Course outlines",
  itemLinkText: "Course outline (PDF)",
  items: [
    course(
      "training-textile-exchange-standards.pdf",
      "GRS, RCS and OCS requirements, scope and transaction certificates.",
      "leaf",
    ),
    course(
      "training-gots-organic-textiles.pdf",
      "Organic fibre rules, chemical inputs and social criteria under GOTS.",
      "badge-check",
    ),
    course(
      "training-iso-management-systems.pdf",
      "Plan and run internal audits for ISO 9001, 14001 and 45001.",
      "shield-check",
    ),
    course(
      "training-occupational-safety-health.pdf",
      "Hazards, fire safety, chemicals and safety committees on the factory floor.",
      "users",
    ),
    course(
      "training-social-compliance.pdf",
      "Labour standards, social audits and SLCP verified assessments.",
      "handshake",
    ),
    course(
      "training-environmental-chemical-management.pdf",
      "Higg FEM data, the ZDHC MRSL and chemical inventories.",
      "line-chart",
    ),
  ],
};
