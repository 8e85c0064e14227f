import type { ImageSlotRule, WebsiteImage } from "@app/contract";

/**
 * Whether readers who cannot see the picture get nothing where it matters: it is not marked
 * decorative, has no alt text, and fills a slot whose page gives it the image's own alt (a
 * decorative slot always renders alt="", so no words are missing there).
 */
export const needsAltText = (
  image: Pick<WebsiteImage, "alt" | "decorative">,
  rules: readonly Pick<ImageSlotRule, "decorative">[],
) => !image.decorative && image.alt.trim() === "" && rules.some((rule) => !rule.decorative);
