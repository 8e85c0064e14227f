export const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;

/**
 * Scrolls smoothly (unless the visitor prefers reduced motion) to a section and moves keyboard
 * focus there, so the next Tab continues from the section. Returns false when it is not on
 * this page.
 */
export function scrollToSection(id: string, behavior?: ScrollBehavior): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({
    behavior: behavior ?? (prefersReducedMotion() ? "auto" : "smooth"),
    block: "start",
  });
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
  return true;
}
