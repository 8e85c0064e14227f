import { StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App, preloadPage } from "./app.tsx";
import { AdminRoot } from "./components/admin-route.tsx";
import { LanguageProvider } from "./i18n/language.tsx";
import { loadSiteText } from "./i18n/site-text.ts";
import { holdPartsUntilNear } from "./lib/near-viewport.ts";
import { pageDataKey } from "./lib/page-data-address.ts";
import type { PageDataAnswer } from "./lib/page-data-fetch.ts";
import { BrowserSiteData } from "./lib/page-data-provider.tsx";
import { matchPage } from "./lib/pages.ts";
import { noteVisitSource } from "./lib/visit-source.ts";

/**
 * Calls back once the root has committed: its listeners are live from then on. The page says
 * so on `<html data-hydrated>` (for tests, and styles that need the scripts).
 */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    onCommit();
  }, [onCommit]);
  return null;
}

/**
 * Mounts the admin, or hydrates the public page the server rendered with its data (fetched
 * by the entry, `pageData`); resolves once it runs.
 */
export function startApp(pageData?: Promise<PageDataAnswer>): Promise<void> {
  const match = matchPage(window.location.pathname);
  const container = document.getElementById("root")!;
  if (match.kind === "admin") {
    // The admin is not server-rendered: the server sends a 'Loading...' shell.
    createRoot(container).render(
      <StrictMode>
        <AdminRoot />
      </StrictMode>,
    );
    return Promise.resolve();
  }
  const { language } = match;
  noteVisitSource();
  // The page's own chunk, its data and its language's words come first, so hydration sees
  // the tree the server rendered.
  return Promise.all([loadSiteText(language), preloadPage(match).catch(() => {}), pageData]).then(
    ([text, , answer]) =>
      new Promise<void>((committed) => {
        const data = answer?.data;
        const app = (
          <StrictMode>
            <LanguageProvider value={{ language, text }}>
              <BrowserSiteData
                language={language}
                initial={
                  data && {
                    path: pageDataKey(window.location.pathname, window.location.search),
                    data,
                  }
                }
              >
                <BrowserRouter>
                  <App />
                </BrowserRouter>
              </BrowserSiteData>
              <Committed onCommit={committed} />
            </LanguageProvider>
          </StrictMode>
        );
        // With server data the markup is there to hydrate; without (dev server) render fresh.
        if (data && container.firstElementChild) {
          holdPartsUntilNear(container);
          hydrateRoot(container, app);
        } else createRoot(container).render(app);
      }),
  );
}
