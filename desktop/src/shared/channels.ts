/**
 * The IPC channel names: one per bridge method, plus `grantDrop`, which only the preload's own
 * drop listener calls (page script has no way to reach it). The main process registers a
 * handler for each (and only these) in one place; the preload invokes them by these constants.
 */
export const CHANNELS = {
  grantDrop: "files:grant-drop",
  resolveDropped: "files:resolve-dropped",
  readFile: "files:read",
  openDialog: "files:open-dialog",
  getSettings: "settings:get",
  saveSettings: "settings:save",
  notify: "notify:show",
} as const;

export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];
