import { type Permission, ROLE_NAMES, type Role } from "@app/contract";
import { useSession } from "./session.ts";

export interface Permissions {
  /** Whether the signed-in person's role includes this permission (the server's own list). */
  may(permission: Permission): boolean;
  /** The role in the owner's words ("Translator"), for saying who is signed in. */
  roleName: string;
}

/** What a set of permissions allows: the admin never compares role names itself. */
export function permissionsFrom(
  granted: readonly Permission[],
  role: Role | undefined,
): Permissions {
  const set = new Set(granted);
  return {
    may: (permission) => set.has(permission),
    roleName: role ? ROLE_NAMES[role] : "",
  };
}

/** The signed-in person's permissions, as GET /api/admin/me gave them (none before it answers). */
export function usePermissions(): Permissions {
  const admin = useSession().data?.admin;
  return permissionsFrom(admin?.permissions ?? [], admin?.role);
}
