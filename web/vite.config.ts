import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const apiOrigin = process.env.API_ORIGIN ?? "http://localhost:3000";

/**
 * Libraries every public page runs before anything else, and the table of languages (which
 * the lazy chunks share with them). One chunk instead of the few small ones automatic
 * splitting makes of them (they are shared with the lazy pages and the admin): fewer
 * requests, one gzip context, and a file that keeps its hash across most deploys.
 */
const FIRST_LOAD_LIBRARIES =
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|tailwind-merge|clsx)[\\/]|[\\/]contract[\\/]src[\\/]i18n[\\/]languages\.ts$/;

/**
 * The entry only schedules the page's scripts (`start-when-needed.ts`): the stylesheet and the
 * first images are fetched before it.
 */
function entryAfterContent(): Plugin {
  return {
    name: "entry-after-content",
    transformIndexHtml: {
      order: "post",
      handler: (html) =>
        html.replace(
          /<script type="module"(?![^>]*fetchpriority)/,
          '<script type="module" fetchpriority="low"',
        ),
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), entryAfterContent()],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    // The server inlines nothing: every asset is a hashed file served as immutable.
    assetsInlineLimit: 0,
    ...(!isSsrBuild && {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [{ name: "vendor", test: FIRST_LOAD_LIBRARIES, priority: 1 }],
          },
        },
      },
    }),
  },
  // The server bundle is self-contained, so it runs wherever dist/ is copied.
  ssr: { noExternal: true },
  server: {
    proxy: {
      "/api": apiOrigin,
      "/images": apiOrigin,
    },
  },
}));
