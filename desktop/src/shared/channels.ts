/**
 * The IPC channel names, one per bridge method. The main process registers a handler for each
 * (and only these) in one place; the preload invokes them by these constants.
 */
export const CHANNELS = {
  resolveDropped: "files:resolve-dropped",
  readFile: "files:read",
  openDialog: "files:open-dialog",
  getSettings: "settings:get",
  saveSettings: "settings:save",
  notify: "notify:show",
} as const;

export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];
