/**
 * Every user-facing message the product spec lists, word for word.
 * The api, web, admin and desktop import these; nothing re-types them.
 */
export const validationMessages = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  service: "Please specify the service you're interested in",
  message: "Message must be at least 10 characters",
  password: "Password is required",
  sectionName: "Section name is required",
  contentObject: "Content must be a JSON object",
} as const;

export interface ToastMessage {
  title: string;
  description?: string;
}

export const toastMessages = {
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
  resourcesTitle: "No resources found matching your criteria.",
  resourcesText: "Try adjusting your search terms or filters.",
} as const;

export const notFoundMessages = {
  certificationTitle: "Certification Not Found",
  certificationText: "The requested certification details are not available.",
  pillarTitle: "Page Not Found",
  pillarText: "The pillar you're looking for doesn't exist.",
  pageTitle: "404 Page Not Found",
} as const;

export const miscMessages = {
  imageLoadFailed: "Failed to load image",
  imageNotFound: "Image Not Found",
  contentFetchFailed: "Failed to fetch content for section",
  contentFetchFailedFor: (section: string) => `Failed to fetch content for section: ${section}`,
  loading: "Loading...",
  sending: "Sending...",
  uploading: "Uploading...",
  replaceHelp: "Uploading a file with the same filename replaces the existing image.",
} as const;

/** Server answers for situations the spec does not word. */
export const apiErrorMessages = {
  invalidCredentials: "Invalid credentials. Please try again.",
  notAuthenticated: "Not authenticated",
  badOrigin: "Request origin not allowed",
  notFound: "Not found",
  sectionNotFound: (section: string) => `No content for section: ${section}`,
  revisionNotFound: (section: string, version: number) =>
    `Section ${section} has no saved version ${version}`,
  imageVersionNotFound: (version: number) => `This image has no saved version ${version}`,
  staleVersion:
    "This section was changed elsewhere since you opened it. Reload it to see the latest version.",
  sectionExists: (section: string) =>
    `A section named ${section} already exists. Open it from the list to edit it.`,
  staleImageVersion: "This image was replaced elsewhere since you opened it.",
  tooLarge: "Request body too large",
  imageTooLarge: "Please upload an image smaller than 5MB.",
  unsupportedType: "Please upload an image file (JPEG, PNG, GIF, WebP, or SVG).",
  typeMismatch: "The file's contents do not match its declared type.",
  absurdDimensions: "The image's pixel dimensions are too large.",
  noFile: "No image file was sent (form field 'image').",
  tooManyLoginAttempts: "Too many failed login attempts. Please try again later.",
  tooManyRequests: "Too many requests. Please try again later.",
  invalidJsonBody: "Malformed JSON in request body",
  validation: "Please check the highlighted fields.",
  internal: "Internal server error",
  unavailable: "Service unavailable",
  quoteReceived:
    "Thank you for your interest. We'll prepare a customized quote and get back to you soon.",
  contactReceived: "Thank you for contacting us. We'll get back to you within 24 hours.",
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooLong: "Password must be at most 256 characters",
  passwordTooCommon: "This password is too common. Please choose another.",
  pageLimit: (max: number) => `The page size (limit) must be a whole number from 1 to ${max}.`,
  badCursor: "This page position (cursor) is not valid. Load the list again from the start.",
  unknownCollection: (prefix: string) =>
    `There is no kind of content called "${prefix}". Use certification:, pillar: or page:.`,
  sectionRequired: (section: string) =>
    `The section ${section} is part of the site's layout and cannot be deleted. Edit it instead.`,
  renameAcrossKinds: "A section can only be renamed within its own kind (same prefix).",
  renameSingle: "Only entries named prefix:slug can be renamed.",
  sectionNotDeleted: (section: string) => `The section ${section} is not deleted.`,
  fileInUse: (pages: number, sections: string) =>
    `This file is used on ${pages} ${pages === 1 ? "page" : "pages"} (${sections}). Remove it there first.`,
  documentTooLarge: "Please upload a PDF smaller than 20MB.",
  pdfNotPdf: "This file is not a PDF document: it must start with %PDF-.",
  pdfActive: (what: string) =>
    `This PDF contains ${what}, which could run code on a visitor's computer. Save it again without it (for example "Print to PDF") and upload that.`,
  previewUnavailable: "This section feeds no public page to preview.",
} as const;
