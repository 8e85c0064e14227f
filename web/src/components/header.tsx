import { Button } from "@app/ui/components/button";
import { MailIcon, PhoneIcon, SendIcon } from "lucide-react";
import { useMemo } from "react";
import { useLocation } from "react-router-dom";
import { useSiteText } from "../i18n/language.tsx";
import { Link, useOnHomePage } from "../i18n/link.tsx";
import { englishPath } from "../lib/pages.ts";
import { useSiteContent } from "../lib/site-data.ts";
import { useActiveSection } from "../lib/use-active-section.ts";
import { activeSectionIds, useHeaderItems, useNavItems } from "../lib/use-nav-items.ts";
import { telHref } from "./contact-details.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { Logo } from "./logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { QuoteLink, usePageQuoteChoice } from "./quote-link.tsx";
import { HeaderSearch } from "./search-form.tsx";
import { SectionLink } from "./section-link.tsx";
import { ServicesMenu } from "./services-menu.tsx";

/** Readable in either script: 14 to 15 px in English, 16 px in Khmer (site-nav-item in styles.css). */
const NAV_ITEM =
  "site-nav-item inline-flex h-10 items-center whitespace-nowrap rounded-md px-2.5 text-sm font-medium transition-colors xl:px-3 xl:text-[0.9375rem] text-slate-700 hover:bg-slate-50 hover:text-brand-800 aria-[current]:bg-brand-50 aria-[current]:text-brand-800 aria-[current]:shadow-[inset_0_-2px_0_var(--color-accent-600)] data-[current]:bg-brand-50 data-[current]:text-brand-800";

export function Header() {
  const site = useSiteContent();
  const { chrome } = useSiteText();
  const onHome = useOnHomePage();
  const path = englishPath(useLocation().pathname);
  const header = useHeaderItems();
  const menuItems = useNavItems();
  const sectionIds = useMemo(
    () => activeSectionIds(header.services.items.map((group) => group.id)),
    [header.services.items],
  );
  const active = useActiveSection(onHome, sectionIds);
  const quoteChoice = usePageQuoteChoice();
  const phone = site.phones[0]!;
  const inServices =
    path.startsWith("/services/") ||
    (onHome && (active === "services" || header.services.items.some((g) => g.id === active)));

  return (
    <>
      <div className="hidden bg-brand-900 text-brand-50 md:block">
        <div className="mx-auto flex max-w-7xl items-center justify-end gap-6 px-4 py-2 text-sm lg:justify-between lg:px-6">
          {/* One line or none: below lg the strip keeps only what a visitor acts on. */}
          <p className="hidden min-w-0 truncate text-brand-100 first-letter:uppercase lg:block">
            {site.footerBlurb}, {site.tagline}
          </p>
          <ul className="flex shrink-0 items-center gap-6">
            <li>
              <a
                href={telHref(phone)}
                className="inline-flex items-center gap-2 whitespace-nowrap hover:text-white"
              >
                <PhoneIcon className="size-4 shrink-0 text-accent-500" aria-hidden />
                <span>{phone}</span>
              </a>
            </li>
            <li>
              <a
                href={`mailto:${site.email}`}
                className="inline-flex items-center gap-2 whitespace-nowrap hover:text-white"
              >
                <MailIcon className="size-4 shrink-0 text-accent-500" aria-hidden />
                <span>{site.email}</span>
              </a>
            </li>
          </ul>
        </div>
      </div>
      <header className="site-header sticky top-0 z-40 border-b border-slate-200 bg-white shadow-sm">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2.5 lg:px-6 xl:gap-6">
          <SectionLink
            section="home"
            className="shrink-0 rounded-md"
            aria-label={`${site.brandName}: ${chrome.home}`}
          >
            <Logo className="lg:h-9 lg:w-[120px] xl:h-11 xl:w-[147px]" />
          </SectionLink>
          <nav aria-label={chrome.mainNavigation} className="hidden min-w-0 lg:block">
            <ul className="flex items-center gap-0.5 xl:gap-1">
              <li>
                <ServicesMenu
                  label={header.services.label}
                  groups={header.services.items}
                  current={inServices}
                  className={NAV_ITEM}
                />
              </li>
              {header.items.map((item) => {
                const current = item.to
                  ? path === item.to
                    ? "page"
                    : undefined
                  : onHome && active === item.id
                    ? "location"
                    : undefined;
                return (
                  <li key={item.id}>
                    {item.to ? (
                      <Link to={item.to} aria-current={current} className={NAV_ITEM}>
                        {item.label}
                      </Link>
                    ) : (
                      <SectionLink section={item.id} aria-current={current} className={NAV_ITEM}>
                        {item.label}
                      </SectionLink>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="flex items-center gap-2">
            <LanguageSwitcher />
            <HeaderSearch />
            <Button asChild variant="cta" className="hidden md:inline-flex md:h-10 md:px-4">
              <QuoteLink {...quoteChoice}>
                <SendIcon aria-hidden />
                <span>{chrome.getQuote}</span>
              </QuoteLink>
            </Button>
            <MobileMenu
              items={menuItems}
              active={onHome ? active : undefined}
              quoteChoice={quoteChoice}
            />
          </div>
        </div>
      </header>
    </>
  );
}
