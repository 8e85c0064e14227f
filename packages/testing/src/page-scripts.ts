/**
 * The app entry's path in a served page: its inline boot (web/src/boot.ts) imports it once the
 * visitor uses the page, so no script tag names it.
 */
export function entryScriptPath(html: string): string {
  const path = /import\(["'`](\/assets\/[\w.-]+\.js)["'`]\)/.exec(html)?.[1];
  if (!path) throw new Error("the page's boot imports no /assets/ script");
  return path;
}
