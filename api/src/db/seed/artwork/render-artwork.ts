import type { SiteImageEntry } from "@app/contract";
import { backdrop } from "./backdrop.ts";
import { motifs } from "./motifs.ts";
import { palette } from "./palette.ts";
import { n, seededRandom } from "./seeded-random.ts";
import { skyline } from "./skyline.ts";

/** Which motif and background each registered image uses. */
const plan: Record<string, { motif: keyof typeof motifs; from: string; to: string }> = {
  "hero-factory.svg": { motif: "shield", from: palette.navy, to: palette.teal },
  "service-products-certification.svg": { motif: "leaf", from: palette.teal, to: palette.navy },
  "service-management-system.svg": { motif: "gear", from: palette.navyLight, to: palette.teal },
  "service-audit-assessment.svg": { motif: "clipboard", from: palette.navy, to: palette.navyLight },
  "service-verification.svg": { motif: "magnifier", from: palette.teal, to: palette.navyLight },
  "training-development.svg": { motif: "book", from: palette.navyLight, to: palette.teal },
  "about-team.svg": { motif: "people", from: palette.teal, to: palette.navy },
  "pillar-digital-transformation.svg": { motif: "chip", from: palette.navy, to: palette.teal },
  "pillar-field-work-experience.svg": { motif: "hardhat", from: palette.teal, to: palette.navy },
  "pillar-guide-decision-making.svg": {
    motif: "compass",
    from: palette.navyLight,
    to: palette.teal,
  },
  "pillar-capacity-building.svg": { motif: "cap", from: palette.teal, to: palette.navyLight },
  "pillar-visual-management.svg": { motif: "crew", from: palette.navy, to: palette.navyLight },
  "pillar-supply-chain-management.svg": { motif: "truck", from: palette.teal, to: palette.navy },
};

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[ch]!);

function logo({ width, height }: SiteImageEntry): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 160 48" role="img" aria-label="Logo">
  <g transform="translate(2 2) scale(.44)">${motifs.mark}</g>
  <text x="52" y="22" font-family="Arial, Helvetica, sans-serif" font-size="15" font-weight="700" fill="${palette.navy}">STANDARDS</text>
  <text x="52" y="39" font-family="Arial, Helvetica, sans-serif" font-size="11" letter-spacing="2.4" fill="${palette.teal}">ASSURANCE</text>
</svg>`;
}

/** The motif on a translucent disc, centred on (x, y) with the given radius. */
function badge(motif: string, x: number, y: number, radius: number): string {
  const size = radius * 1.45;
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius)}" fill="${palette.white}" fill-opacity=".1" stroke="${palette.white}" stroke-opacity=".3" stroke-width="2"/>
  <g transform="translate(${n(x - size / 2)} ${n(y - size / 2)}) scale(${n(size / 100)})">${motif}</g>`;
}

/** Deterministic, original illustration for a registered image: no external files, no fonts fetched. */
export function renderArtwork(entry: SiteImageEntry): string {
  if (entry.filename === "logo.svg") return logo(entry);
  const { width, height } = entry;
  const choice = plan[entry.filename] ?? { motif: "mark", from: palette.navy, to: palette.teal };
  const random = seededRandom(entry.filename);
  const id = entry.filename.replace(/[^a-z0-9]/gi, "");
  const isHero = entry.filename === "hero-factory.svg";
  // The hero keeps its left side calm for the text laid over it; its subject floats over the mills.
  const radius = Math.min(width, height) * (isHero ? 0.13 : 0.24);
  const focus = { x: width * (isHero ? 0.74 : 0.66), y: height * (isHero ? 0.34 : 0.46), radius };
  const { defs, layers } = backdrop({
    id,
    width,
    height,
    from: choice.from,
    to: choice.to,
    focus,
    random,
  });
  const scene = isHero
    ? skyline({
        left: width * 0.46,
        right: width * 0.98,
        ground: height * 0.9,
        scale: height * 0.14,
        random,
      })
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(entry.name)}">
  <defs>${defs}</defs>
  ${layers}${scene}
  ${badge(motifs[choice.motif]!, focus.x, focus.y, radius)}
</svg>`;
}
