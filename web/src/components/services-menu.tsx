import { cn } from "@app/ui/lib/cn";
import { ChevronDownIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useSiteText } from "../i18n/language.tsx";
import { Link } from "../i18n/link.tsx";
import type { NavItem } from "../lib/use-nav-items.ts";
import { SectionLink } from "./section-link.tsx";

/**
 * The header's Services item: a button that opens the list of service groups, each leading to
 * its page, and "All services" on the home page. Closes on a choice, Escape (focus back on the
 * button), a click elsewhere or focus leaving it.
 */
export function ServicesMenu({
  label,
  groups,
  current,
  className,
}: {
  label: string;
  groups: readonly NavItem[];
  /** The visitor is on a service group's page or in the home page's services. */
  current: boolean;
  className: string;
}) {
  const { chrome } = useSiteText();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    const element = root.current;
    if (!open || !element) return;
    const closeOutside = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const closeWhenFocusLeaves = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    element.addEventListener("focusout", closeWhenFocusLeaves);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
      element.removeEventListener("focusout", closeWhenFocusLeaves);
    };
  }, [open]);

  const close = () => setOpen(false);
  const itemClass =
    "block rounded-md px-3 py-2 text-[0.9375rem] font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50";
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${label}: ${chrome.servicesMenu}`}
        onClick={() => setOpen((value) => !value)}
        className={cn(className, "gap-1")}
        data-current={current || undefined}
      >
        {label}
        <ChevronDownIcon
          className={cn("size-4 transition-transform", open && "rotate-180")}
          aria-hidden
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-2 w-72 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
      >
        {groups.map((group) => (
          <li key={group.id}>
            <Link to={group.to ?? "/"} onClick={close} className={itemClass}>
              {group.label}
            </Link>
          </li>
        ))}
        <li className="mt-1 border-t border-slate-100 pt-1">
          <SectionLink section="services" onNavigate={close} className={itemClass}>
            {chrome.allServices}
          </SectionLink>
        </li>
      </ul>
    </div>
  );
}
