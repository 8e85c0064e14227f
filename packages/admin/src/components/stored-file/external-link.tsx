import type { ComponentProps } from "react";
import { useAdminContext } from "../../admin-context.tsx";
import { siteUrl } from "../../lib/api-client.ts";

/**
 * A link to a path on the site, opened outside the admin: a new tab in the browser, or the
 * host's own opener (the desktop's system browser).
 */
export function ExternalLink({
  path,
  children,
  ...props
}: { path: string } & Omit<ComponentProps<"a">, "href" | "target" | "rel">) {
  const { apiBaseUrl, platform } = useAdminContext();
  const href = siteUrl(apiBaseUrl, path);
  return (
    <a
      {...props}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        if (!platform.openExternal) return;
        event.preventDefault();
        platform.openExternal(href);
      }}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
