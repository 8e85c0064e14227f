export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  debug(message: string, details?: Record<string, unknown>): void;
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

/** One JSON line per event on stderr, so logs stay machine-readable in production. */
export function createLogger(level: LogLevel): Logger {
  const write = (at: Exclude<LogLevel, "silent">) => (message: string, details?: object) => {
    if (order[at] < order[level]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: at, message, ...details });
    process.stderr.write(`${line}\n`);
  };
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") };
}
