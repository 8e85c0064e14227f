import { GlobeIcon, MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import { useSingle, useSiteContent } from "../lib/site-data.ts";

/** A phone number as a link a phone dials. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** The office, phones, e-mail and website, as cards: beside the contact and quote forms. */
export function ContactDetails() {
  const site = useSiteContent();
  const contact = useSingle("contact");
  const website = site.website !== "#" ? site.website : undefined;
  return (
    <div className="space-y-4">
      <ContactDetail
        icon={<MapPinIcon className="size-5" aria-hidden />}
        label={contact.officeLabel}
      >
        {site.address}
      </ContactDetail>
      <ContactDetail icon={<PhoneIcon className="size-5" aria-hidden />} label={contact.phoneLabel}>
        {site.phones.map((phone, index) => (
          <a key={index} href={telHref(phone)} className="block hover:text-brand-700">
            {phone}
          </a>
        ))}
      </ContactDetail>
      <ContactDetail icon={<MailIcon className="size-5" aria-hidden />} label={contact.emailLabel}>
        <a href={`mailto:${site.email}`} className="hover:text-brand-700">
          {site.email}
        </a>
      </ContactDetail>
      {website ? (
        <ContactDetail
          icon={<GlobeIcon className="size-5" aria-hidden />}
          label={contact.websiteLabel}
        >
          <a href={website} className="hover:text-brand-700" rel="noopener">
            {website.replace(/^https?:\/\//, "")}
          </a>
        </ContactDetail>
      ) : null}
    </div>
  );
}

function ContactDetail({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
        {icon}
      </span>
      <div>
        <p className="text-sm font-semibold text-slate-500">{label}</p>
        <div className="mt-1 font-medium text-brand-900">{children}</div>
      </div>
    </div>
  );
}
