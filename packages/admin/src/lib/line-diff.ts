export type DiffLine =
  | { kind: "same"; text: string; oldLine: number; newLine: number }
  | { kind: "removed"; text: string; oldLine: number }
  | { kind: "added"; text: string; newLine: number };

/** Above this many cells the LCS table is not built; the changed middle shows as replaced. */
const MAX_TABLE_CELLS = 4_000_000;

export const splitLines = (text: string): string[] =>
  text === "" ? [] : text.replace(/\r\n?/g, "\n").replace(/\n$/, "").split("\n");

/**
 * A line diff by longest common subsequence. The common head and tail are skipped first, so
 * the quadratic table covers only what changed; removals come before additions in a hunk.
 */
export function diffLines(oldText: string, newText: string): DiffLine[] {
  const a = splitLines(oldText);
  const b = splitLines(newText);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  ) {
    tail++;
  }

  const out: DiffLine[] = [];
  for (let i = 0; i < head; i++)
    out.push({ kind: "same", text: a[i]!, oldLine: i + 1, newLine: i + 1 });

  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const n = midA.length;
  const m = midB.length;

  if (n * m > MAX_TABLE_CELLS) {
    for (const [i, text] of midA.entries())
      out.push({ kind: "removed", text, oldLine: head + i + 1 });
    for (const [j, text] of midB.entries())
      out.push({ kind: "added", text, newLine: head + j + 1 });
  } else {
    // lcs[i * (m + 1) + j] = length of the LCS of midA[i..] and midB[j..]
    const width = m + 1;
    const lcs = new Uint32Array((n + 1) * width);
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lcs[i * width + j] =
          midA[i] === midB[j]
            ? lcs[(i + 1) * width + j + 1]! + 1
            : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && midA[i] === midB[j]) {
        out.push({ kind: "same", text: midA[i]!, oldLine: head + i + 1, newLine: head + j + 1 });
        i++;
        j++;
      } else if (j >= m || (i < n && lcs[(i + 1) * width + j]! >= lcs[i * width + j + 1]!)) {
        out.push({ kind: "removed", text: midA[i]!, oldLine: head + i + 1 });
        i++;
      } else {
        out.push({ kind: "added", text: midB[j]!, newLine: head + j + 1 });
        j++;
      }
    }
  }

  for (let k = tail; k > 0; k--) {
    const oldIndex = a.length - k;
    const newIndex = b.length - k;
    out.push({ kind: "same", text: a[oldIndex]!, oldLine: oldIndex + 1, newLine: newIndex + 1 });
  }
  return out;
}

export interface DiffStats {
  added: number;
  removed: number;
}

export function diffStats(lines: readonly DiffLine[]): DiffStats {
  let added = 0;
  let removed = 0;
  for (const line of lines) {
    if (line.kind === "added") added++;
    else if (line.kind === "removed") removed++;
  }
  return { added, removed };
}

export type DiffChunk =
  | { kind: "lines"; lines: DiffLine[] }
  | { kind: "skipped"; count: number; lines: DiffLine[] };

/** Groups a diff for display: changes with `context` unchanged lines around them, the rest folded. */
export function foldUnchanged(lines: readonly DiffLine[], context = 3): DiffChunk[] {
  const keep = new Array<boolean>(lines.length).fill(false);
  lines.forEach((line, index) => {
    if (line.kind === "same") return;
    for (
      let k = Math.max(0, index - context);
      k <= Math.min(lines.length - 1, index + context);
      k++
    ) {
      keep[k] = true;
    }
  });
  const chunks: DiffChunk[] = [];
  let index = 0;
  while (index < lines.length) {
    const kept = keep[index]!;
    const start = index;
    while (index < lines.length && keep[index] === kept) index++;
    const slice = lines.slice(start, index);
    // Folding fewer than 2 lines would hide nothing worth hiding.
    if (kept || slice.length < 2) chunks.push({ kind: "lines", lines: slice });
    else chunks.push({ kind: "skipped", count: slice.length, lines: slice });
  }
  return chunks;
}

/** Pretty JSON as the editor and the history show it. */
export const prettyJson = (value: unknown): string => JSON.stringify(value, null, 2);
