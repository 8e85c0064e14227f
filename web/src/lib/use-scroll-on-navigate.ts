import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { scrollToSection } from "./scroll.ts";

/**
 * After a client-side navigation: to the `#section` of the new location, else to the top.
 * The first render keeps what the browser did itself (anchor jump, scroll restoration).
 */
export function useScrollOnNavigate() {
  const { pathname, hash, key } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash.length > 1) {
      const id = decodeURIComponent(hash.slice(1));
      const frame = requestAnimationFrame(() => {
        if (!scrollToSection(id, "auto")) window.scrollTo(0, 0);
      });
      return () => cancelAnimationFrame(frame);
    }
    window.scrollTo(0, 0);
    // key: navigating to the same URL again still scrolls.
  }, [pathname, hash, key]);
}
