/** Under this scroll position the active item is always home. */
export const HOME_FORCE_BELOW_PX = 100;
/** A section counts as reached when its top is at or above scroll + this offset. */
export const ACTIVE_SECTION_OFFSET_PX = 120;
/** The check also runs once this long after mount. */
export const ACTIVE_SECTION_INITIAL_CHECK_MS = 100;

export interface SectionPosition {
  id: string;
  /** Distance of the section's top from the top of the document. */
  top: number;
}

/**
 * The spec's rule: home under 100 px of scroll, else the last section (in document order)
 * whose top is at or above the scroll position plus 120 px.
 */
export function computeActiveSection(
  scrollY: number,
  sections: readonly SectionPosition[],
): string {
  if (scrollY < HOME_FORCE_BELOW_PX) return "home";
  let active = "home";
  for (const section of sections) {
    if (section.top <= scrollY + ACTIVE_SECTION_OFFSET_PX) active = section.id;
  }
  return active;
}
