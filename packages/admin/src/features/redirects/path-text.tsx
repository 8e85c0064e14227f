import { Fragment } from "react";

/** An address cut after each `/`: where a long one may wrap without breaking a word. */
export const pathPieces = (path: string): string[] => path.match(/[^/]*\/|[^/]+$/g) ?? [path];

/**
 * An address as text that wraps after a `/` when its column is narrow (a word longer than
 * the column still breaks, never running out of its box).
 */
export function PathText({ path }: { path: string }) {
  return (
    <span className="wrap-break-word">
      {pathPieces(path).map((piece, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
