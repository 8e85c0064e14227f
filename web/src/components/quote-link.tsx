import { type QuoteChoice, quoteHref } from "@app/contract/quote-links";
import type * as React from "react";
import { useLocation } from "react-router-dom";
import { Link, useOnHomePage } from "../i18n/link.tsx";
import { matchPage } from "../lib/pages.ts";
import { prefersReducedMotion } from "../lib/scroll.ts";

/** The home page's quote card: quote buttons there bring it into view instead of leaving. */
export const QUOTE_SECTION_ID = "quote";

/** Sent on the window when a quote button of the home page chooses what its form is about. */
export const QUOTE_CHOICE_EVENT = "quote-choice";

/**
 * Opens the home page's quote form in place: chooses what the button was about, brings the
 * card into view and puts the cursor in its first field. False when this page has none.
 */
export function openQuoteInPlace(choice: QuoteChoice): boolean {
  const card = document.getElementById(QUOTE_SECTION_ID);
  if (!card) return false;
  window.dispatchEvent(new CustomEvent<QuoteChoice>(QUOTE_CHOICE_EVENT, { detail: choice }));
  card.scrollIntoView({
    behavior: prefersReducedMotion() ? "auto" : "smooth",
    block: "start",
  });
  requestAnimationFrame(() => card.querySelector("input")?.focus({ preventScroll: true }));
  return true;
}

/** What the page the visitor is on is about, for the header's quote buttons. */
export function usePageQuoteChoice(): QuoteChoice {
  const match = matchPage(useLocation().pathname);
  if (match.kind === "certification") return { standard: match.slug };
  if (match.kind === "service-group") return { service: match.slug };
  return {};
}

type QuoteLinkProps = Omit<React.ComponentProps<"a">, "href"> &
  QuoteChoice & {
    /** Runs after the click was handled (e.g. to close the mobile menu). */
    onNavigate?: () => void;
  };

/**
 * Every quote button of the site: the quote form with the button's standard or service group
 * chosen. `/quote?standard=gots` from any page; on the home page, once its scripts run, the
 * form beside the hero, in place. Before the scripts run it is a plain link to the quote page.
 */
export function QuoteLink({
  standard,
  service,
  onNavigate,
  onClick,
  children,
  ...rest
}: QuoteLinkProps) {
  const onHome = useOnHomePage();
  const choice: QuoteChoice = { standard, service };
  return (
    <Link
      to={quoteHref(choice)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (onHome && openQuoteInPlace(choice)) event.preventDefault();
        onNavigate?.();
      }}
      {...rest}
    >
      {children}
    </Link>
  );
}
