import { serviceGroupPath } from "@app/contract/section-name";
import { useMemo } from "react";
import { useSiteText } from "../i18n/language.tsx";
import { SERVICES_SECTION_ID } from "./navigation.ts";
import { useSingle } from "./site-data.ts";

export interface NavItem {
  /** The home page section it scrolls to, or what it is called when it leads to a page. */
  id: string;
  label: string;
  /** A page of its own (`/about`, `/services/<group>`); else the home page section `id`. */
  to?: string;
}

/** Each service group's page, as the admin names and orders them. */
export function useServiceGroupItems(): NavItem[] {
  const services = useSingle("services");
  return useMemo(
    () =>
      services.groups.map((group) => ({
        id: group.anchor,
        label: group.title,
        to: serviceGroupPath(group.anchor),
      })),
    [services.groups],
  );
}

/**
 * The header's navigation, one row: the service groups (one menu), training, resources, about
 * and contact. The logo is the way home; Get Quote stands beside it as a button.
 */
export function useHeaderItems() {
  const training = useSingle("training");
  const resources = useSingle("resources");
  const { chrome } = useSiteText();
  const groups = useServiceGroupItems();
  return useMemo(
    () => ({
      services: { id: SERVICES_SECTION_ID, label: chrome.services, items: groups },
      items: [
        { id: "training-development", label: training.eyebrow },
        { id: "resources", label: resources.eyebrow },
        { id: "about", label: chrome.aboutUs, to: "/about" },
        { id: "contact", label: chrome.contact },
      ] satisfies NavItem[],
    }),
    [chrome, groups, training.eyebrow, resources.eyebrow],
  );
}

/**
 * The phone menu's list, in the spec's order: Home, About Us, each service group, Training &
 * Development, Resources.
 */
export function useNavItems(): NavItem[] {
  const training = useSingle("training");
  const resources = useSingle("resources");
  const { chrome } = useSiteText();
  const groups = useServiceGroupItems();
  return useMemo(
    () => [
      { id: "home", label: chrome.navHome },
      { id: "about", label: chrome.aboutUs, to: "/about" },
      ...groups,
      { id: "training-development", label: training.eyebrow },
      { id: "resources", label: resources.eyebrow },
    ],
    [chrome, groups, training.eyebrow, resources.eyebrow],
  );
}

/**
 * The home page sections the active-item check follows: those the header links, the services
 * section and each group's card (which light up Services), and contact.
 */
export const activeSectionIds = (groupIds: readonly string[]) => [
  "home",
  "about",
  SERVICES_SECTION_ID,
  ...groupIds,
  "training-development",
  "resources",
  "contact",
];
