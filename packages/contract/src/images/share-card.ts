/*
 * The picture of a shared link's card (issue 39): Facebook, Telegram and LINE show 1.91:1 and
 * centre-crop whatever they get, and show no SVG. The site therefore hands them the card
 * itself, made by the server as a JPEG, cropped around the picture's focal point: what the
 * admin's preview shows is what the chat shows. Kept free of zod: the site's renderer reads it.
 */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 628;

/**
 * The card's address: the picture's own, then `card.jpg`, with its version and focal point in
 * the query, so a new version or a moved focal point is a new address for the chats' caches.
 */
export const shareCardPath = (file: {
  filepath: string;
  version: number;
  focalX: number;
  focalY: number;
}) =>
  `${file.filepath}/card.jpg?v=${file.version}&f=${Math.round(file.focalX * 100)}-${Math.round(file.focalY * 100)}`;

/**
 * The part of a `width` x `height` picture the card shows: 1.91:1, placed as CSS
 * `object-position` at the focal point places it (the site's frames and the admin's preview
 * crop the same way): the focal point's share of the picture is its share of what is cut off.
 */
export function shareCardCrop(
  width: number,
  height: number,
  focal: { x: number; y: number },
): { left: number; top: number; width: number; height: number } {
  const ratio = SHARE_CARD_WIDTH / SHARE_CARD_HEIGHT;
  const cropWidth = Math.min(width, Math.round(height * ratio));
  const cropHeight = Math.min(height, Math.round(width / ratio));
  const share = (value: number) => Math.min(Math.max(value, 0), 1);
  return {
    left: Math.round(share(focal.x) * (width - cropWidth)),
    top: Math.round(share(focal.y) * (height - cropHeight)),
    width: cropWidth,
    height: cropHeight,
  };
}
