/** The brand navy (the theme's brand-900). */
export const HERO_VEIL_COLOR = "#0b2545";

/**
 * How dark the far side of the veil is, against the side behind the words: on a phone the
 * words run across the whole picture, so the far side stays dark enough to read white on a
 * bright photograph (at the default 60: about 3.4:1 over pure white there, 4.3:1 behind the
 * words, and well above 4.5:1 over the mid tones of a real photograph).
 */
const FAR_SIDE = 0.8;

/**
 * The veil over the home page's hero picture, so its white words stay readable: the brand's
 * navy at the hero's `overlay` percent behind the words, lighter towards the far side. The
 * page and the admin's replace preview draw it with this one rule.
 */
export function heroOverlayBackground(overlay: number, color: string = HERO_VEIL_COLOR): string {
  const near = Math.max(0, Math.min(100, Math.round(overlay)));
  const far = Math.round(near * FAR_SIDE);
  return `linear-gradient(100deg, color-mix(in srgb, ${color} ${near}%, transparent), color-mix(in srgb, ${color} ${far}%, transparent))`;
}
