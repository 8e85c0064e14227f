import type { CertificationContent } from "@app/contract";

/** What we do for each kind of standard that has no certification process of its own. */
const STEPS = {
  certification: [
    "Scoping call and quotation",
    "Readiness review of your documents and practices",
    "Audit, inspection or testing arranged with the accredited body",
    "Follow-up on any findings",
    "Certificate or label, and keeping it up to date",
  ],
  verification: [
    "Scoping call and quotation",
    "Support with data collection and self-assessment",
    "Verification or review of the evidence",
    "Report and improvement plan",
  ],
  assessment: [
    "Agreeing the scope and the criteria",
    "On-site assessment with document review and interviews",
    "Report with findings and priorities",
    "Corrective action follow-up",
  ],
  guidance: [
    "Workshop on the guidance and what it means for you",
    "Review of current practices",
    "Roadmap and priorities",
  ],
  service: [
    "Understanding your goals and timeline",
    "Review of your current situation",
    "Practical plan and hands-on support",
    "Follow-up until the work is done",
  ],
} as const;

type Kind = keyof typeof STEPS;

/** The steps card and the call to action of a standard of that kind. */
export const howWeHelp = (
  kind: Kind,
): Pick<CertificationContent, "processTitle" | "process" | "ctaTitle"> => ({
  processTitle: "How we can help",
  process: [...STEPS[kind]],
  ctaTitle: kind === "certification" ? "Ready to Get Certified?" : "Ready to Get Started?",
});

/** Who needs a Textile Exchange chain-of-custody standard. */
export const TEXTILE_EXCHANGE_AUDIENCE = [
  "Processors and manufacturers: spinners, weavers, knitters, dyers, garment makers",
  "Traders who take ownership of certified material",
  "Brands that want to make a verified claim on their products",
];
