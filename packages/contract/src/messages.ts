import { siteTextEn } from "./i18n/site-text-en.ts";
import { MAX_SVG_ATTRIBUTES, MAX_SVG_DEPTH, MAX_SVG_ELEMENTS } from "./limits.ts";

/**
 * Every user-facing message the product spec lists, word for word.
 * The api, web, admin and desktop import these; nothing re-types them. The public site's
 * words are its English interface text (i18n/site-text-en.ts), which other languages mirror.
 */
export const validationMessages = {
  name: siteTextEn.validation.name,
  email: siteTextEn.validation.email,
  phone: siteTextEn.validation.phone,
  service: siteTextEn.validation.service,
  message: siteTextEn.validation.message,
  password: "Password is required",
  sectionName: "Section name is required",
  contentObject: "Content must be a JSON object",
} as const;

export interface ToastMessage {
  title: string;
  description?: string;
}

export const toastMessages = {
  ...siteTextEn.toasts,
  loginSuccess: { title: "Login successful!", description: "Welcome to the admin panel." },
  loginFailure: { title: "Login failed", description: "Invalid credentials. Please try again." },
  logoutSuccess: {
    title: "Logged out successfully",
    description: "You have been logged out of the admin panel.",
  },
  logoutFailure: { title: "Logout failed", description: "An error occurred during logout." },
  contentSaveSuccess: {
    title: "Content updated successfully!",
    description: "Changes are now live on the website.",
  },
  draftSaved: {
    title: "Draft saved",
    description: "The site still shows the published version until you publish.",
  },
  newEntryDraftSaved: {
    title: "Draft saved",
    description: "It is not on the site until you publish it.",
  },
  draftDiscarded: { title: "Draft discarded", description: "The published version stays." },
  newEntryDiscarded: {
    title: "Draft discarded",
    description: "It was never published; it is in the deleted entries.",
  },
  contentSaveFailure: { title: "Update failed", description: "Failed to update content." },
  invalidJson: { title: "Invalid JSON", description: "Please enter valid JSON content." },
  uploadFailure: { title: "Upload failed", description: "Failed to upload image." },
  uploadReplaced: { title: "Image updated successfully!" },
  uploadNew: { title: "Image uploaded successfully!" },
  invalidFileType: {
    title: "Invalid file type",
    description: "Please upload an image file (JPEG, PNG, GIF, WebP, or SVG).",
  },
  fileTooLarge: {
    title: "File too large",
    description: "Please upload an image smaller than 5MB.",
  },
  pathCopied: { title: "Path copied!" },
} as const satisfies Record<string, ToastMessage | string>;

export const emptyStateMessages = {
  contentTitle: "No content sections found",
  contentText: "Get started by adding your first content section.",
  imagesTitle: "No images found",
  imagesText: "Website images will appear here once they are registered in the system.",
  resourcesTitle: siteTextEn.resources.emptyTitle,
  resourcesText: siteTextEn.resources.emptyText,
} as const;

export const notFoundMessages = siteTextEn.notFound;

/**
 * The public site's interface chrome: navigation, controls and states. Everything a visitor
 * reads besides these is content the business edits in the admin.
 */
export const siteChrome = siteTextEn.chrome;

export const miscMessages = {
  imageLoadFailed: siteTextEn.chrome.imageLoadFailed,
  imageNotFound: "Image Not Found",
  contentFetchFailed: "Failed to fetch content for section",
  contentFetchFailedFor: (section: string) => `Failed to fetch content for section: ${section}`,
  loading: "Loading...",
  sending: siteTextEn.forms.sending,
  uploading: "Uploading...",
  replaceHelp: "Uploading a file with the same filename replaces the existing image.",
} as const;

