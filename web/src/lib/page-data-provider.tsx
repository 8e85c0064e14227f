import { type Language, splitLanguagePath } from "@app/contract/languages";
import type * as React from "react";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Navigate, useLocation } from "react-router-dom";
import { PageLoading } from "../components/page-loading.tsx";
import { pageDataAddress, pageDataKey } from "./page-data-address.ts";
import { fetchPageData, type PageDataAnswer } from "./page-data-fetch.ts";
import { SiteStoreProvider } from "./site-data.ts";
import { emptyPageData, forPath, mergePageData, type PageData, SiteStore } from "./site-store.ts";

interface Known {
  data: PageData;
  paths: ReadonlySet<string>;
}

/**
 * The browser's content: the first page's embedded data, then each visited path's data,
 * fetched once per path on client navigation. It is in the document's language; a path in
 * another language is a new document.
 */
export function BrowserSiteData({
  language,
  initial,
  children,
}: {
  language: Language;
  initial: { path: string; data: PageData } | undefined;
  children: React.ReactNode;
}) {
  const [known, setKnown] = useState<Known>(() => ({
    data: initial ? forPath(initial.path, initial.data) : emptyPageData(),
    paths: new Set(initial ? [initial.path] : []),
  }));
  const store = useMemo(() => SiteStore.fromPageData(known.data), [known.data]);
  // One request per path at a time, however many boundaries ask for it.
  const pending = useRef(new Map<string, Promise<PageDataAnswer>>());
  const load = useCallback<PageLoader["load"]>((path) => {
    const inFlight = pending.current.get(path);
    if (inFlight) return inFlight;
    const loading = fetchPageData(pageDataAddress(path))
      .then((answer) => {
        // A redirect's data is the old path's: the new path loads its own.
        if (answer.data && !answer.redirect) {
          const data = answer.data;
          setKnown((prev) => ({
            data: mergePageData(prev.data, forPath(path, data)),
            paths: new Set([...prev.paths, path]),
          }));
        }
        return answer;
      })
      .finally(() => pending.current.delete(path));
    pending.current.set(path, loading);
    return loading;
  }, []);
  const loader = useMemo(
    () => ({
      has: (path: string) => known.paths.has(path),
      load,
      inOtherLanguage: (path: string) => splitLanguagePath(path).language !== language,
    }),
    [known, load, language],
  );
  return (
    <PageLoaderContext.Provider value={loader}>
      <SiteStoreProvider value={store}>{children}</SiteStoreProvider>
    </PageLoaderContext.Provider>
  );
}

/** Absent on the server, where every page's data is at hand. */
const PageLoaderContext = createContext<PageLoader | undefined>(undefined);

export interface PageLoader {
  has(path: string): boolean;
  load(path: string): Promise<PageDataAnswer>;
  /** A page whose words this document does not hold: it is loaded as a new document. */
  inOtherLanguage(path: string): boolean;
}

/** Where a path that is not known yet stands: its redirect, or that its data did not come. */
interface Outcome {
  path: string;
  redirect?: string;
  failed?: boolean;
}

function useLoadOutcome(loader: PageLoader | undefined, path: string, wanted: boolean) {
  const [outcome, setOutcome] = useState<Outcome>();
  useEffect(() => {
    if (!loader || !wanted) return;
    let current = true;
    loader.load(path).then(
      (answer) => {
        if (current) setOutcome({ path, ...(answer.redirect && { redirect: answer.redirect }) });
      },
      () => {
        if (current) setOutcome({ path, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [loader, path, wanted]);
  return outcome?.path === path ? outcome : undefined;
}

/** Shows a page once its data is here; on the server and for the first page, at once. */
export function PageDataBoundary({ children }: { children: React.ReactNode }) {
  const loader = useContext(PageLoaderContext);
  const { pathname, search, hash } = useLocation();
  const otherLanguage = loader?.inOtherLanguage(pathname) === true;
  const key = pageDataKey(pathname, search);
  const ready = !loader || loader.has(key);
  const outcome = useLoadOutcome(loader, key, !ready && !otherLanguage);
  useEffect(() => {
    if (otherLanguage) window.location.assign(pathname + search + hash);
  }, [otherLanguage, pathname, search, hash]);
  if (otherLanguage) return <PageLoading />;
  if (ready) return children;
  if (outcome?.redirect) return <Navigate to={outcome.redirect} replace />;
  return <PageLoading failed={outcome?.failed === true} />;
}
