/** The content codings we send: brotli, gzip, or the bytes as they are. */
export type ContentCoding = "br" | "gzip" | "identity";

/** Our own preference when a client weighs codings equally: smallest first. */
const SERVER_ORDER: readonly ContentCoding[] = ["br", "gzip", "identity"];

const MAX_MEMOIZED = 256;
const memo = new Map<string, readonly ContentCoding[]>();

/**
 * The codings a request accepts, best first (RFC 9110 §12.5.3): by q-value, ties in our order,
 * `*` standing for every coding not named, q=0 meaning "not acceptable". Identity always ends
 * the list: a client that refuses everything we have still gets the plain bytes, never a 406.
 * A request without the header gets identity only, as clients that send none (scripts,
 * old tools) expect.
 */
export function acceptedCodings(header: string | undefined): readonly ContentCoding[] {
  if (header === undefined) return ["identity"];
  const known = memo.get(header);
  if (known) return known;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";");
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.split("=");
      if (key?.trim().toLowerCase() === "q") {
        const q = Number(value?.trim());
        weight = Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0;
      }
    }
    // A coding named twice keeps its higher weight.
    weights.set(coding, Math.max(weights.get(coding) ?? 0, weight));
  }
  const weightOf = (coding: ContentCoding): number => {
    const named = weights.get(coding) ?? (coding === "gzip" ? weights.get("x-gzip") : undefined);
    if (named !== undefined) return named;
    const any = weights.get("*");
    if (any !== undefined) return any;
    // Identity is acceptable unless excluded by name or by `*;q=0`.
    return coding === "identity" ? 0.001 : 0;
  };
  const ranked = SERVER_ORDER.map((coding, order) => ({ coding, order, weight: weightOf(coding) }))
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ coding }) => coding);
  const result = ranked.includes("identity") ? ranked : [...ranked, "identity" as const];
  if (memo.size >= MAX_MEMOIZED) memo.clear();
  memo.set(header, result);
  return result;
}

/** The first accepted coding the representation exists in. */
export function chooseCoding(
  header: string | undefined,
  available: (coding: ContentCoding) => boolean,
): ContentCoding {
  return acceptedCodings(header).find(available) ?? "identity";
}
