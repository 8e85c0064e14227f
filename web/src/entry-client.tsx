import "./styles.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App, preloadPage } from "./app.tsx";
import { AdminRoot } from "./components/admin-route.tsx";
import { LanguageProvider } from "./i18n/language.tsx";
import { loadSiteText } from "./i18n/site-text.ts";
import { BrowserSiteData } from "./lib/page-data-provider.tsx";
import { matchPage } from "./lib/pages.ts";
import { readEmbeddedPageData } from "./lib/site-data.ts";

const container = document.getElementById("root")!;

const match = matchPage(window.location.pathname);

if (match.kind === "admin") {
  // The admin is not server-rendered: the server sends a 'Loading...' shell.
  createRoot(container).render(
    <StrictMode>
      <AdminRoot />
    </StrictMode>,
  );
} else {
  const data = readEmbeddedPageData(document);
  const { language } = match;
  // The page's own chunk and its language's words come first, so hydration sees the tree the
  // server rendered.
  void Promise.all([loadSiteText(language), preloadPage(match).catch(() => {})]).then(
    ([text]) => {
      const app = (
        <StrictMode>
          <LanguageProvider value={{ language, text }}>
            <BrowserSiteData
              language={language}
              initial={data && { path: window.location.pathname, data }}
            >
              <BrowserRouter>
                <App />
              </BrowserRouter>
            </BrowserSiteData>
          </LanguageProvider>
        </StrictMode>
      );
      // With server data the markup is there to hydrate; without (dev server) render fresh.
      if (data && container.firstElementChild) hydrateRoot(container, app);
      else createRoot(container).render(app);
    },
    // Without its words the page stays as the server rendered it: readable, and its links work.
    () => {},
  );
}
