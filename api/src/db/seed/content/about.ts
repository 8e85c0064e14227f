import type { AboutContent, AboutPageContent } from "@app/contract";

/** The home page's about block, and the words the about page shares with it. */
export const ABOUT: AboutContent = {
  mission:
    "To help businesses meet global sustainability, social and quality standards with independent, practical and trustworthy certification and assessment services.",
  vision: "To be the leading certification and compliance partner in Southeast Asia.",
  story:
    "Founded in 2010 in Phnom Penh, we began by supporting garment and textile factories with their first certifications. Today we work with manufacturers, brands and suppliers worldwide, together with global accredited certification bodies, across product certification, management systems, audits, verification and training.",
  eyebrow: "Who we are",
  title: "About {shortName}",
  missionLabel: "Our mission",
  image: "about-team.svg",
  imageAlt: "Illustration of auditors at work",
  storyEyebrow: "Since 2010",
  storyTitle: "Trusted across the textile supply chain",
  storyLinkText: "Learn More About Us",
  standardsTitle: "Standards we work with",
  standards: [
    "Textile Exchange standards (GRS, RCS, OCS, RDS, RWS)",
    "GOTS",
    "SFA",
    "SLCP",
    "Higg Index",
    "ISO 9001, ISO 14001 and ISO 45001",
    "SMETA",
    "WRAP",
    "BCI",
    "SBTi",
    "Cascale",
  ],
  pillarsTitle: "Our six pillars",
  pillarLinkText: "Read more",
  ourStoryText: "Our Story",
  contactText: "Contact Us",
};

/** What only the about page shows. */
export const ABOUT_PAGE: AboutPageContent = {
  eyebrow: "About us",
  missionTitle: "Mission",
  visionTitle: "Vision",
  standardsTitle: "About Us",
  standardsLead: "We work with global accredited certification bodies across these standards:",
  scope: {
    eyebrow: "What we do",
    title: "Our Scope & Reach",
    lead: "Six pillars describe how we work with manufacturers, suppliers and brands.",
  },
  values: {
    eyebrow: "How we work",
    title: "Our Core Values",
    items: [
      {
        title: "Integrity",
        description: "Independent, impartial findings, reported as they are.",
        icon: "shield-check",
      },
      {
        title: "Excellence",
        description: "Qualified auditors and careful work at every step.",
        icon: "award",
      },
      {
        title: "Innovation",
        description: "Digital tools that make compliance simpler and faster.",
        icon: "lightbulb",
      },
      {
        title: "Partnership",
        description: "Long-term relationships with clients and accredited bodies.",
        icon: "handshake",
      },
    ],
  },
};
