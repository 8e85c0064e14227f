import type { WebsiteImage } from "@app/contract";
import { heroDefaults } from "@app/contract/hero-defaults";
import { createContext, useContext } from "react";
import type { Entries, SingleSections, SiteStore } from "./site-store.ts";

const SiteStoreContext = createContext<SiteStore | null>(null);
export const SiteStoreProvider = SiteStoreContext.Provider;

export function useSiteStore(): SiteStore {
  const store = useContext(SiteStoreContext);
  if (!store) throw new Error("No SiteStoreProvider above this component");
  return store;
}

/**
 * A single section the layout needs. The API seeds them and refuses to delete them; the hero
 * alone has the spec's defaults for a server that has none.
 */
export function useSingle<K extends keyof SingleSections>(name: K): SingleSections[K] {
  const value = useSiteStore().section(name);
  if (value) return value as unknown as SingleSections[K];
  if (name === "hero") return heroDefaults as SingleSections[K];
  throw new Error(`The site has no "${name}" section`);
}

/** An entry of a collection (`certification`, `pillar`, `page`), or null when there is none. */
export function useEntry<C extends keyof Entries>(collection: C, slug: string): Entries[C] | null {
  return useSiteStore().section(`${collection}:${slug}`) as Entries[C] | null;
}

export const useSiteContent = () => useSingle("site");
export const usePillars = () => useSiteStore().pillars();
export const useFile = (filename: string) => useSiteStore().file(filename);

/** `filepath?v=version`: the URL changes with every replacement, so caches refresh. */
export const fileSrc = (file: Pick<WebsiteImage, "filepath" | "version">) =>
  `${file.filepath}?v=${file.version}`;

/** JSON safe inside a <script> element: `<` can never close the tag or open a comment. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export { fillTokens } from "@app/contract/fill-tokens";
