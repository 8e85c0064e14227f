/** Under this scroll position the active item is always home. */
export const HOME_FORCE_BELOW_PX = 100;
/** A section counts as reached when its top is at or above scroll + this offset. */
export const ACTIVE_SECTION_OFFSET_PX = 120;

/**
 * The spec's rule: home under 100 px of scroll, else the last section (in document order)
 * reached, that is whose top is at or above the scroll position plus 120 px. `reached` lists
 * the reached sections in document order.
 */
export function computeActiveSection(scrollY: number, reached: readonly string[]): string {
  if (scrollY < HOME_FORCE_BELOW_PX) return "home";
  return reached.at(-1) ?? "home";
}

/** Far enough up that every section above the line counts, however long the page. */
const ABOVE_ALL_PX = 1_000_000;

/**
 * The IntersectionObserver margin whose box is everything above a line 120 px below the top
 * of the window: a section intersects it exactly when its top has reached that line.
 */
export function reachedLineMargin(viewportHeight: number): string {
  const below = Math.max(0, viewportHeight - ACTIVE_SECTION_OFFSET_PX);
  return `${ABOVE_ALL_PX}px 0px ${-below}px 0px`;
}
