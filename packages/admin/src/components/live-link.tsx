import { Button } from "@app/ui/components/button";
import { ExternalLinkIcon } from "lucide-react";
import { useAdminContext } from "../admin-context.tsx";
import { siteUrl } from "../lib/api-client.ts";

/** Opens a public page of the site: a new browser tab, or the host's way (the desktop's browser). */
export function LiveLink({ path, label }: { path: string; label: string }) {
  const { apiBaseUrl, platform } = useAdminContext();
  const url = siteUrl(apiBaseUrl, path);
  if (platform.openExternal) {
    return (
      <Button
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={label}
        title={label}
        onClick={() => platform.openExternal?.(url)}
      >
        <ExternalLinkIcon aria-hidden />
      </Button>
    );
  }
  return (
    <Button variant="ghost" size="icon" className="size-9" asChild>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${label} (opens in a new tab)`}
        title={label}
      >
        <ExternalLinkIcon aria-hidden />
      </a>
    </Button>
  );
}
