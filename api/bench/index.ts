/**
 * `pnpm bench`: what a visitor and the owner get from the built server (run.ts);
 * `pnpm bench --scale`: what the site's own growth costs (scale.ts).
 */
if (process.argv.includes("--scale")) await import("./scale-run.ts");
else await import("./run.ts");
