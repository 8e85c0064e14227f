import { type QuoteChoice, quoteHref } from "@app/contract/quote-links";
import { Button } from "@app/ui/components/button";
import { cn } from "@app/ui/lib/cn";
import { MenuIcon, SendIcon, XIcon } from "lucide-react";
import type * as React from "react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useLocalize, useSiteText } from "../i18n/language.tsx";
import { Link, useOnHomePage } from "../i18n/link.tsx";
import { sectionHref } from "../lib/navigation.ts";
import { scrollToSection } from "../lib/scroll.ts";
import { showThenModal } from "../lib/show-then-modal.ts";
import type { NavItem } from "../lib/use-nav-items.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { Logo } from "./logo.tsx";
import { openQuoteInPlace } from "./quote-link.tsx";
import { SearchForm } from "./search-form.tsx";

/** Slightly longer than the slide-out animation, in case its animationend never comes. */
const CLOSE_FALLBACK_MS = 300;

const MENU_ID = "mobile-menu";

const TABBABLE = "a[href], button:not([disabled]), input:not([disabled]), [tabindex='0']";

/**
 * The small-screen menu: a native modal <dialog> sliding in from the right. The browser makes
 * the page behind it inert and closes it on Escape; focus is kept inside (Tab wraps) and goes
 * back to the menu button on close. Any choice closes it, then scrolls to the section. Native,
 * so the menu costs a phone no extra script (decision 007).
 *
 * The dialog is in the server's HTML, closed, and its buttons are Invoker Commands: without
 * scripts the browser opens and closes it itself; before the app has started the boot does,
 * on the first tap, instead of holding the tap (`start-when-needed.ts`). Once hydrated, React
 * takes over (its handlers cancel the commands) and adopts a menu opened before it.
 */
