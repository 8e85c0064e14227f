import type { TextPageContent } from "@app/contract";

/** `{brandName}`, `{address}` and `{email}` are filled in from the company details. */
export const PRIVACY_PAGE: TextPageContent = {
  title: "Privacy Policy",
  lead: "How {brandName} handles the information you send through this website.",
  description:
    "What {brandName} collects through this website's forms, why, and how long we keep it.",
  blocks: [
    {
      heading: "Who we are",
      paragraphs: [
        "{brandName}, {address}, is responsible for the information described here. You can reach us at {email}.",
      ],
      bullets: [],
    },
    {
      heading: "What the forms collect",
      paragraphs: [],
      bullets: [
        "Request a Quotation: your name, e-mail address, phone number (optional), the service you are interested in and your message.",
        "Contact Us and Contact Our Experts: your name, e-mail address, company (optional) and your message.",
      ],
    },
    {
      heading: "Why we collect it",
      paragraphs: [
        "We use this information only to answer your enquiry: to prepare a quotation, reply to your question and follow up on it. We do not sell it, and we do not use it for advertising.",
      ],
      bullets: [],
    },
    {
      heading: "Where it is kept and who sees it",
      paragraphs: [
        "Messages are stored in our website's database. Only our staff who handle enquiries can read them. We share them with an accredited certification body partner only when that is needed to answer your request, and we will tell you when it is.",
      ],
      bullets: [],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "We keep enquiries for as long as we need them to answer and follow up, and as required for our business records. You can ask us to delete your message at any time.",
      ],
      bullets: [],
    },
    {
      heading: "Technical data",
      paragraphs: [
        "When you use the forms, our server processes your network address to protect the site against abuse (for example to limit repeated submissions). The public website sets no advertising or tracking cookies. The admin area uses a session cookie for our own staff only.",
      ],
      bullets: [],
    },
    {
      heading: "Your choices",
      paragraphs: [
        "You can ask us which information we hold about you, ask us to correct it or to delete it, by writing to {email}.",
      ],
      bullets: [],
    },
  ],
};

export const TERMS_PAGE: TextPageContent = {
  title: "Terms of Service",
  lead: "The terms for using the {brandName} website.",
  description: "The terms for using the {brandName} website and its resources.",
  blocks: [
    {
      heading: "Use of this website",
      paragraphs: [
        "This website describes our certification, audit, verification and training services. You may use it and download the documents offered here for your own business purposes.",
      ],
      bullets: [],
    },
    {
      heading: "Information on this website",
      paragraphs: [
        "We take care that the information here is correct and current. Descriptions of standards are summaries; the standard owners' own documents are the reference. Nothing on this website is a certificate, a certification decision or a binding offer.",
      ],
      bullets: [],
    },
    {
      heading: "Quotations and services",
      paragraphs: [
        "A quotation request does not create an obligation for you or for us. Services are provided under the written agreement we make with you.",
      ],
      bullets: [],
    },
    {
      heading: "Names and marks",
      paragraphs: [
        "Names of standards and labels mentioned on this website belong to their owners. Their mention describes the schemes we work with and does not imply endorsement.",
      ],
      bullets: [],
    },
    {
      heading: "Contact",
      paragraphs: ["Questions about these terms: {email}."],
      bullets: [],
    },
  ],
};
