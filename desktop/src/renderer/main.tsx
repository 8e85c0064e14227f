import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./styles.css";
import { getBridge } from "./bridge.ts";
import { DesktopApp } from "./desktop-app.tsx";

// Files dropped outside the Bulk Replace view are ignored rather than opened by the window.
for (const type of ["dragover", "drop"] as const) {
  window.addEventListener(type, (event) => event.preventDefault());
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <DesktopApp bridge={getBridge()} />
  </StrictMode>,
);
