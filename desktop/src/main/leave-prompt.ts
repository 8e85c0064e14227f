import type { MessageBoxSyncOptions } from "electron";

/**
 * Electron shows nothing when a page's beforeunload asks to stay: it just keeps the window
 * open. The shell asks the admin instead (see index.ts, `will-prevent-unload`).
 */
export const LEAVE_PROMPT = {
  type: "question",
  buttons: ["Leave", "Stay"],
  defaultId: 1,
  cancelId: 1,
  noLink: true,
  title: "Leave the admin?",
  message: "You have changes that are not saved, or images still uploading.",
  detail: "If you leave now, they are lost.",
} as const satisfies MessageBoxSyncOptions;

/** Whether the admin chose to leave anyway; Escape and closing the dialog mean Stay. */
export const choseToLeave = (buttonIndex: number): boolean =>
  LEAVE_PROMPT.buttons[buttonIndex] === "Leave";
