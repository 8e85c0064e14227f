import { useQuery } from "@tanstack/react-query";
import type * as React from "react";
import { createContext, useCallback, useContext, useMemo, useState } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { PageLoading } from "../components/page-loading.tsx";
import { getJson } from "./http.ts";
import { SiteStoreProvider } from "./site-data.ts";
import { emptyPageData, mergePageData, type PageData, SiteStore } from "./site-store.ts";

/** GET /api/page-data: what a path's page reads, or where it redirects. */
interface PageDataAnswer {
  status: number;
  redirect?: string;
  data?: PageData;
}

interface Known {
  data: PageData;
  paths: ReadonlySet<string>;
}

/**
 * The browser's content: the first page's embedded data, then each visited path's data,
 * fetched once per path on client navigation.
 */
export function BrowserSiteData({
  initial,
  children,
}: {
  initial: { path: string; data: PageData } | undefined;
  children: React.ReactNode;
}) {
  const [known, setKnown] = useState<Known>(() => ({
    data: initial?.data ?? emptyPageData(),
    paths: new Set(initial ? [initial.path] : []),
  }));
  const store = useMemo(() => SiteStore.fromPageData(known.data), [known.data]);
  const load = useCallback<PageLoader["load"]>(async (path) => {
    const answer = await getJson<PageDataAnswer>(`/api/page-data?path=${encodeURIComponent(path)}`);
    // A redirect's data is the old path's: the new path loads its own.
    if (answer.data && !answer.redirect) {
      const data = answer.data;
      setKnown((prev) => ({
        data: mergePageData(prev.data, data),
        paths: new Set([...prev.paths, path]),
      }));
    }
    return answer;
  }, []);
  const loader = useMemo(
    () => ({ has: (path: string) => known.paths.has(path), load }),
    [known, load],
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
}

/** Shows a page once its data is here; on the server and for the first page, at once. */
export function PageDataBoundary({ children }: { children: React.ReactNode }) {
  const loader = useContext(PageLoaderContext);
  const { pathname } = useLocation();
  const ready = !loader || loader.has(pathname);
  const query = useQuery({
    queryKey: ["page-data", pathname],
    queryFn: () => loader!.load(pathname),
    enabled: !ready,
    retry: 1,
  });
  if (ready) return children;
  if (query.data?.redirect) return <Navigate to={query.data.redirect} replace />;
  return <PageLoading failed={query.isError} />;
}
