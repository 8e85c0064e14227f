import { serviceGroupPath } from "@app/contract/section-name";
import { MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import type * as React from "react";
import { useSiteText } from "../i18n/language.tsx";
import { Link } from "../i18n/link.tsx";
import { useSingle, useSiteContent, useSiteStore } from "../lib/site-data.ts";
import { telHref } from "./contact-details.tsx";
import { Logo } from "./logo.tsx";
import { SectionLink } from "./section-link.tsx";

/** The footer's copyright year, as the spec fixes it. */

function FacebookIcon(props: React.SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden {...props}>
      <path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8.1v3h2.5V21h2.9z" />
    </svg>
  );
}
function TikTokIcon(props: React.SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden {...props}>
      <path d="M16.6 3c.3 2.1 1.5 3.5 3.6 3.7v2.6c-1.3.1-2.5-.3-3.6-1v5.4c0 6.6-7.2 8.7-10.1 4-1.9-3 -.7-8.3 5.4-8.5v2.8c-.5.1-1 .2-1.4.4-1.4.5-2.2 1.4-2 3 .4 3.1 6.1 4 5.6-2.1V3h2.5z" />
    </svg>
  );
}
function TelegramIcon(props: React.SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden {...props}>
      <path d="M21.5 4.2 18.3 19.3c-.2 1-.9 1.3-1.7.8l-4.8-3.5-2.3 2.2c-.3.3-.5.5-1 .5l.3-4.9 8.9-8c.4-.3-.1-.5-.6-.2l-11 6.9-4.7-1.5c-1-.3-1-1 .2-1.5l18.5-7.1c.9-.3 1.6.2 1.4 1.2z" />
    </svg>
  );
}
function YouTubeIcon(props: React.SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden {...props}>
      <path d="M21.6 7.2c-.2-.9-.9-1.6-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4c-.9.2-1.6.9-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8c.2.9.9 1.6 1.8 1.8 1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4c.9-.2 1.6-.9 1.8-1.8.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3L10 15z" />
    </svg>
  );
}

const footerLink = "text-slate-300 transition-colors hover:text-white";

export function Footer({ children }: { children?: React.ReactNode }) {
  const site = useSiteContent();
  const { chrome } = useSiteText();
  const services = useSingle("services");
  const year = useSiteStore().year();
  const training = useSingle("training");
  const social = [
    { label: "Facebook", href: site.social.facebook, Icon: FacebookIcon },
    { label: "TikTok", href: site.social.tiktok, Icon: TikTokIcon },
    { label: "Telegram", href: site.social.telegram, Icon: TelegramIcon },
    { label: "YouTube", href: site.social.youtube, Icon: YouTubeIcon },
  ];
  return (
    <footer className="bg-brand-900 text-slate-300">
      {children}
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Link
            to="/"
            className="inline-block rounded-md"
            aria-label={`${site.brandName}: ${chrome.home}`}
          >
            <Logo inverse />
          </Link>
          <p className="text-sm leading-relaxed text-slate-300">
            {site.brandName}: {site.footerBlurb}, {site.tagline}.
          </p>
          <ul className="space-y-2 text-sm">
            <li className="flex gap-2">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-accent-500" aria-hidden />
              <span>{site.address}</span>
            </li>
            {site.phones.map((phone, index) => (
              <li key={index} className="flex gap-2">
                <PhoneIcon className="mt-0.5 size-4 shrink-0 text-accent-500" aria-hidden />
                <a href={telHref(phone)} className={footerLink}>
                  {phone}
                </a>
              </li>
            ))}
            <li className="flex gap-2">
              <MailIcon className="mt-0.5 size-4 shrink-0 text-accent-500" aria-hidden />
              <a href={`mailto:${site.email}`} className={footerLink}>
                {site.email}
              </a>
            </li>
          </ul>
        </div>
        <nav aria-labelledby="footer-services">
          <h2
            id="footer-services"
            className="mb-4 text-sm font-semibold uppercase tracking-wider text-white"
          >
            {chrome.ourServices}
          </h2>
          <ul className="space-y-2 text-sm">
            {services.groups.map((group) => (
              <li key={group.anchor}>
                <Link to={serviceGroupPath(group.anchor)} className={footerLink}>
                  {group.title}
                </Link>
              </li>
            ))}
            <li>
              <SectionLink section="training-development" className={footerLink}>
                {training.eyebrow}
              </SectionLink>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-quick">
          <h2
            id="footer-quick"
            className="mb-4 text-sm font-semibold uppercase tracking-wider text-white"
          >
            {chrome.quickLinks}
          </h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link to="/about" className={footerLink}>
                {chrome.aboutUs}
              </Link>
            </li>
            <li>
              <SectionLink section="services" className={footerLink}>
                {chrome.ourServices}
              </SectionLink>
            </li>
            <li>
              <SectionLink section="resources" className={footerLink}>
                {chrome.resources}
              </SectionLink>
            </li>
            <li>
              <SectionLink section="contact" className={footerLink}>
                {chrome.contact}
              </SectionLink>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="mb-4 text-sm font-semibold uppercase tracking-wider text-white">
            {chrome.standardsWeSupport}
          </h2>
          <ul className="space-y-2 text-sm">
            {site.footerStandards.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
          <h2 className="mb-3 mt-6 text-sm font-semibold uppercase tracking-wider text-white">
            {chrome.followUs}
          </h2>
          <ul className="flex gap-2">
            {social.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  aria-label={label}
                  {...(href !== "#" && { target: "_blank", rel: "noopener noreferrer" })}
                  className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent-700"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-6 py-6 text-sm sm:flex-row">
          <p>
            © {year} {site.brandName}. {chrome.allRightsReserved}
          </p>
          <ul className="flex gap-6">
            <li>
              <Link to="/privacy" className={footerLink}>
                {chrome.privacyPolicy}
              </Link>
            </li>
            <li>
              <Link to="/terms" className={footerLink}>
                {chrome.termsOfService}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
