import { formatDateTime, formatDay, formatRelativeTime } from "../../lib/format.ts";

/** "5 minutes ago", or "just now" within the minute (or a clock a little ahead). */
export function sinceText(iso: string, now = Date.now()): string {
  const ago = now - new Date(iso).getTime();
  return ago < 60_000 ? "just now" : formatRelativeTime(iso, now);
}

/** A time as people read it ("5 minutes ago", "25 Nov 2026"), exact for machines and on hover. */
export function AccountTime({ iso, as }: { iso: string; as: "since" | "day" }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {as === "since" ? sinceText(iso) : formatDay(iso)}
    </time>
  );
}
