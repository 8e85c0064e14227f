import { type LinkProps, Link as RouterLink, useLocation } from "react-router-dom";
import { englishPath } from "../lib/pages.ts";
import { useLocalize } from "./language.tsx";

/**
 * A link to a page of the site, in the page's language: `to="/about"` on a Khmer page leads
 * to `/km/about`. Every internal link goes through it, so a visitor stays in their language.
 */
export function Link({ to, ...rest }: LinkProps) {
  const localize = useLocalize();
  return <RouterLink to={typeof to === "string" ? localize(to) : to} {...rest} />;
}

/** Whether the location is the home page, in whichever language. */
export function useOnHomePage(): boolean {
  return englishPath(useLocation().pathname) === "/";
}
