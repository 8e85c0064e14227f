import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The renderer: one page, served by the app from app://admin/ (see src/main/app-protocol.ts). */
export default defineConfig({
  root: fileURLToPath(new URL("./src/renderer", import.meta.url)),
  base: "/",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: fileURLToPath(new URL("./dist/renderer", import.meta.url)),
    emptyOutDir: true,
    // Everything is a file of the app's own origin: nothing inline for the CSP to allow.
    assetsInlineLimit: 0,
    target: "chrome130",
    // One local bundle, read from disk: its size is not a download cost.
    chunkSizeWarningLimit: 2000,
    sourcemap: true,
  },
});
