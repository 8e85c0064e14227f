import { useRef } from "react";
import { moveItem } from "./list-moves.ts";

let last = 0;
const nextKey = () => `entry-${++last}`;

/**
 * Lasting keys for the entries of a list of plain values, which have no ids of their own:
 * a dragged entry must keep its key (and its element) while its index changes.
 */
export function useEntryKeys(count: number) {
  const keys = useRef<string[]>([]);
  // A list replaced from outside (a discard, a restored version) keeps the keys it can.
  if (keys.current.length !== count) {
    keys.current = Array.from({ length: count }, (_, at) => keys.current[at] ?? nextKey());
  }
  return {
    keys: keys.current,
    move: (from: number, to: number) => {
      keys.current = moveItem(keys.current, from, to);
    },
    remove: (index: number) => {
      keys.current = keys.current.filter((_, at) => at !== index);
    },
  };
}
