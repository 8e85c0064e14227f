import "./styles.css";
import { APP_STARTED_EVENT } from "./lib/app-started.ts";
import { PAGE_DATA_META_NAME } from "./lib/page-data-address.ts";
import { fetchPageData } from "./lib/page-data-fetch.ts";

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const dataAddress = document.querySelector<HTMLMetaElement>(
  `meta[name="${PAGE_DATA_META_NAME}"]`,
)?.content;

// The page's data comes while its code does.
const pageData = dataAddress ? fetchPageData(dataAddress) : undefined;
pageData?.catch(() => {});

// The app starts when this module is loaded: by the page's boot (`boot.ts`) once a server-
// rendered page is used, at once for the admin; the dev server's page loads it directly.
import("./lib/libraries-first.ts")
  .then(nextTask)
  .then(() => import("./start-app.tsx"))
  .then(({ startApp }) => startApp(pageData))
  .finally(() => document.dispatchEvent(new Event(APP_STARTED_EVENT)));
