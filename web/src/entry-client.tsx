import "./styles.css";
import { PAGE_DATA_ELEMENT_ID } from "./lib/page-data-element.ts";
import { startWhenNeeded } from "./lib/start-when-needed.ts";

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const start = () =>
  import("./lib/libraries-first.ts")
    .then(nextTask)
    .then(() => import("./start-app.tsx"))
    .then(({ startApp }) => startApp());

// A page the server rendered is whole without its scripts; the admin's shell (and a page of
// the dev server) shows nothing until they run.
if (document.getElementById(PAGE_DATA_ELEMENT_ID)) startWhenNeeded(start);
else void start();
