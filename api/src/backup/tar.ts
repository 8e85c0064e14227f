import type { Readable, Writable } from "node:stream";

/**
 * The POSIX ustar format, just what backups need: regular files with short names, written and
 * read as streams. Any `tar` opens our archives; we read only archives we wrote, so the reader
 * refuses anything else rather than guessing.
 */
const BLOCK = 512;
const END_OF_ARCHIVE = Buffer.alloc(BLOCK * 2);

function header(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`tar: name too long: ${name}`);
  const block = Buffer.alloc(BLOCK);
  const field = (offset: number, length: number, value: string) =>
    block.write(value, offset, length, "utf8");
  const octal = (offset: number, length: number, value: number) =>
    field(offset, length, `${value.toString(8).padStart(length - 1, "0")}\0`);
  field(0, 100, name);
  octal(100, 8, 0o644);
  octal(108, 8, 0);
  octal(116, 8, 0);
  octal(124, 12, size);
  octal(136, 12, Math.floor(mtime.getTime() / 1000));
  field(148, 8, " ".repeat(8));
  field(156, 1, "0");
  field(257, 8, "ustar\u000000");
  let checksum = 0;
  for (const byte of block) checksum += byte;
  field(148, 8, `${checksum.toString(8).padStart(6, "0")}\0 `);
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes entries one after another to `out`, waiting whenever it is full. */
export class TarWriter {
  /** The stream's error, kept: one that comes after the writer gave up must not go unhandled. */
  private failure: Error | undefined;

  constructor(
    private readonly out: Writable,
    private readonly mtime = new Date(),
  ) {
    out.on("error", (error) => {
      this.failure ??= error;
    });
  }

  async add(name: string, data: Uint8Array): Promise<void> {
    await this.write(header(name, data.byteLength, this.mtime));
    await this.write(data);
    await this.write(padding(data.byteLength));
  }

  /** Writes the end-of-archive marker and ends the stream once everything is flushed. */
  async finish(): Promise<void> {
    await this.write(END_OF_ARCHIVE);
    await new Promise<void>((resolve, reject) => {
      this.out.once("error", reject);
      this.out.end(resolve);
    });
  }

  private write(chunk: Uint8Array): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (chunk.byteLength === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const full = !this.out.write(chunk, (error) => (error ? reject(error) : undefined));
      if (!full) return resolve();
      const onDrain = () => {
        this.out.off("error", onError);
        resolve();
      };
      const onError = (error: Error) => {
        this.out.off("drain", onDrain);
        reject(error);
      };
      this.out.once("drain", onDrain);
      this.out.once("error", onError);
    });
  }
}

export interface TarEntry {
  name: string;
  data: Buffer;
}

export class TarFormatError extends Error {}

function readOctal(block: Buffer, offset: number, length: number): number {
  const text = block
    .subarray(offset, offset + length)
    .toString("latin1")
    .replace(/[\0 ]+$/, "")
    .trim();
  if (!/^[0-7]+$/.test(text)) throw new TarFormatError("not an archive this site wrote");
  return Number.parseInt(text, 8);
}

function parseHeader(block: Buffer): { name: string; size: number } {
  const stored = readOctal(block, 148, 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] as number);
  if (sum !== stored || block.subarray(257, 262).toString("latin1") !== "ustar") {
    throw new TarFormatError("not an archive this site wrote (damaged tar header)");
  }
  if (block[156] !== 0x30) throw new TarFormatError("the archive holds something other than files");
  const nameEnd = block.indexOf(0, 0);
  const name = block.subarray(0, nameEnd === -1 || nameEnd > 100 ? 100 : nameEnd).toString("utf8");
  return { name, size: readOctal(block, 124, 12) };
}

/**
 * The entries of a tar stream, each read whole (the largest is one uploaded file), none larger
 * than `maxEntryBytes` (a crafted header cannot make us buffer gigabytes). Ends at the
 * end-of-archive marker; a stream that stops before it is a truncated archive.
 */
export async function* readTar(
  input: Readable,
  maxEntryBytes = Number.POSITIVE_INFINITY,
): AsyncGenerator<TarEntry> {
  let buffered: Buffer = Buffer.alloc(0);
  const chunks = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const fill = async (bytes: number): Promise<boolean> => {
    const parts = [buffered];
    let length = buffered.length;
    while (length < bytes) {
      const next = await chunks.next();
      if (next.done) break;
      parts.push(next.value);
      length += next.value.length;
    }
    buffered = parts.length === 1 ? buffered : Buffer.concat(parts, length);
    return length >= bytes;
  };
  const take = (bytes: number): Buffer => {
    const taken = buffered.subarray(0, bytes);
    buffered = buffered.subarray(bytes);
    return taken;
  };

  const zeros = (bytes: Buffer) => bytes.every((byte) => byte === 0);
  for (;;) {
    if (!(await fill(BLOCK))) throw new TarFormatError("the archive is cut short");
    const block = take(BLOCK);
    if (zeros(block)) {
      // The end-of-archive marker is two zero blocks, as written: a damaged one is damage.
      if (!(await fill(BLOCK))) throw new TarFormatError("the archive is cut short");
      if (!zeros(take(BLOCK))) throw new TarFormatError("the archive is damaged at its end");
      return;
    }
    const { name, size } = parseHeader(block);
    if (size > maxEntryBytes) {
      throw new TarFormatError(`${name} is larger than anything this site stores`);
    }
    const stored = size + padding(size).length;
    if (!(await fill(stored))) throw new TarFormatError("the archive is cut short");
    const entry = take(stored);
    // The padding after an entry is written as zeros: any other byte there is damage too,
    // even if no data is lost, so a damaged archive is never taken for a sound one.
    if (!zeros(entry.subarray(size))) throw new TarFormatError(`${name} is damaged`);
    yield { name, data: Buffer.from(entry.subarray(0, size)) };
  }
}
