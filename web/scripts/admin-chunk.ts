/**
 * The build puts the admin app's own modules in chunks of this name, so a test can tell a
 * request for admin code on a public page (web/e2e/every-page.test.ts).
 */
export const ADMIN_CHUNK_NAME = "admin";

/** Whether a script's path is an admin chunk (`/assets/admin-<hash>.js`). */
export const isAdminChunk = (path: string) =>
  new RegExp(`^/assets/${ADMIN_CHUNK_NAME}-[\\w-]+\\.js$`).test(path);
