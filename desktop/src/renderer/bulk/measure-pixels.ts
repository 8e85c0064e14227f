import { imageFileFacts } from "@app/admin";
import type { MeasurePixels } from "../../bulk/check-files.ts";

/** A picture's pixel size as the admin reads it: decoded by Chromium, upright. */
export const measurePixels: MeasurePixels = async (body) => {
  const { width, height } = await imageFileFacts(body);
  return width && height ? { width, height } : null;
};
