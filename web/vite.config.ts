import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { Rollup } from "vite";
import { build, defineConfig, type Plugin } from "vite";
import { ADMIN_CHUNK_NAME } from "./scripts/admin-chunk.ts";

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
 * The site's own modules, its icons and the contract's, where at least three chunks share
 * them: one chunk instead of the dozen small ones (each a request with its own headers)
 * automatic splitting makes of them. A first visit of `/` moves about 5 kB less.
 */
const SHARED_SITE_MODULES =
  /[\\/]web[\\/]src[\\/]|[\\/]lucide-react[\\/]|[\\/]contract[\\/]src[\\/]/;

/** The admin app's own modules: public pages never load them (`components/admin-route.tsx`). */
const ADMIN_MODULES = /[\\/]packages[\\/]admin[\\/]src[\\/]/;

/** The page's boot (`src/boot.ts`), inlined into the HTML in place of the entry's script tag. */
const BOOT = fileURLToPath(new URL("./src/boot.ts", import.meta.url));

/**
 * A first visit requests no script before the visitor uses the page: the HTML carries the
 * boot inline, which loads the entry when needed (decision 007). The server allows the boot
 * by its sha256 in the CSP (`api/src/web/inline-scripts.ts`).
 */
function inlineBoot(): Plugin {
  return {
    name: "inline-boot",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      async handler(html, { chunk, bundle }) {
        if (!chunk || !bundle) return html;
        const entry = `/${chunk.fileName}`;
        const tag = `<script type="module" crossorigin src="${entry}"></script>`;
        const line = html.indexOf(tag);
        if (line < 0) throw new Error(`inline-boot: no ${tag} in index.html`);
        // The chunks the entry imports are preloaded by the boot when it starts, not by the
        // HTML: a first visit fetches no script before the visitor uses the page.
        const imports = [...staticImportsOf(chunk.fileName, bundle)].map((file) => `/${file}`);
        const boot = await buildBoot(entry, imports);
        const start = html.lastIndexOf("\n", line);
        return (html.slice(0, start) + html.slice(line + tag.length))
          .replace(/\n\s*<link rel="modulepreload"[^>]*>/g, "")
          .replace("</body>", () => `  <script type="module">${boot}</script>\n  </body>`);
      },
    },
  };
}

/** Every chunk a chunk needs before it runs: its static imports, theirs, and so on. */
function staticImportsOf(fileName: string, bundle: Rollup.OutputBundle, seen = new Set<string>()) {
  const output = bundle[fileName];
  for (const file of output?.type === "chunk" ? output.imports : []) {
    if (!seen.has(file)) {
      seen.add(file);
      staticImportsOf(file, bundle, seen);
    }
  }
  return seen;
}

/** The boot as one minified module that imports nothing but (when it must) the entry. */
async function buildBoot(entry: string, imports: readonly string[]): Promise<string> {
  const result = await build({
    configFile: false,
    root: fileURLToPath(new URL(".", import.meta.url)),
    logLevel: "warn",
    define: {
      __APP_ENTRY__: JSON.stringify(entry),
      __APP_ENTRY_IMPORTS__: JSON.stringify(imports),
    },
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      lib: { entry: BOOT, formats: ["es"] },
      rolldownOptions: { external: [entry], output: { minify: true } },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunks = outputs.flatMap((out) => ("output" in out ? out.output : []));
  const [boot] = chunks;
  if (chunks.length !== 1 || boot?.type !== "chunk" || boot.imports.length > 0) {
    throw new Error("inline-boot: the boot must build to one chunk with no static imports");
  }
  return boot.code.trim().replace(/<\/script/gi, "<\\/script");
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), inlineBoot()],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    // The server inlines nothing: every asset is a hashed file served as immutable.
    assetsInlineLimit: 0,
    // Every browser the site supports preloads modules itself.
    modulePreload: { polyfill: false },
    ...(!isSsrBuild && {
      rolldownOptions: {
        output: {
          // A chunk holding any of the admin's own modules is named so a test can tell it.
          chunkFileNames: (chunk) =>
            `assets/${chunk.moduleIds.some((id) => ADMIN_MODULES.test(id)) ? ADMIN_CHUNK_NAME : "[name]"}-[hash].js`,
          codeSplitting: {
            groups: [
              { name: "vendor", test: FIRST_LOAD_LIBRARIES, priority: 1 },
              { name: "shared", test: SHARED_SITE_MODULES, minShareCount: 3 },
            ],
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
