import { type ObjectSyntaxVisitor, walkObjectSyntax } from "./pdf-objects.ts";
import { tokenEnd, tokenMayStartAt } from "./pdf-syntax.ts";

const OBJ = Buffer.from("obj", "latin1");

/**
 * Where the walk of a file's object syntax read `obj` keywords: a flag per byte, as cheap for
 * five million of them (20 MB of `obj`) as for a hundred.
 */
export class ObjectKeywords {
  private readonly flags: Uint8Array;

  constructor(length: number) {
    this.flags = new Uint8Array(length);
  }

  add(at: number): void {
    this.flags[at] = 1;
  }

  has(at: number): boolean {
    return this.flags[at] === 1;
  }
}
/**
 * How much the walks of hidden objects may read, past the file's own length: their stream data
 * may overlap, and a file made of nothing else must not cost more than a few passes.
 */
const HIDDEN_WALK_SLACK_BYTES = 1024 * 1024;
const HIDDEN_OBJECT_COST = 1024;

/**
 * Readers take an object wherever the cross-reference table or stream points, and rebuild a
 * broken table by looking for `obj` anywhere: inside an image's raw pixels, JPEG data, a stored
 * deflate block, a comment or a string, all bytes the walk of object syntax skips. Every `obj`
 * keyword that walk did not read starts an object checked here like any other, so no object a
 * reader can resolve goes unseen. Linear: each walk stops at the next `obj` or `endobj` outside
 * a dictionary or array (inside one, readers take it as a value), and past a budget of a few
 * passes over the file the document counts as unreadable (`tooMuch`). A walk also pays for the
 * objects of the object streams it reaches (`objectStreamBytes`, what reading them has cost so
 * far).
 */
export async function readHiddenObjects(
  bytes: Uint8Array,
  walked: ObjectKeywords,
  visitor: ObjectSyntaxVisitor,
  pace: () => Promise<void> | undefined,
  objectStreamBytes: () => number,
  tooMuch: () => void,
): Promise<void> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Twice over: poppler may read an object apart from pdf.js, and then it is walked again.
  let budget = 4 * bytes.length + HIDDEN_WALK_SLACK_BYTES;
  for (let at = buffer.indexOf(OBJ); at >= 0; at = buffer.indexOf(OBJ, at + OBJ.length)) {
    // As readers lex it (`10 0obj` too); `endobj` and `object` are not one.
    if (walked.has(at) || !tokenMayStartAt(buffer, at)) continue;
    if (tokenEnd(buffer, at) !== at + OBJ.length) continue;
    const from = at + OBJ.length;
    const before = objectStreamBytes();
    const read = await walkObjectSyntax(buffer, visitor, pace, {
      regions: [[from, buffer.length]],
      oneObject: true,
    });
    const cost = read + objectStreamBytes() - before;
    // Each object costs at least HIDDEN_OBJECT_COST: a file of nothing but ` obj` stays cheap.
    budget -= Math.max(cost, HIDDEN_OBJECT_COST);
    await pace();
    if (budget < 0) {
      tooMuch();
      return;
    }
  }
}
