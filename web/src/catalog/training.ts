import documents from "./documents.json";
import type { IconName } from "./services.ts";

export interface PdfDocument {
  file: string;
  title: string;
  subtitle: string;
  outline: string[];
}

export const DOCUMENTS: readonly PdfDocument[] = documents;

export const pdfPath = (file: string) => `/pdfs/${file}`;

function documentFor(file: string): PdfDocument {
  const doc = DOCUMENTS.find((d) => d.file === file);
  if (!doc) throw new Error(`No document ${file}`);
  return doc;
}

export interface TrainingItem {
  title: string;
  description: string;
  icon: IconName;
  /** Public path of the course outline PDF. */
  pdf: string;
}

const training = (file: string, description: string, icon: IconName): TrainingItem => ({
  title: documentFor(file).title,
  description,
  icon,
  pdf: pdfPath(file),
});

export const TRAINING_ITEMS: readonly TrainingItem[] = [
  training(
    "training-textile-exchange-standards.pdf",
    "GRS, RCS and OCS requirements, scope and transaction certificates.",
    "leaf",
  ),
  training(
    "training-gots-organic-textiles.pdf",
    "Organic fibre rules, chemical inputs and social criteria under GOTS.",
    "badge-check",
  ),
  training(
    "training-iso-management-systems.pdf",
    "Plan and run internal audits for ISO 9001, 14001 and 45001.",
    "shield-check",
  ),
  training(
    "training-occupational-safety-health.pdf",
    "Hazards, fire safety, chemicals and safety committees on the factory floor.",
    "users",
  ),
  training(
    "training-social-compliance.pdf",
    "Labour standards, social audits and SLCP verified assessments.",
    "handshake",
  ),
  training(
    "training-environmental-chemical-management.pdf",
    "Higg FEM data, the ZDHC MRSL and chemical inventories.",
    "line-chart",
  ),
];

export const TRAINING_FEATURES: readonly { number: string; label: string; icon: IconName }[] = [
  { number: "24/7", label: "Access to course materials", icon: "clock" },
  { number: "AI", label: "AI-assisted learning tools", icon: "bot" },
  { number: "100%", label: "Practical, standard-based content", icon: "target" },
];
