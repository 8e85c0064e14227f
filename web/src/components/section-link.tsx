import type * as React from "react";
import { Link, useOnHomePage } from "../i18n/link.tsx";
import { sectionHref } from "../lib/navigation.ts";
import { scrollToSection } from "../lib/scroll.ts";

type SectionLinkProps = Omit<React.ComponentProps<"a">, "href"> & {
  /** The id of the home page section. */
  section: string;
  /** Runs after the click was handled (e.g. to close the mobile menu). */
  onNavigate?: () => void;
};

/**
 * A link to a home page section. On the home page it scrolls smoothly without reloading;
 * elsewhere it goes to `/#section` and the page scrolls there once it shows.
 */
export function SectionLink({ section, onNavigate, onClick, children, ...rest }: SectionLinkProps) {
  const onHome = useOnHomePage();
  return (
    <Link
      to={sectionHref(section)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (onHome && scrollToSection(section)) event.preventDefault();
        onNavigate?.();
      }}
      {...rest}
    >
      {children}
    </Link>
  );
}
