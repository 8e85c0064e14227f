import { palette } from "./palette.ts";

/** Small line-art motifs (drawn in a 100x100 box) that say what each illustration is about. */
export const motifs: Record<string, string> = {
  factory: `<path d="M8 88V52l18-12v12l18-12v12l18-12v48z" fill="${palette.white}" opacity=".92"/>
    <rect x="66" y="24" width="10" height="64" fill="${palette.white}" opacity=".92"/>
    <rect x="14" y="62" width="8" height="8" fill="${palette.teal}"/><rect x="32" y="62" width="8" height="8" fill="${palette.teal}"/><rect x="50" y="62" width="8" height="8" fill="${palette.teal}"/>
    <path d="M80 20c6-10 16-10 14-2-8 0-10 6-14 2z" fill="${palette.tealLight}"/>`,
  leaf: `<path d="M20 80C20 40 50 18 86 16c-2 36-26 66-66 64z" fill="${palette.tealLight}" opacity=".9"/>
    <path d="M24 76 70 30" stroke="${palette.navy}" stroke-width="3" fill="none"/>`,
  shield: `<path d="M50 10 84 22v26c0 22-15 36-34 42C31 84 16 70 16 48V22z" fill="${palette.white}" opacity=".92"/>
    <path d="m34 50 11 11 22-24" stroke="${palette.teal}" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  clipboard: `<rect x="22" y="16" width="56" height="74" rx="6" fill="${palette.white}" opacity=".92"/>
    <rect x="38" y="10" width="24" height="12" rx="3" fill="${palette.red}"/>
    <path d="m32 40 6 6 10-10M32 60l6 6 10-10" stroke="${palette.teal}" stroke-width="4" fill="none" stroke-linecap="round"/>
    <path d="M56 42h14M56 62h14" stroke="${palette.slate}" stroke-width="4" stroke-linecap="round"/>`,
  magnifier: `<circle cx="44" cy="44" r="24" fill="none" stroke="${palette.white}" stroke-width="8"/>
    <path d="m62 62 22 22" stroke="${palette.white}" stroke-width="10" stroke-linecap="round"/>
    <path d="m34 44 7 7 13-14" stroke="${palette.tealLight}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  gear: `<circle cx="50" cy="50" r="18" fill="none" stroke="${palette.white}" stroke-width="10"/>
    <g stroke="${palette.white}" stroke-width="10" stroke-linecap="round"><path d="M50 12v10M50 78v10M12 50h10M78 50h10M23 23l7 7M70 70l7 7M23 77l7-7M70 30l7-7"/></g>`,
  book: `<path d="M12 24c14-6 26-6 38 4v62c-12-10-24-10-38-4z" fill="${palette.white}" opacity=".92"/>
    <path d="M88 24c-14-6-26-6-38 4v62c12-10 24-10 38-4z" fill="${palette.tealLight}" opacity=".9"/>`,
  people: `<circle cx="34" cy="34" r="12" fill="${palette.white}"/><circle cx="66" cy="34" r="12" fill="${palette.tealLight}"/>
    <path d="M12 86c0-18 10-30 22-30s22 12 22 30zM44 86c0-18 10-30 22-30s22 12 22 30z" fill="${palette.white}" opacity=".9"/>`,
  network: `<g stroke="${palette.white}" stroke-width="3"><path d="M20 30 50 50 80 24M50 50 30 80M50 50l32 28"/></g>
    <circle cx="50" cy="50" r="10" fill="${palette.red}"/><circle cx="20" cy="30" r="8" fill="${palette.white}"/><circle cx="80" cy="24" r="8" fill="${palette.tealLight}"/><circle cx="30" cy="80" r="8" fill="${palette.white}"/><circle cx="82" cy="78" r="8" fill="${palette.tealLight}"/>`,
  chip: `<rect x="26" y="26" width="48" height="48" rx="6" fill="${palette.white}" opacity=".92"/>
    <text x="50" y="58" font-family="Arial, sans-serif" font-size="20" font-weight="700" fill="${palette.navy}" text-anchor="middle">AI</text>
    <g stroke="${palette.tealLight}" stroke-width="4"><path d="M38 14v12M50 14v12M62 14v12M38 74v12M50 74v12M62 74v12M14 38h12M14 50h12M14 62h12M74 38h12M74 50h12M74 62h12"/></g>`,
  truck: `<rect x="8" y="36" width="52" height="34" rx="3" fill="${palette.white}" opacity=".92"/>
    <path d="M60 46h16l12 12v12H60z" fill="${palette.tealLight}"/>
    <circle cx="26" cy="74" r="8" fill="${palette.red}"/><circle cx="74" cy="74" r="8" fill="${palette.red}"/>`,
  compass: `<circle cx="50" cy="50" r="36" fill="none" stroke="${palette.white}" stroke-width="6"/>
    <path d="M50 22 60 50 50 78 40 50z" fill="${palette.white}"/><path d="M50 22 60 50H40z" fill="${palette.red}"/>`,
  mark: `<circle cx="50" cy="50" r="40" fill="${palette.teal}"/>
    <path d="m30 52 13 13 27-30" stroke="${palette.white}" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  hardhat: `<path d="M12 68c0-24 17-42 38-42s38 18 38 42z" fill="${palette.white}" opacity=".94"/>
    <path d="M42 27h16v28H42z" fill="${palette.tealLight}"/>
    <path d="M26 64c0-14 5-25 14-32" stroke="${palette.navy}" stroke-opacity=".2" stroke-width="4" fill="none" stroke-linecap="round"/>
    <rect x="6" y="64" width="88" height="12" rx="6" fill="${palette.white}"/>
    <rect x="6" y="70" width="88" height="6" rx="3" fill="${palette.red}" opacity=".85"/>`,
  cap: `<path d="M50 16 94 36 50 56 6 36z" fill="${palette.white}" opacity=".94"/>
    <path d="M24 45v19c0 9 12 16 26 16s26-7 26-16V45L50 57z" fill="${palette.tealLight}"/>
    <path d="M84 41v26" stroke="${palette.white}" stroke-width="3" stroke-linecap="round"/>
    <circle cx="84" cy="71" r="5" fill="${palette.red}"/>`,
  crew: `<circle cx="24" cy="40" r="9" fill="${palette.tealLight}"/><circle cx="76" cy="40" r="9" fill="${palette.tealLight}"/>
    <path d="M6 86c0-14 8-25 18-25 6 0 10 3 13 8-4 5-6 11-6 17zM94 86c0-14-8-25-18-25-6 0-10 3-13 8 4 5 6 11 6 17z" fill="${palette.tealLight}" opacity=".9"/>
    <circle cx="50" cy="32" r="12" fill="${palette.white}"/>
    <path d="M30 86c0-18 9-30 20-30s20 12 20 30z" fill="${palette.white}"/>
    <path d="m50 62 3 6 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z" fill="${palette.red}"/>`,
  chart: `<rect x="12" y="14" width="76" height="72" rx="6" fill="${palette.white}" opacity=".94"/>
    <rect x="24" y="56" width="10" height="20" rx="2" fill="${palette.tealLight}"/><rect x="40" y="46" width="10" height="30" rx="2" fill="${palette.teal}"/>
    <rect x="56" y="50" width="10" height="26" rx="2" fill="${palette.tealLight}"/><rect x="72" y="34" width="8" height="42" rx="2" fill="${palette.teal}"/>
    <path d="m24 42 16-10 16 6 20-16" stroke="${palette.red}" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
};
