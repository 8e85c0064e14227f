import { constants, createInflate, type Inflate, inflateSync } from "node:zlib";

/** The budget for everything a document unpacks to has run out: a zip bomb, or near enough. */
export class InflateLimitError extends Error {
  constructor() {
    super("inflated data over the limit");
  }
}

/** Small inputs are inflated at once: a thread-pool round trip would cost more than the work. */
const SYNC_INPUT_BYTES = 64 * 1024;
/** ...up to this much output, which takes a millisecond or two; beyond, in the thread pool. */
const SYNC_OUTPUT_BYTES = 1024 * 1024;
/** Output per thread-pool round trip: the 16 KB default makes a large stream 3 times slower. */
const CHUNK_BYTES = 256 * 1024;

/** Sync flush: a truncated stream gives what it holds, as readers show it. */
const FLUSH = constants.Z_SYNC_FLUSH;

const isTooLarge = (error: unknown) =>
  error instanceof RangeError && (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE";

export interface Inflated {
  bytes: Uint8Array;
  /** How much of the input the compressed data took: less than all when it ended before. */
  read: number;
}

/** Inflates FlateDecode streams one after another out of one shared budget of output bytes. */
export function createInflater(budgetBytes: number) {
  let remaining = budgetBytes;

  function inflateSmall(data: Uint8Array, cap: number): Inflated | null | "larger" {
    try {
      // With `info`, the output comes with the engine, which counts the input it took.
      const { buffer, engine } = inflateSync(data, {
        maxOutputLength: Math.max(1, cap),
        finishFlush: FLUSH,
        info: true,
      }) as unknown as { buffer: Buffer; engine: Inflate };
      if (buffer.byteLength > remaining) throw new InflateLimitError();
      return { bytes: buffer, read: engine.bytesWritten };
    } catch (error) {
      if (error instanceof InflateLimitError) throw error;
      return isTooLarge(error) ? "larger" : null;
    }
  }

  /**
   * In the thread pool, chunk by chunk into one buffer reserved at the size of the budget: its
   * pages are only touched as output arrives, so no single step copies megabytes (one
   * Buffer.concat of 48 MB held the event loop for 200 ms and more).
   */
  async function inflateLarge(data: Uint8Array): Promise<Inflated | null> {
    const output = Buffer.allocUnsafeSlow(remaining);
    let length = 0;
    const stream = createInflate({ finishFlush: FLUSH, chunkSize: CHUNK_BYTES });
    stream.end(data);
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        if (length + chunk.byteLength > remaining) throw new InflateLimitError();
        output.set(chunk, length);
        length += chunk.byteLength;
      }
    } catch (error) {
      stream.destroy();
      if (error instanceof InflateLimitError) throw error;
      return null;
    }
    return { bytes: output.subarray(0, length), read: stream.bytesWritten };
  }

  /**
   * The inflated bytes, or null when they cannot be inflated (damaged, or not zlib data).
   * Throws InflateLimitError once the budget is spent.
   */
  async function inflateData(data: Uint8Array): Promise<Inflated | null> {
    let output: Inflated | null | "larger" = "larger";
    if (data.byteLength <= SYNC_INPUT_BYTES) {
      const cap = Math.min(remaining, SYNC_OUTPUT_BYTES);
      output = inflateSmall(data, cap);
      if (output === "larger" && cap === remaining) throw new InflateLimitError();
    }
    if (output === "larger") output = await inflateLarge(data);
    if (output !== null) remaining -= output.bytes.byteLength;
    return output;
  }

  return {
    inflate: inflateData,
    get remaining() {
      return remaining;
    },
  };
}
