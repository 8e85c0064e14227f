const parse = (iso: string): Date | undefined => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** The spec's "local date" of an updatedAt. */
export const formatDate = (iso: string): string => parse(iso)?.toLocaleDateString() ?? iso;

export const formatDateTime = (iso: string): string =>
  parse(iso)?.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) ?? iso;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const pluralize = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;
