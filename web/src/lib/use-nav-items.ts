import { useMemo } from "react";
import { useSiteText } from "../i18n/language.tsx";
import { useSingle } from "./site-data.ts";

export interface NavItem {
  /** The home page section it scrolls to. */
  id: string;
  label: string;
}

/**
 * The header's in-page navigation, in the spec's order: Home, About Us, each service group
 * (as the admin names and orders them), Training & Development, Resources.
 */
export function useNavItems(): NavItem[] {
  const services = useSingle("services");
  const training = useSingle("training");
  const resources = useSingle("resources");
  const { chrome } = useSiteText();
  return useMemo(
    () => [
      { id: "home", label: chrome.navHome },
      { id: "about", label: chrome.aboutUs },
      ...services.groups.map((group) => ({ id: group.anchor, label: group.title })),
      { id: "training-development", label: training.eyebrow },
      { id: "resources", label: resources.eyebrow },
    ],
    [chrome, services.groups, training.eyebrow, resources.eyebrow],
  );
}

/** Every section the active-item check knows: the nav's, and contact (a target, not an item). */
export const sectionIdsOf = (items: readonly NavItem[]) => [...items.map((i) => i.id), "contact"];
