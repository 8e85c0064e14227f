/**
 * The public site's interface text in English: navigation, controls, form labels, validation
 * and toast messages, the API's answers to the forms. Everything else a visitor reads is
 * content the business edits. Every other language has a table of the same shape
 * (site-text-km.ts); the spec's messages are here word for word.
 */
export const siteTextEn = {
  chrome: {
    skipToContent: "Skip to main content",
    navHome: "Home",
    getQuote: "Get Quote",
    backToHome: "Back to Home",
    browseServices: "Browse our services",
    pageLoading: "Loading...",
    pageLoadFailed: "This page could not be loaded. Please check your connection and reload.",
    englishShown: "Parts of this page are still in English: their translation is not finished yet.",
    showAll: "Show All",
    showLess: "Show Less",
    previousPage: "Previous",
    nextPage: "Next",
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    /** The name of a long list's page links. */
    listPages: (list: string) => `${list}: pages`,
    /** Completes a short link's words ("Read More") for screen readers and search engines. */
    aboutTopic: (name: string) => `about ${name}`,
    searchResources: "Search resources",
    searchPlaceholder: "Search resources...",
    filterByCategory: "Filter by category",
    resourcesFound: (count: number) =>
      count === 1 ? "1 resource found" : `${count} resources found`,
    opensInNewTab: "Opens in a new tab",
    pdf: "PDF",
    ourServices: "Our Services",
    quickLinks: "Quick Links",
    aboutUs: "About Us",
    resources: "Resources",
    contact: "Contact",
    standardsWeSupport: "Standards We Support",
    followUs: "Follow Us",
    allRightsReserved: "All rights reserved.",
    privacyPolicy: "Privacy Policy",
    termsOfService: "Terms of Service",
    home: "home",
    keyFigures: "Key figures",
    details: "Details",
    mainNavigation: "Main",
    mobileNavigation: "Mobile",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menu: "Menu",
    menuDescription: "Site sections and contact",
    notifications: "Notifications",
    closeNotification: "Close notification",
    imageLoadFailed: "Failed to load image",
    services: "Services",
    allServices: "All services",
    /** The services menu's button, for assistive technology. */
    servicesMenu: "Service groups",
    standardsInGroup: "Standards in this group",
  },
  language: {
    /** What the language switcher is, for assistive technology. */
    switcher: "Language",
    /** The switcher link's title, by the language it leads to. */
    readIn: { en: "Read this page in English", km: "Read this page in Khmer" },
  },
  forms: {
    fullName: "Full name",
    email: "Email",
    phone: "Phone",
    company: "Company",
    optional: "(optional)",
    service: "Service",
    selectService: "Select a service",
    message: "Message",
    quotePlaceholder: "Tell us about your products, sites and the standard you need.",
    requestQuotation: "Request a Quotation",
    submitQuote: "Request Quote",
    sendMessage: "Send Message",
    honeypot: "Leave this field empty",
    sending: "Sending...",
    standard: "Standard",
    anyStandard: "Not sure yet / several",
    /** The service to choose for a standard no service group lists. */
    otherStandards: "Other standards",
    /** The standard list's first choice while the chosen service's standards are read. */
    loadingStandards: "Loading standards...",
    standardsFailed: "The standards of this service could not be loaded.",
    tryAgain: "Try again",
    otherServices: "Other services",
    appointment: "Preferred date and time to meet",
    appointmentHint: "Phnom Penh time. Leave it empty if you only need an answer.",
    addAttachments: "Add files",
    removeAttachment: (filename: string) => `Remove ${filename}`,
  },
  /** What replaces a form once it was sent. */
  confirmation: {
    reference: "Your reference",
    answerTo: (email: string) => `We will answer you at ${email}.`,
    youSent: "What you sent",
    appointment: "Meeting asked for",
    attachments: "Documents",
    sendAnother: "Send another",
  },
  validation: {
    name: "Name must be at least 2 characters",
    email: "Please enter a valid email address",
    phone: "Please enter a valid phone number",
    service: "Please specify the service you're interested in",
    message: "Message must be at least 10 characters",
    appointment: "Please choose a date and time between now and one year ahead",
    tooLong: (field: "name" | "service" | "message" | "company", max: number) =>
      `${{ name: "Name", service: "Service", message: "Message", company: "Company" }[field]} must be at most ${max} characters`,
    attachments: {
      type: (filename: string) => `${filename} is not a PDF, JPEG, PNG or WebP file`,
      size: (filename: string, max: string) => `${filename} is larger than ${max}`,
      count: (max: number) => `Please attach at most ${max} files`,
      scripts: (filename: string) =>
        `${filename} contains scripts or embedded files; please send a plain PDF`,
      password: (filename: string) =>
        `${filename} is protected by a password; please send it without one`,
      unreadable: (filename: string) => `${filename} could not be read; please send another copy`,
      full: "We cannot receive more documents today. Please send your request without them: we will ask you for them",
    },
  },
  toasts: {
    quoteFailure: {
      title: "Error sending request",
      description: "Something went wrong. Please try again or contact us directly.",
    },
    quoteFailedFlag: "Failed to send quote request",
    quoteSuccess: {
      title: "Quote request sent!",
      description:
        "Thank you for your interest. We'll prepare a customized quote and get back to you soon.",
    },
    contactFailure: {
      title: "Error sending message",
      description: "Something went wrong. Please try again.",
    },
    contactFailedFlag: "Failed to send message",
    contactSuccess: {
      title: "Message sent successfully!",
      description: "Thank you for contacting us. We'll get back to you soon.",
    },
    homeContactSuccess: {
      title: "Message sent successfully!",
      description: "Thank you for contacting us. We'll get back to you within 24 hours.",
    },
    homeContactFailure: {
      title: "Error sending message",
      description: "Something went wrong. Please try again or contact us directly.",
    },
  },
  /** Site search: the header's and the phone menu's field, and the results page. */
  search: {
    /** The field's name, for assistive technology and the results page's form. */
    label: "Search the site",
    placeholder: "Search standards, services...",
    submit: "Search",
    /** The header's search button, for assistive technology. */
    open: "Search the site",
    title: "Search",
    resultsFor: (query: string) => `Results for “${query}”`,
    resultCount: (count: number) => (count === 1 ? "1 result" : `${count} results`),
    noResults: (query: string) => `Nothing on the site matches “${query}”.`,
    noResultsHint: "Try fewer words, another spelling, or a standard's code such as ISO 9001.",
    empty: "Type a standard, a service or any word to search the site.",
    tooLong: (max: number) => `Please search with at most ${max} characters.`,
    tooMany: "Too many searches at once. Please wait a moment and try again.",
    /** What each result is, shown beside its title. */
    kinds: {
      standard: "Standard",
      pillar: "Pillar",
      page: "Page",
      service: "Service",
      resource: "Document (PDF)",
    },
  },
  notFound: {
    certificationTitle: "Certification Not Found",
    certificationText: "The requested certification details are not available.",
    pillarTitle: "Page Not Found",
    pillarText: "The pillar you're looking for doesn't exist.",
    pageTitle: "404 Page Not Found",
    pageText: "The page you are looking for does not exist or has moved.",
  },
  resources: {
    emptyTitle: "No resources found matching your criteria.",
    emptyText: "Try adjusting your search terms or filters.",
  },
  /** What the API answers the public forms. */
  answers: {
    validation: "Please check the highlighted fields.",
    tooManyRequests: "Too many requests. Please try again later.",
    tooLarge: "The files are too large to send together. Please send smaller files.",
    busy: "We are receiving many documents right now. Please try again in a minute.",
    tooSlow:
      "Sending the files took too long. Please try again, or send smaller files or fewer of them.",
    quoteReceived:
      "Thank you for your interest. We'll prepare a customized quote and get back to you soon.",
    contactReceived: "Thank you for contacting us. We'll get back to you within 24 hours.",
  },
};

/** The shape every language's table has. */
export type SiteText = typeof siteTextEn;
