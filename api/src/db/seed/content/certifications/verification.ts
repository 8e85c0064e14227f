import type { CertificationContent } from "@app/contract";
import { howWeHelp } from "./how-we-help.ts";

/** The standards of the "Verification Service" group, by slug. */
export const VERIFICATIONS: Record<string, CertificationContent> = {
  slcp: {
    name: "SLCP",
    fullName: "Social & Labor Convergence Program",
    description:
      "SLCP provides a converged assessment framework for working conditions: a facility completes the assessment, an SLCP-approved verifier checks it, and the verified data can be shared with many buyers.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Facility self- or joint-assessment with the SLCP tool",
      "Verification by an approved verifier body",
      "Sharing of verified data with buyers",
    ],
    audience: ["Apparel and footwear facilities", "Brands that accept SLCP data"],
    requirements: [],
    ...howWeHelp("verification"),
  },
  "higg-fem": {
    name: "Higg FEM",
    fullName: "Higg Facility Environmental Module",
    description:
      "The Higg Facility Environmental Module, part of the Higg Index from Cascale, measures a facility's environmental performance. Facilities complete a self-assessment that can then be verified.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Environmental management system",
      "Energy, greenhouse gas emissions and water use",
      "Wastewater, air emissions, waste and chemicals",
    ],
    audience: ["Apparel, footwear and textile facilities", "Brands using Higg Index data"],
    requirements: [],
    ...howWeHelp("verification"),
  },
  "zdhc-chemcheck": {
    name: "ZDHC ChemCheck",
    fullName: "ZDHC Gateway ChemCheck",
    description:
      "ZDHC (Zero Discharge of Hazardous Chemicals) tools help facilities check their chemical inventory against the ZDHC Manufacturing Restricted Substances List (MRSL); the ChemCheck report summarises that conformance.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Chemical inventory of a facility",
      "Conformance of chemical products to the ZDHC MRSL",
      "Reporting to brands through the ZDHC Gateway",
    ],
    audience: [
      "Wet processing facilities: dyeing, printing, finishing",
      "Brands in the ZDHC programme",
    ],
    requirements: [],
    ...howWeHelp("verification"),
  },
  sbti: {
    name: "SBTi",
    fullName: "Science Based Targets initiative",
    description:
      "The Science Based Targets initiative validates companies' greenhouse gas reduction targets. We help companies build the emissions inventory and prepare targets for submission; validation is done by the SBTi.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Greenhouse gas inventory across scopes 1, 2 and 3",
      "Target setting in line with SBTi criteria",
      "Preparing the submission and tracking progress",
    ],
    audience: ["Manufacturers and brands setting climate targets or asked by buyers to do so"],
    requirements: [],
    ...howWeHelp("service"),
  },
};
