import type { CertificationContent } from "@app/contract";
import { howWeHelp } from "./how-we-help.ts";

/** The standards of the "Management System Certification" group, by slug. */
export const MANAGEMENT_SYSTEM_CERTIFICATIONS: Record<string, CertificationContent> = {
  "management-system": {
    name: "Management Systems",
    fullName: "Management System Certification",
    description:
      "Management system certification confirms that an organisation runs its processes according to an international standard such as ISO 9001, ISO 14001 or ISO 45001. Certificates are issued by accredited certification bodies after an audit.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Policies, objectives and responsibilities",
      "Risk-based planning and operational control",
      "Internal audits, management review and continual improvement",
    ],
    audience: [
      "Manufacturers and service companies whose buyers ask for certified systems",
      "Organisations preparing for their first certification audit",
    ],
    requirements: [],
    ...howWeHelp("certification"),
  },
  "iso-9001": {
    name: "ISO 9001",
    fullName: "ISO 9001 Quality Management Systems",
    description:
      "ISO 9001 sets the requirements for a quality management system: how an organisation consistently provides products that meet customer and regulatory requirements and improves over time.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Customer focus and process approach",
      "Risk-based planning, operation and control",
      "Internal audit, management review and continual improvement",
    ],
    audience: [
      "Any organisation, of any size or sector, whose customers expect consistent quality",
    ],
    requirements: [],
    ...howWeHelp("certification"),
  },
  "iso-14001": {
    name: "ISO 14001",
    fullName: "ISO 14001 Environmental Management Systems",
    description:
      "ISO 14001 sets the requirements for an environmental management system that helps an organisation manage its environmental aspects, meet compliance obligations and improve performance.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Environmental aspects and impacts",
      "Compliance obligations",
      "Objectives, operational control and emergency preparedness",
    ],
    audience: ["Manufacturers and other organisations with significant environmental aspects"],
    requirements: [],
    ...howWeHelp("certification"),
  },
  "iso-45001": {
    name: "ISO 45001",
    fullName: "ISO 45001 Occupational Health and Safety Management Systems",
    description:
      "ISO 45001 sets the requirements for an occupational health and safety management system, to prevent work-related injury and ill health and provide safe workplaces.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Hazard identification and risk assessment",
      "Worker consultation and participation",
      "Incident investigation and continual improvement",
    ],
    audience: ["Factories and any organisation that wants a systematic approach to worker safety"],
    requirements: [],
    ...howWeHelp("certification"),
  },
  "iso-26000": {
    name: "ISO 26000",
    fullName: "ISO 26000 Guidance on Social Responsibility",
    description:
      "ISO 26000 gives guidance on social responsibility. It is not a management system standard and is not intended for certification; organisations use it to understand and integrate socially responsible behaviour.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Core subjects including human rights, labour practices, the environment and fair operating practices",
      "Stakeholder identification and engagement",
      "Integrating social responsibility throughout an organisation",
    ],
    audience: ["Organisations building or reviewing their social responsibility approach"],
    requirements: [],
    ...howWeHelp("guidance"),
  },
  "iso-27701": {
    name: "ISO/IEC 27701",
    fullName: "ISO/IEC 27701 Privacy Information Management",
    description:
      "ISO/IEC 27701 specifies requirements for a privacy information management system, for organisations that process personal data.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Roles as controller or processor of personal data",
      "Privacy controls and records",
      "Integration with information security management",
    ],
    audience: ["Organisations that process personal data of customers, workers or users"],
    requirements: [],
    ...howWeHelp("certification"),
  },
  "iso-50001": {
    name: "ISO 50001",
    fullName: "ISO 50001 Energy Management Systems",
    description:
      "ISO 50001 sets the requirements for an energy management system, to help organisations use energy more efficiently and improve their energy performance.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Energy review, baseline and performance indicators",
      "Objectives and action plans",
      "Monitoring, measurement and improvement",
    ],
    audience: ["Energy-intensive sites such as dyeing, finishing and processing plants"],
    requirements: [],
    ...howWeHelp("certification"),
  },
  "iso-22000": {
    name: "ISO 22000",
    fullName: "ISO 22000 Food Safety Management Systems",
    description:
      "ISO 22000 sets the requirements for a food safety management system for organisations in the food chain.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Prerequisite programmes and hazard analysis",
      "Control of food safety hazards",
      "Traceability, emergency preparedness and recall",
    ],
    audience: ["Food producers, processors, packagers and distributors"],
    requirements: [],
    ...howWeHelp("certification"),
  },
};
