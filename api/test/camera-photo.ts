import sharp from "sharp";

/** A repeatable pseudo-random sequence, so every run makes the same photograph. */
function randomBytes(count: number, seed: number): Buffer {
  const bytes = Buffer.alloc(count);
  let state = seed;
  for (let i = 0; i < count; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

/**
 * A JPEG that weighs what a camera's does: smooth shapes and colour (a small random picture
 * enlarged) under sensor grain, so encoders face what they face with real photographs. At
 * 3200x2400 it is about 2.3 MB, as the issue measured with camera files.
 */
export async function cameraPhoto(width = 3200, height = 2400, seed = 1): Promise<Uint8Array> {
  const small = {
    width: Math.ceil(width / 40),
    height: Math.ceil(height / 40),
    channels: 3 as const,
  };
  const scene = await sharp(randomBytes(small.width * small.height * 3, seed), { raw: small })
    .resize(width, height, { kernel: "cubic" })
    .blur(3)
    .raw()
    .toBuffer();
  const grain = randomBytes(width * height * 3, seed + 1);
  for (let i = 0; i < scene.length; i++) {
    scene[i] = Math.max(0, Math.min(255, scene[i]! + ((grain[i]! - 128) >> 3)));
  }
  const jpeg = await sharp(scene, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
  return new Uint8Array(jpeg);
}
