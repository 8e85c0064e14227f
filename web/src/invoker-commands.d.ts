import "react";

/*
 * Invoker Commands (HTML's `commandfor` and `command`): a button opens or closes a dialog or a
 * popover by itself, before and without any script (the phone menu, `mobile-menu.tsx`). React
 * passes the lowercase attributes through as they are; its types do not list them yet.
 */
declare module "react" {
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button acts on. */
    commandfor?: string | undefined;
    /** What it does to it. */
    command?:
      | "show-modal"
      | "close"
      | "request-close"
      | "toggle-popover"
      | "show-popover"
      | "hide-popover"
      | undefined;
  }
}
