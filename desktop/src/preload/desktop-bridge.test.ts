import { describe, expect, it } from "vitest";
import { CHANNELS } from "../shared/channels.ts";
import { createPreloadBridge, pathsOf } from "./desktop-bridge.ts";

/** A File as the preload sees one; the stand-in for webUtils knows its path. */
const fileAt = (path: string) => new File([], path.split("/").pop() ?? "", { type: "" });

function setup() {
  const calls: [string, unknown[]][] = [];
  const paths = new Map<File, string>();
  let answerGrant: () => void = () => {};
  const preload = createPreloadBridge({
    invoke: async (channel, ...args) => {
      calls.push([channel, args]);
      if (channel === CHANNELS.grantDrop) await new Promise<void>((r) => (answerGrant = r));
      return { ok: true, data: null };
    },
    getPathForFile: (file) => {
      if (!(file instanceof File)) throw new TypeError("not a File");
      return paths.get(file) ?? "";
    },
  });
  const dropped = (...list: string[]) =>
    list.map((path) => {
      const file = fileAt(path);
      paths.set(file, path);
      return file;
    });
  const drop = (files: File[], isTrusted: boolean) =>
    preload.captureDrop({ isTrusted, dataTransfer: { files } } as unknown as DragEvent);
  return { ...preload, calls, dropped, drop, answerGrant: () => answerGrant() };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("the preload's drop listener", () => {
  it("reports the paths of a real drop to the main process", () => {
    const preload = setup();
    preload.drop(preload.dropped("/home/me/shoot", "/home/me/logo.svg"), true);
    expect(preload.calls).toEqual([
      [CHANNELS.grantDrop, [["/home/me/shoot", "/home/me/logo.svg"]]],
    ]);
  });

  it("ignores drops page script made up (not trusted)", () => {
    const preload = setup();
    preload.drop(preload.dropped("/etc"), false);
    expect(preload.calls).toEqual([]);
  });

  it("reports nothing for a drop without local files", () => {
    const preload = setup();
    preload.drop([new File(["x"], "from-a-web-page.png")], true);
    expect(preload.calls).toEqual([]);
  });

  it("asks for the dropped files only once the main process has the grant", async () => {
    const preload = setup();
    const files = preload.dropped("/home/me/shoot");
    preload.drop(files, true);
    const answer = preload.bridge.resolveDroppedFiles(files);
    await tick();
    expect(preload.calls.map(([channel]) => channel)).toEqual([CHANNELS.grantDrop]);
    preload.answerGrant();
    await answer;
    expect(preload.calls).toEqual([
      [CHANNELS.grantDrop, [["/home/me/shoot"]]],
      [CHANNELS.resolveDropped, [["/home/me/shoot"]]],
    ]);
  });

  it("sends only paths of real Files: anything else the page passes is left out", async () => {
    const preload = setup();
    const files = [
      ...preload.dropped("/home/me/shoot"),
      { name: "/etc/passwd" },
      "/etc/shadow",
      new File([], "made-up.png"),
    ] as unknown as File[];
    await preload.bridge.resolveDroppedFiles(files);
    expect(preload.calls).toEqual([[CHANNELS.resolveDropped, [["/home/me/shoot"]]]]);
  });
});

describe("pathsOf", () => {
  it("survives whatever the page hands over", () => {
    const getPath = () => "/x";
    expect(pathsOf(null, getPath)).toEqual([]);
    expect(pathsOf(undefined, getPath)).toEqual([]);
    expect(pathsOf(42 as unknown as File[], getPath)).toEqual([]);
    expect(
      pathsOf(
        {
          [Symbol.iterator]() {
            throw new Error("hostile");
          },
        } as unknown as File[],
        getPath,
      ),
    ).toEqual([]);
  });
});
