/** Run by build.mjs: ships a pristine PGlite cluster with the build (see pglite-template.ts). */
import { bundledTemplatePath, writeTemplate } from "./pglite-template.ts";

await writeTemplate(bundledTemplatePath);
console.info(`PGlite template written: ${bundledTemplatePath}`);
