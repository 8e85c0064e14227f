import type { ReactNode } from "react";

/** A view the host adds beside the built-in tabs, e.g. the desktop's Bulk Replace. */
export interface AdminExtraTab {
  /** Unique among tabs; also the tab's value. */
  id: string;
  label: string;
  icon?: ReactNode;
  /**
   * Rendered inside the admin's providers, so it can use `useAdminApi`, `useImagesQuery` and
   * the shared query client.
   */
  content: ReactNode;
}

/** What a host (the web page, the desktop app) may add; the admin itself never asks where it runs. */
export interface AdminPlatformExtras {
  tabs?: readonly AdminExtraTab[];
  /** Opens a link outside the app (View Live Site). Default: a new browser tab. */
  openExternal?: (url: string) => void;
  /** Extra controls in the header before Logout, e.g. the desktop's server setting. */
  headerActions?: ReactNode;
  /**
   * Whether passkeys can work here. Default true. False when the host's origin is not the
   * site's (the desktop app runs on app://admin): a passkey is bound to the website's own origin,
   * so WebAuthn cannot use it there, and the admin offers the password path instead.
   */
  passkeys?: boolean;
}

export interface AdminAppProps {
  /**
   * The server's base URL: "" when the admin is served by the server itself (the web), or
   * "https://host" (the desktop). API calls go to `${apiBaseUrl}/api/...`.
   */
  apiBaseUrl: string;
  /**
   * Where the host serves the admin in the browser's address bar ("/admin" on the web): each
   * screen then has an address below it (`/admin/standards/gots`), Back and Forward move
   * between screens and a reload stays. Without it (the desktop window) the screens' addresses
   * live in memory.
   */
  basePath?: string;
  platform?: AdminPlatformExtras;
}
