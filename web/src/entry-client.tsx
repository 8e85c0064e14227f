import "./styles.css";
import { PAGE_DATA_META_NAME } from "./lib/page-data-address.ts";
import type { PageDataAnswer } from "./lib/page-data-provider.tsx";
import { startWhenNeeded } from "./lib/start-when-needed.ts";

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const dataAddress = document.querySelector<HTMLMetaElement>(
  `meta[name="${PAGE_DATA_META_NAME}"]`,
)?.content;

const start = () => {
  // The page's data comes while its code does.
  const pageData = dataAddress ? fetchPageData(dataAddress) : undefined;
  pageData?.catch(() => {});
  return import("./lib/libraries-first.ts")
    .then(nextTask)
    .then(() => import("./start-app.tsx"))
    .then(({ startApp }) => startApp(pageData));
};

async function fetchPageData(address: string): Promise<PageDataAnswer> {
  const response = await fetch(address, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${address} answered ${response.status}`);
  return response.json();
}

// A page the server rendered is whole without its scripts; the admin's shell (and a page of
// the dev server) shows nothing until they run.
if (dataAddress) startWhenNeeded(start);
else void start();
