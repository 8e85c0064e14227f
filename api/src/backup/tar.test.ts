import { PassThrough, Readable, Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readTar, TarFormatError, TarWriter } from "./tar.ts";

async function archiveOf(entries: { name: string; data: Buffer }[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  const tar = new TarWriter(out);
  for (const entry of entries) await tar.add(entry.name, entry.data);
  await tar.finish();
  return Buffer.concat(chunks);
}

const read = async (bytes: Buffer, max?: number) => {
  const names: string[] = [];
  const datas: Buffer[] = [];
  for await (const entry of readTar(Readable.from([bytes]), max)) {
    names.push(entry.name);
    datas.push(entry.data);
  }
  return { names, datas };
};

describe("tar", () => {
  const entries = [
    { name: "files/empty", data: Buffer.alloc(0) },
    { name: "tables/a/00001.jsonl.gz", data: Buffer.from("x".repeat(513)) },
    { name: "manifest.json", data: Buffer.from('{"ស្តង់ដារ":1}') },
  ];

  it("reads back what it wrote, padded to 512-byte blocks, ending with two empty blocks", async () => {
    const bytes = await archiveOf(entries);
    expect(bytes.length % 512).toBe(0);
    expect(bytes.subarray(257, 262).toString()).toBe("ustar");
    const { names, datas } = await read(bytes);
    expect(names).toEqual(entries.map((entry) => entry.name));
    expect(datas).toEqual(entries.map((entry) => entry.data));
  });

  it("refuses a cut archive, a damaged header and an entry larger than allowed", async () => {
    const bytes = await archiveOf(entries);
    await expect(read(bytes.subarray(0, 1024))).rejects.toThrow(TarFormatError);
    const damaged = Buffer.from(bytes);
    damaged[10]! ^= 0xff;
    await expect(read(damaged)).rejects.toThrow(/damaged tar header/);
    await expect(read(bytes, 512)).rejects.toThrow(/larger than anything this site stores/);
  });

  it("refuses any byte flipped where it wrote zeros: an entry's padding, the end marker", async () => {
    const bytes = await archiveOf(entries);
    // The empty entry's header, the second one's, then its 513 bytes and their padding.
    const padded = Buffer.from(bytes);
    padded[1024 + 513 + 7]! ^= 0x01;
    await expect(read(padded)).rejects.toThrow("tables/a/00001.jsonl.gz is damaged");
    const end = Buffer.from(bytes);
    end[end.length - 3]! ^= 0x01;
    await expect(read(end)).rejects.toThrow("the archive is damaged at its end");
  });

  it("rejects, never throws uncaught, when the stream it writes to breaks", async () => {
    const broken = new Writable({
      highWaterMark: 1,
      write: (_chunk, _encoding, done) => setTimeout(() => done(new Error("disk full")), 5),
    });
    const tar = new TarWriter(broken);
    await expect(
      (async () => {
        for (let i = 0; i < 5; i++) await tar.add(`files/${i}`, Buffer.alloc(2048));
      })(),
    ).rejects.toThrow("disk full");
  });
});
