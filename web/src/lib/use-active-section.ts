import { useEffect, useState } from "react";
import {
  ACTIVE_SECTION_INITIAL_CHECK_MS,
  computeActiveSection,
  type SectionPosition,
} from "./active-section.ts";

function sectionPositions(ids: readonly string[]): SectionPosition[] {
  const positions: SectionPosition[] = [];
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element) positions.push({ id, top: element.getBoundingClientRect().top + window.scrollY });
  }
  // Document order, whatever the order of the ids.
  return positions.sort((a, b) => a.top - b.top);
}

/** The header's active item: recomputed on scroll and once 100 ms after mount. */
export function useActiveSection(enabled: boolean, ids: readonly string[]): string {
  const [active, setActive] = useState("home");
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      setActive(computeActiveSection(window.scrollY, sectionPositions(ids)));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    const timer = setTimeout(check, ACTIVE_SECTION_INITIAL_CHECK_MS);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, [enabled, ids]);
  return active;
}
