import type { CertificationSummary, StandardList } from "@app/contract/standard-lists";
import { useCallback, useEffect, useState } from "react";
import { getJson } from "../lib/http.ts";

/**
 * A list of standards read from the API: `pending` until its read starts (the server's page,
 * hydration: nothing shows loading there), `loading`, `ready` or `failed`.
 */
export type StandardListState =
  | { status: "pending" }
  | { status: "loading" }
  | { status: "ready"; standards: CertificationSummary[] }
  | { status: "failed" };

/** Lists read while the page lives, by address; a failed read is not kept, so it is tried again. */
const lists = new Map<string, Promise<CertificationSummary[]>>();
const arrived = new Map<string, CertificationSummary[]>();

function loadList(address: string): Promise<CertificationSummary[]> {
  let list = lists.get(address);
  if (!list) {
    const loading = getJson<StandardList>(address).then(({ standards }) => {
      arrived.set(address, standards);
      return standards;
    });
    list = loading;
    lists.set(address, loading);
    loading.catch(() => {
      if (lists.get(address) === loading) lists.delete(address);
    });
  }
  return list;
}

/**
 * The list of standards at `address` (standardListAddress), read when the address is first
 * asked for; undefined asks for none. `retry` reads a failed list again.
 */
export function useStandardList(address: string | undefined) {
  const [read, setRead] = useState<{ address: string; state: StandardListState }>();
  const [attempt, setAttempt] = useState(0);
  // A new attempt reads a failed list again.
  useEffect(() => {
    if (!address) return;
    const known = arrived.get(address);
    if (known) {
      setRead({ address, state: { status: "ready", standards: known } });
      return;
    }
    let current = true;
    setRead({ address, state: { status: "loading" } });
    loadList(address).then(
      (standards) => current && setRead({ address, state: { status: "ready", standards } }),
      () => current && setRead({ address, state: { status: "failed" } }),
    );
    return () => {
      current = false;
    };
  }, [address, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: StandardListState =
    address && read?.address === address ? read.state : { status: "pending" };
  return { state, retry };
}
