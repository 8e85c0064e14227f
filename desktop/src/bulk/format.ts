export const percent = (fraction: number): string =>
  `${Math.round(Math.min(1, Math.max(0, fraction)) * 100)}%`;
