import { Card } from "@app/ui/components/card";
import { cn } from "@app/ui/lib/cn";
import { useQuery } from "@tanstack/react-query";
import { ActivityIcon, FileTextIcon, ImageIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useAdminApi } from "../admin-context.tsx";
import { useContentList } from "../features/content/content-queries.ts";
import { useImagesQuery } from "../features/images/image-queries.ts";
import { readJson } from "../lib/api-client.ts";
import { errorDescription } from "../lib/api-error.ts";

/** How often the status card asks GET /api/health again while the panel is open. */
export const HEALTH_POLL_MS = 30_000;

function StatCard({
  label,
  shortLabel,
  value,
  detail,
  icon,
  tone = "brand",
}: {
  label: string;
  /** What a phone shows, where three cards share one row. */
  shortLabel: string;
  value: ReactNode;
  detail: ReactNode;
  icon: ReactNode;
  tone?: "brand" | "accent" | "cta" | "neutral";
}) {
  return (
    <Card className="flex items-center gap-4 px-3 py-2 sm:p-5">
      <span
        className={cn(
          "hidden size-11 shrink-0 items-center justify-center rounded-lg sm:flex [&_svg]:size-5",
          tone === "brand" && "bg-brand-50 text-brand-700",
          tone === "accent" && "bg-accent-50 text-accent-700",
          tone === "cta" && "bg-cta-50 text-cta-700",
          tone === "neutral" && "bg-slate-100 text-slate-600",
        )}
        aria-hidden
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="truncate text-xs font-medium text-slate-600 sm:text-sm">
          <span className="sm:hidden">{shortLabel}</span>
          <span className="hidden sm:inline">{label}</span>
        </p>
        <p className="text-lg font-bold leading-tight text-brand-900 sm:text-2xl">{value}</p>
        <p className="hidden truncate text-xs text-slate-500 sm:block">{detail}</p>
      </div>
    </Card>
  );
}

function useHealth() {
  const api = useAdminApi();
  return useQuery({
    queryKey: ["health"],
    queryFn: () => readJson(api.health.$get()),
    refetchInterval: HEALTH_POLL_MS,
    meta: { ignoreUnauthorized: true },
  });
}

export function StatCards() {
  const content = useContentList();
  const images = useImagesQuery();
  const health = useHealth();
  const count = (query: { data?: unknown[]; isError: boolean }) =>
    query.data ? query.data.length : query.isError ? "–" : "…";
  return (
    <section aria-label="Overview" className="grid grid-cols-3 gap-2 sm:gap-4">
      <StatCard
        label="Content Sections"
        shortLabel="Sections"
        value={count(content)}
        detail="Editable parts of the website"
        icon={<FileTextIcon />}
      />
      <StatCard
        label="Website Images"
        shortLabel="Images"
        value={count(images)}
        detail="Registered images"
        icon={<ImageIcon />}
        tone="accent"
      />
      <StatCard
        label="System Status"
        shortLabel="Status"
        value={health.isSuccess ? "Active" : health.isError ? "Unavailable" : "Checking..."}
        detail={
          health.isError
            ? errorDescription(health.error, "The server did not answer.")
            : health.isSuccess
              ? "Server and database answering"
              : "Asking the server"
        }
        icon={<ActivityIcon />}
        tone={health.isSuccess ? "accent" : health.isError ? "cta" : "neutral"}
      />
    </section>
  );
}
