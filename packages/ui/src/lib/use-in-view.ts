import { type RefObject, useEffect, useState } from "react";

/** The spec's lazy-image margin: start loading 200 px before the element enters the viewport. */
export const LAZY_ROOT_MARGIN = "200px";

/**
 * True once the element has come within `rootMargin` of the viewport (and stays true).
 * Without IntersectionObserver (very old browsers) it is true at once.
 */
export function useInView(
  ref: RefObject<Element | null>,
  {
    rootMargin = LAZY_ROOT_MARGIN,
    enabled = true,
  }: { rootMargin?: string; enabled?: boolean } = {},
): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (!enabled || inView) return;
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, enabled, inView]);
  return inView;
}
