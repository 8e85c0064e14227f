import type { ContentArea } from "@app/contract";

/** What each content area holds, in the admin's words. */
export const AREA_TEXTS: Record<ContentArea, { sections: string; text: string }> = {
  pages: {
    sections: "Page sections",
    text: "The home page, the about page and the text pages such as the privacy policy.",
  },
  standards: {
    sections: "Shared words",
    text: "Every standard's page, and the words all of them share.",
  },
  pillars: {
    sections: "Shared words and order",
    text: "Every pillar's page, the words they share and the order the site lists them in.",
  },
  services: {
    sections: "Service groups",
    text: "The service groups on the home page: which standards each lists, in which order.",
  },
  resources: {
    sections: "Training and resources",
    text: "The training block, the resources library, and the PDFs they link to.",
  },
  settings: {
    sections: "Company details",
    text: "The company details every page shows, lead e-mails and backups.",
  },
};
