import { createInterface } from "node:readline";

let pipedLines: AsyncIterator<string> | undefined;

/** Reads one line; works for a terminal and for piped input (scripts, tests). */
export async function askLine(prompt: string): Promise<string> {
  process.stdout.write(prompt);
  pipedLines ??= createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
  const next = await pipedLines.next();
  if (next.done) throw new Error("input ended");
  return next.value;
}

/** Reads one line without echoing it when stdin is a terminal. */
export async function askHidden(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) return askLine(prompt);
  process.stdout.write(prompt);
  const stdin = process.stdin;
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let value = "";
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") {
          finish();
          process.stdout.write("\n");
          resolve(value);
          return;
        }
        if (ch === "\u0003") {
          finish();
          reject(new Error("cancelled"));
          return;
        }
        if (ch === "\u007f" || ch === "\b") value = [...value].slice(0, -1).join("");
        else value += ch;
      }
    };
    const finish = () => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
    };
    stdin.on("data", onData);
  });
}
