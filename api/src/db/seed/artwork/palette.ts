/** Brand palette shared by every generated illustration. */
export const palette = {
  navy: "#0b2545",
  navyLight: "#13315c",
  teal: "#0f766e",
  tealLight: "#5eead4",
  red: "#c8102e",
  sand: "#f4efe6",
  white: "#ffffff",
  slate: "#64748b",
} as const;
