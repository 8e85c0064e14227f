import type { z } from "zod";

type ContentObject = Record<string, unknown>;

/**
 * Content a newer schema accepts, made from stored content it refuses: the seed, with every
 * stored top-level value laid over it that keeps the whole valid. What the admin wrote stays;
 * fields the schema gained, or values it no longer accepts, come from the seed.
 */
export function upgradeContent(
  schema: z.ZodType<ContentObject>,
  seed: ContentObject,
  stored: ContentObject,
): ContentObject {
  let merged: ContentObject = { ...seed };
  for (const [key, value] of Object.entries(stored)) {
    const candidate = { ...merged, [key]: value };
    if (schema.safeParse(candidate).success) merged = candidate;
  }
  return merged;
}
