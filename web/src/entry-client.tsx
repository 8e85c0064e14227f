import "./styles.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App, preloadPage } from "./app.tsx";
import { AdminRoot } from "./components/admin-route.tsx";
import { preloadForms } from "./components/lazy-parts.tsx";
import { matchPage } from "./lib/pages.ts";
import {
  createQueryClient,
  readEmbeddedSiteData,
  registerSectionDefaults,
  seedQueryClient,
} from "./lib/site-data.ts";
import { Root } from "./root.tsx";

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
  const client = createQueryClient();
  const data = readEmbeddedSiteData(document);
  if (data) {
    registerSectionDefaults(data.defaults);
    seedQueryClient(client, data);
  }
  const app = (
    <StrictMode>
      <Root client={client}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </Root>
    </StrictMode>
  );
  // Forms hydrate when their chunk arrives; until then their server HTML stays as it is.
  void preloadForms();
  // The page's own chunk is loaded first, so hydration sees the tree the server rendered.
  // Without server data (the Vite dev server) the defaults come from the contract itself.
  const defaultsReady = data
    ? Promise.resolve()
    : import("@app/contract").then((c) =>
        registerSectionDefaults({
          hero: c.heroDefaults,
          site: c.siteDefaults,
          about: c.aboutDefaults,
        }),
      );
  void Promise.all([defaultsReady, preloadPage(match)])
    .catch(() => {})
    .then(() => {
      // With server data the markup is there to hydrate; without (dev server) render fresh.
      if (data && container.firstElementChild) hydrateRoot(container, app);
      else createRoot(container).render(app);
    });
}
