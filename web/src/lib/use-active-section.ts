import { useEffect, useState } from "react";
import { computeActiveSection, HOME_FORCE_BELOW_PX, reachedLineMargin } from "./active-section.ts";

const inDocumentOrder = (a: Element, b: Element) =>
  a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

/**
 * The header's active item. An IntersectionObserver reports the sections whose top crosses
 * the 120 px line, and scrolling only compares scrollY with 100 px: nothing reads layout or
 * renders while the page scrolls, and parts the browser has not laid out yet stay skipped.
 */
export function useActiveSection(enabled: boolean, ids: readonly string[]): string {
  const [active, setActive] = useState("home");
  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === "undefined") return;
    const sections = ids
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null)
      .sort(inDocumentOrder);
    const reached = new Set<string>();
    const update = () => {
      const inOrder = sections.filter((s) => reached.has(s.id)).map((s) => s.id);
      setActive(computeActiveSection(window.scrollY, inOrder));
    };

    let observer: IntersectionObserver | undefined;
    const observe = () => {
      observer?.disconnect();
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) reached.add(entry.target.id);
            else reached.delete(entry.target.id);
          }
          update();
        },
        { rootMargin: reachedLineMargin(window.innerHeight) },
      );
      for (const section of sections) observer.observe(section);
    };
    observe();

    let nearTop = window.scrollY < HOME_FORCE_BELOW_PX;
    const onScroll = () => {
      if (window.scrollY < HOME_FORCE_BELOW_PX === nearTop) return;
      nearTop = !nearTop;
      update();
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", observe, { passive: true });
    return () => {
      observer?.disconnect();
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", observe);
    };
  }, [enabled, ids]);
  return active;
}
