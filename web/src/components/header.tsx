import { Button } from "@app/ui/components/button";
import { cn } from "@app/ui/lib/cn";
import { MailIcon, PhoneIcon, SendIcon } from "lucide-react";
import { useMemo } from "react";
import { useSiteText } from "../i18n/language.tsx";
import { useOnHomePage } from "../i18n/link.tsx";
import { useSiteContent } from "../lib/site-data.ts";
import { useActiveSection } from "../lib/use-active-section.ts";
import { sectionIdsOf, useNavItems } from "../lib/use-nav-items.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { Logo } from "./logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { SectionLink } from "./section-link.tsx";

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

export function Header() {
  const site = useSiteContent();
  const { chrome } = useSiteText();
  const onHome = useOnHomePage();
  const navItems = useNavItems();
  const sectionIds = useMemo(() => sectionIdsOf(navItems), [navItems]);
  const active = useActiveSection(onHome, sectionIds);
  const phone = site.phones[0]!;

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
      <header className="header-enter sticky top-0 z-40 border-b border-slate-200 bg-white shadow-sm">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2.5 md:gap-2 md:py-2 lg:gap-3 lg:px-6 xl:gap-6">
          <SectionLink
            section="home"
            className="shrink-0 rounded-md"
            aria-label={`${site.brandName}: ${chrome.home}`}
          >
            <Logo className="md:h-8 md:w-[107px] lg:h-9 lg:w-[120px] xl:h-11 xl:w-[147px]" />
          </SectionLink>
          <nav aria-label={chrome.mainNavigation} className="hidden min-w-0 flex-1 md:block">
            <ul className="mx-auto grid max-w-4xl grid-cols-4 gap-x-1 gap-y-1">
              {navItems.map((item, index) => {
                const isActive = onHome && active === item.id;
                return (
                  <li
                    key={item.id}
                    className="nav-item-enter"
                    style={{ animationDelay: `${0.1 * index}s` }}
                  >
                    <SectionLink
                      section={item.id}
                      aria-current={isActive ? "location" : undefined}
                      className={cn(
                        "flex h-full items-center justify-center rounded-md px-1.5 py-1 text-center text-[0.6875rem] font-medium leading-tight tracking-tight transition-colors lg:px-2 lg:text-[0.8125rem] lg:tracking-normal",
                        isActive
                          ? "bg-brand-50 text-brand-800 shadow-[inset_0_-2px_0_var(--color-accent-600)]"
                          : "text-slate-700 hover:bg-slate-50 hover:text-brand-800",
                      )}
                    >
                      {item.label}
                    </SectionLink>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="flex items-center gap-2">
            <LanguageSwitcher />
            <Button
              asChild
              variant="cta"
              className="hidden md:inline-flex md:h-9 md:px-3 lg:h-10 lg:px-4"
            >
              <SectionLink section="contact">
                <SendIcon aria-hidden />
                <span>{chrome.getQuote}</span>
              </SectionLink>
            </Button>
            <MobileMenu items={navItems} active={onHome ? active : undefined} />
          </div>
        </div>
      </header>
    </>
  );
}
