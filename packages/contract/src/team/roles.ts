import { isTranslation } from "../sections/section-name.ts";

/**
 * The team's roles and what each may do: one table the API enforces and the admin reads to
 * show or hide its areas (decision 044).
 */
export const ROLES = ["owner", "editor", "translator", "sales"] as const;
export type Role = (typeof ROLES)[number];

/** What a person may do, each named as the areas of the admin are. */
export const PERMISSIONS = [
  /** Invite people, change their roles, disable and remove them, recover their sign-in. */
  "team",
  /** Make backups and restore one. */
  "backups",
  /** The mail server and who receives the leads. */
  "mail",
  /** Erase a client's details everywhere. */
  "erasure",
  /** Read every section (both languages), preview, see what uses what. */
  "content.read",
  /** Edit, publish, rename and delete the English sections and their entries. */
  "content.edit",
  /** Edit, publish and restore the translations (`S@km`), export and import them. */
  "translations",
  /** Images, PDFs and Bulk Replace. */
  "images",
  /** The leads: read them, change their status, export them, send their e-mail again. */
  "inbox",
  /** Everyone's activity; without it a person sees only their own. */
  "activity.everyone",
  /** The site's visitors, pages and sources, with the leads and won audits they brought. */
  "insights",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  owner: PERMISSIONS,
  editor: ["content.read", "content.edit", "translations", "images", "insights"],
  translator: ["content.read", "translations"],
  sales: ["inbox", "insights"],
};

/** The roles in the owner's words, with what each is for. */
export const ROLE_NAMES: Readonly<Record<Role, string>> = {
  owner: "Owner",
  editor: "Editor",
  translator: "Translator",
  sales: "Sales",
};

export const ROLE_DESCRIPTIONS: Readonly<Record<Role, string>> = {
  owner: "Everything, and the only one who manages the team, backups, mail and client erasure.",
  editor: "Every page in both languages, images, PDFs, Bulk Replace and Insights. No leads.",
  translator: "The Khmer words of every page, their history and preview. English is read-only.",
  sales: "The leads and Insights: read leads, change their status and export them. No page edits.",
};

export const permissionsOf = (role: Role): readonly Permission[] => ROLE_PERMISSIONS[role];

export const roleMay = (role: Role, permission: Permission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);

/** The permission that editing a section takes: its translations, or the English words. */
export const permissionToEdit = (section: string): Permission =>
  isTranslation(section) ? "translations" : "content.edit";

/** The words of a refusal: what the role does not include, never a code. */
export const roleRefusal = (role: Role, permission: Permission): string =>
  `${ROLE_NAMES[role]} accounts cannot ${PERMISSION_ACTIONS[permission]}. Ask the owner if you need to.`;

const PERMISSION_ACTIONS: Readonly<Record<Permission, string>> = {
  team: "manage the team",
  backups: "make or restore backups",
  mail: "change the mail settings",
  erasure: "erase a client's details",
  "content.read": "read the site's pages here",
  "content.edit": "change the English pages",
  translations: "change the translations",
  images: "change images or PDFs",
  inbox: "open the leads",
  "activity.everyone": "see the team's activity",
  insights: "see the site's insights",
};