/** Server answers for situations the spec does not word. */
export const apiErrorMessages = {
  invalidCredentials: "Invalid credentials. Please try again.",
  notAuthenticated: "Not authenticated",
  accountDisabled: "This account is disabled. Ask the owner of the site to enable it again.",
  badOrigin: "Request origin not allowed",
  notFound: "Not found",
  sectionNotFound: (section: string) => `No content for section: ${section}`,
  serviceGroupNotFound: (anchor: string) => `No service group at: ${anchor}`,
  revisionNotFound: (section: string, version: number) =>
    `Section ${section} has no saved version ${version}`,
  imageVersionNotFound: (version: number) => `This image has no saved version ${version}`,
  staleVersion:
    "This section was changed elsewhere since you opened it. Reload it to see the latest version.",
  noDraft: (section: string) =>
    `${section} has no draft: it may have been published or discarded elsewhere. Reload to see it as it is.`,
  discardNeedsVersion:
    "Say which version of the draft you discarded (expectedVersion), so a newer one is not lost.",
  previewLinkNotFound: "No such preview link.",
  scheduleInThePast: "Choose a time from now on.",
  scheduleTooFar: "Choose a time within a year from now.",
  unpublishBeforePublish: "Take it off the site after the time it is published.",
  scheduleNotFound: "No such scheduled change.",
  scheduleOver: "This change has already been done or cancelled.",
  notOnTheSite: (section: string) => `${section} is not on the site.`,
  unpublishEntriesOnly:
    "Only a standard, pillar or page of its own can be taken off the site at a time.",
  sectionExists: (section: string) =>
    `A section named ${section} already exists. Open it from the list to edit it.`,
  staleImageVersion: "This image was replaced elsewhere since you opened it.",
  tooLarge: "Request body too large",
  imageTooLarge: "Please upload an image smaller than 5MB.",
  unsupportedType: "Please upload an image file (JPEG, PNG, GIF, WebP, or SVG).",
  typeMismatch: "The file's contents do not match its declared type.",
  absurdDimensions: "The image's pixel dimensions are too large.",
  /** An SVG past one of the sanitizer's limits, by the limit. */
  svgTooComplex: {
    depth: `This SVG nests its elements more than ${MAX_SVG_DEPTH} levels deep, more than can be checked. Ungroup or flatten it, save it again and upload that.`,
    elements: `This SVG has more than ${MAX_SVG_ELEMENTS.toLocaleString("en")} elements, more than can be checked. Simplify it, or save it as PNG or WebP, and upload that.`,
    attributes: `This SVG has an element with more than ${MAX_SVG_ATTRIBUTES.toLocaleString("en")} attributes, more than can be checked. Save it again from a drawing program and upload that.`,
    namespaces:
      "This SVG has too many editor attributes (such as inkscape:label) in deeply nested groups to be checked. Save it as plain SVG and upload that.",
  },
  /** A GIF frame that reaches outside the picture's own size (its logical screen). */
  gifFrameOutside: (
    frame: { width: number; height: number },
    screen: { width: number; height: number },
  ) =>
    `This GIF has a frame reaching ${frame.width}x${frame.height} pixels, outside its ${screen.width}x${screen.height} picture. Save it again (for example from an image editor) and upload that.`,
  noFile: "No file was sent (form field 'image' or 'file').",
  tooManyLoginAttempts: "Too many failed login attempts. Please try again later.",
  tooManyRequests: siteTextEn.answers.tooManyRequests,
  invalidJsonBody: "Malformed JSON in request body",
  tooManyVisits:
    "Too many pages counted from this address in a minute; the next minute counts again.",
  badVisitBeacon:
    "A visit is a page's path on this site, its language (en or km) and its device (phone, tablet or desktop).",
  tooDeep: (max: number) => `The request nests objects or lists more than ${max} levels deep.`,
  controlCharacters:
    "This text holds control characters (such as NUL) that cannot be saved. Remove them and try again.",
  validation: siteTextEn.answers.validation,
  internal: "Internal server error",
  unavailable: "Service unavailable",
  quoteReceived: siteTextEn.answers.quoteReceived,
  contactReceived: siteTextEn.answers.contactReceived,
  pageLimit: (max: number) => `The page size (limit) must be a whole number from 1 to ${max}.`,
  badCursor: "This page position (cursor) is not valid. Load the list again from the start.",
  unknownCollection: (prefix: string) =>
    `There is no kind of content called "${prefix}". Use certification:, pillar: or page:.`,
  sectionRequired: (section: string) =>
    `The section ${section} is part of the site's layout and cannot be deleted. Edit it instead.`,
  renameAcrossKinds: "A section can only be renamed within its own kind (same prefix).",
  renameSingle: "Only entries named prefix:slug can be renamed.",
  renameTranslation:
    "A translation is renamed with its English entry: rename the entry, and its translations follow.",
  reservedPageSlug: (slug: string) =>
    `The address /${slug} is already taken by the site. Please choose another address for this page.`,
  sectionDeleted: (section: string) =>
    `A section named ${section} was deleted. Restore it from the deleted list to bring it back.`,
  fileInUse: (pages: number, sections: string) =>
    pages === 0
      ? `This file is used in ${sections}. Remove it there first.`
      : `This file is used on ${pages} ${pages === 1 ? "page" : "pages"} (${sections}). Remove it there first.`,
  documentTooLarge: "Please upload a PDF smaller than 20MB.",
  pdfNotPdf: "This file is not a PDF document: it must start with %PDF-.",
  pdfActive: (what: string) =>
    `This PDF contains ${what}, which could act on a visitor's computer or send their data elsewhere. Save it again without it (for example "Print to PDF") and upload that.`,
  pdfEncrypted:
    'This PDF is encrypted or password-protected, so it cannot be checked. Save a copy without protection (for example "Print to PDF") and upload that.',
  pdfInflateLimit: (megabytes: number) =>
    `This PDF's compressed parts unpack to more than ${megabytes} MB, more than can be checked. Save it with smaller images, or split it, and upload that.`,
  pdfUnreadable:
    'Part of this PDF cannot be read to check it (a damaged or unusual compressed part). Save it again (for example "Print to PDF") and upload that.',
  pdfNoPages: "This PDF has no pages. Check that it opens in a PDF reader, then upload it again.",
  pdfTooDeep: "This PDF nests its objects too deeply to be checked. Save it again and upload that.",
  uploadTooLarge: "Please upload an image smaller than 5MB or a PDF smaller than 20MB.",
  slotHoldsImage:
    "This is an image: replace it with an image (JPEG, PNG, GIF, WebP, or SVG), or add the PDF as a new document.",
  slotHoldsDocument:
    "This is a PDF document: replace it with a PDF, or add the image as a new image.",
  previewUnavailable: "This section feeds no public page to preview.",
} as const;