export function MobileMenu({
  items,
  active,
  quoteChoice,
}: {
  items: readonly NavItem[];
  active: string | undefined;
  /** What Get Quote chooses: the standard or service group of the page the visitor is on. */
  quoteChoice: QuoteChoice;
}) {
  const [state, setState] = useState<"closed" | "open" | "closing">("closed");
  const trigger = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  /** Where the visitor chose to go, once the menu has closed. */
  const pendingChoice = useRef<(() => void) | null>(null);
  const onHome = useOnHomePage();
  const localize = useLocalize();
  const navigate = useNavigate();
  const { chrome } = useSiteText();

  /** True once the menu has fully closed: finishing runs once per opening, whoever calls. */
  const settled = useRef(true);

  // Opened by the browser before the app had started: the menu is open, as React knows it.
  useEffect(() => {
    if (!dialog.current?.open) return;
    settled.current = false;
    setState("open");
  }, []);

  function finishClosing() {
    if (settled.current) return;
    settled.current = true;
    if (dialog.current?.open) dialog.current.close();
    setState("closed");
    const go = pendingChoice.current;
    pendingChoice.current = null;
    if (!go) {
      trigger.current?.focus();
      return;
    }
    // After the page's scroll lock (html:has(dialog[open])) has gone.
    requestAnimationFrame(go);
  }

  const finish = useRef(finishClosing);
  finish.current = finishClosing;
  // The slide-out plays, then the dialog closes and leaves the DOM.
  useEffect(() => {
    if (state !== "closing") return;
    const timer = window.setTimeout(() => finish.current(), CLOSE_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  /** Slides the menu out, then closes it; it may have been opened by the browser itself. */
  const close = () => {
    if (!dialog.current?.open) return;
    settled.current = false;
    setState("closing");
  };

  const chooseThen = (go: () => void) => (event: React.MouseEvent) => {
    event.preventDefault();
    pendingChoice.current = go;
    close();
  };
  const choose = (item: Pick<NavItem, "id" | "to">) =>
    chooseThen(() => {
      if (item.to) navigate(localize(item.to));
      else if (!onHome || !scrollToSection(item.id)) navigate(localize(sectionHref(item.id)));
    });
  const chooseQuote = chooseThen(() => {
    if (!onHome || !openQuoteInPlace(quoteChoice)) navigate(localize(quoteHref(quoteChoice)));
  });

  const keepFocusInside = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={chrome.openMenu}
        aria-haspopup="dialog"
        aria-expanded={state !== "closed"}
        aria-controls={MENU_ID}
        commandfor={MENU_ID}
        command="show-modal"
        onClick={(event) => {
          // React opens it, as the boot does before the app has started (the command is the
          // browser's way without scripts): on screen in this frame, modal in the next.
          event.preventDefault();
          settled.current = false;
          if (dialog.current) showThenModal(dialog.current);
          setState("open");
        }}
      >
        <MenuIcon className="size-6!" aria-hidden />
      </Button>
      <dialog
        ref={dialog}
        id={MENU_ID}
        aria-labelledby="mobile-menu-title"
        aria-describedby="mobile-menu-description"
        // A tap on the backdrop closes it, before the app has started too.
        closedby="any"
        data-closing={state === "closing" ? "" : undefined}
        className="mobile-sheet backdrop:bg-slate-950/50 fixed inset-y-0 right-0 left-auto z-50 m-0 h-full max-h-none w-[85vw] max-w-sm flex-col gap-4 overflow-y-auto border-0 bg-white p-6 text-slate-900 shadow-2xl open:flex"
        onCancel={(event) => {
          // Escape: close with the slide-out instead of at once.
          event.preventDefault();
          close();
        }}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog itself, outside its box.
          if (event.target !== event.currentTarget) return;
          const box = event.currentTarget.getBoundingClientRect();
          const inside =
            event.clientX >= box.left &&
            event.clientX <= box.right &&
            event.clientY >= box.top &&
            event.clientY <= box.bottom;
          if (!inside) close();
        }}
        onKeyDown={keepFocusInside}
        // Closed by the browser itself (a second Escape may not be cancelable); not when it
        // closed only to open again as a modal (`showThenModal`).
        onClose={() => {
          if (!dialog.current?.open) finishClosing();
        }}
        onAnimationEnd={(event) => {
          if (state === "closing" && event.target === event.currentTarget) finishClosing();
        }}
      >
        <h2 id="mobile-menu-title" className="sr-only">
          {chrome.menu}
        </h2>
        <p id="mobile-menu-description" className="sr-only">
          {chrome.menuDescription}
        </p>
        <Link
          to={sectionHref("home")}
          onClick={choose({ id: "home" })}
          className="w-fit rounded-md"
        >
          <Logo />
          <span className="sr-only">{chrome.navHome}</span>
        </Link>
        <SearchForm idPrefix="menu-search" compact />
        <nav aria-label={chrome.mobileNavigation}>
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.id}>
                <Link
                  to={item.to ?? sectionHref(item.id)}
                  onClick={choose(item)}
                  aria-current={active === item.id ? "location" : undefined}
                  className={cn(
                    "block rounded-md px-3 py-2.5 text-base font-medium",
                    active === item.id
                      ? "bg-brand-50 text-brand-800"
                      : "text-slate-700 hover:bg-slate-50",
                  )}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Button asChild variant="cta" size="lg" className="mt-2 w-full">
          <Link to={quoteHref(quoteChoice)} onClick={chooseQuote}>
            <SendIcon aria-hidden />
            {chrome.getQuote}
          </Link>
        </Button>
        <LanguageSwitcher className="mt-2" />
        <button
          type="button"
          commandfor={MENU_ID}
          command="close"
          onClick={(event) => {
            // The slide-out, once the app runs (the command closes it at once before).
            event.preventDefault();
            close();
          }}
          className="absolute right-4 top-4 cursor-pointer rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500"
          aria-label={chrome.closeMenu}
        >
          <XIcon className="size-5" aria-hidden />
        </button>
      </dialog>
    </>
  );
}
