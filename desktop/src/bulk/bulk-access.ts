import { type Permission, type Role, roleRefusal } from "@app/contract";

/** What GET /api/admin/me says of the person signed in, as far as Bulk Replace cares. */
export interface SignedInPerson {
  role: Role;
  permissions: readonly Permission[];
}

/**
 * Why this person may not use Bulk Replace, in words, or null when they may: it replaces the
 * site's images, which takes the `images` permission (the server refuses the uploads anyway).
 */
export function bulkReplaceRefusal(person: SignedInPerson): string | null {
  if (person.permissions.includes("images")) return null;
  return `Bulk Replace changes the site's images. ${roleRefusal(person.role, "images")}`;
}