/** What a refused PDF was found to contain, in the words of apiErrorMessages.pdfActive. */
export const pdfActiveParts = {
  javascript: "JavaScript",
  embeddedFile: "an embedded file",
  launch: "a launch action (it can start programs)",
  richMedia: "rich media (Flash or embedded video)",
  xfa: "an XFA form (forms that can run scripts)",
  otherFile: "a link that opens another file (it can reach a network share or website)",
  submitForm: "a form that sends what is typed into it (it can send it to any website)",
  importData: "a data import action (it can read a file from the visitor's computer)",
  otherLink:
    "a link to something other than a web page or e-mail address (it can open a file or network share)",
  media: "a sound or video action (it can play a file from a network share or website)",
  externalData:
    "a part that reads its data from another file (it can reach a network share or website)",
} as const;
export type PdfActivePart = keyof typeof pdfActiveParts;

/** "A", "A and B", "A, B and C". */
export const andList = (parts: readonly string[]): string =>
  parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;

const pages = (count: number) => `${count} ${count === 1 ? "page" : "pages"}`;

/** Images and PDFs in the admin: where each is used, deleting one, and PDF uploads. */
export const fileMessages = {
  homePage: "Home page",
  usedOnPages: (count: number) => `Used on ${pages(count)}`,
  usedInSectionsOnly: (count: number) =>
    `Used in ${count} ${count === 1 ? "section" : "sections"}, on no public page`,
  notUsed: "Not used on any page",
  usageLoading: "Finding where it is used...",
  usageLoadFailed: "Could not find out where this file is used.",
  replacementShowsOn: (count: number) => `This change shows on ${pages(count)}.`,
  deleted: (name: string) => ({ title: "File deleted", description: `${name} was deleted.` }),
  deleteFailure: { title: "Delete failed", description: "Failed to delete the file." },
  deleteRefused: (name: string) =>
    `${name} cannot be deleted while the site uses it. Remove it from these places first.`,
  documentInvalidType: {
    title: "Invalid file type",
    description: "Please upload a PDF document.",
  },
  documentTooLarge: { title: "File too large", description: apiErrorMessages.documentTooLarge },
  documentNotPdf: { title: "Invalid file type", description: apiErrorMessages.pdfNotPdf },
  documentReplaced: { title: "PDF updated successfully!" },
  documentUploaded: { title: "PDF uploaded successfully!" },
  documentUploadFailure: { title: "Upload failed", description: "Failed to upload the PDF." },
  documentsEmptyTitle: "No PDFs found",
  documentsEmptyText: "Upload a PDF above; the public website can then link to it.",
} as const;

/** The admin's words for adding, renaming, deleting and restoring entries (standards, pillars, pages). */
export const entryMessages = {
  /** The address of an entry's page (`/certifications/ocs`) is another entry's. */
  addressTaken: (path: string) => `${path} is already the address of another page. Choose another.`,
  addressOfDeleted: (path: string) =>
    `${path} was the address of a deleted page. Restore that one from the deleted list, or choose another address.`,
  /** A name in Khmer only (no Latin letters or digits) makes no address by itself. */
  addressNeeded: "Please type an address in Latin letters, e.g. organic-content-standard.",
  renamed: (from: string, to: string) => ({
    title: `${from} renamed to ${to}`,
    description: "The old address now forwards to the new one.",
  }),
  deleted: (name: string) => ({
    title: `${name} deleted`,
    description: "Its page is gone from the website. Restore it from the deleted list.",
  }),
  restored: (name: string) => ({
    title: `${name} restored`,
    description: "It is live on the website again.",
  }),
  /** "Linked from Service groups, on 1 page: /." */
  usedBy: (kind: string, sections: readonly string[], pages: readonly string[]) => {
    if (sections.length === 0) return `Nothing on the website links to this ${kind}.`;
    const who =
      sections.length === 1
        ? sections[0]
        : `${sections.slice(0, -1).join(", ")} and ${sections.at(-1)}`;
    if (pages.length === 0) return `Linked from ${who}.`;
    const shown = pages.length > 6 ? [...pages.slice(0, 5), `and ${pages.length - 5} more`] : pages;
    return `Linked from ${who}, on ${pages.length} ${pages.length === 1 ? "page" : "pages"}: ${shown.join(", ")}.`;
  },
  deleteWarning:
    "Its page leaves the website and the sitemap at once; links to it stop working. Its history is kept, so it can be restored.",
  actionFailed: (action: string) => `Failed to ${action}.`,
} as const;
