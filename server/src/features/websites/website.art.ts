import { WebsiteType } from './website.entity';

/**
 * A drawn screenshot of a portfolio entry: a browser window (websites), a phone (apps) or a
 * dashboard (software) in made-up colours with the entry's name — no real company's marks.
 */
const PALETTES: [string, string, string][] = [
  ['#0b7a75', '#ccfbf1', '#f59e0b'],
  ['#1e3a8a', '#dbeafe', '#f97316'],
  ['#7c2d12', '#ffedd5', '#0ea5e9'],
  ['#14532d', '#dcfce7', '#e11d48'],
  ['#4c1d95', '#ede9fe', '#10b981'],
  ['#0f172a', '#e2e8f0', '#f472b6'],
  ['#9d174d', '#fce7f3', '#14b8a6'],
  ['#334155', '#f1f5f9', '#eab308'],
];

const esc = (s: string) => s.replace(/[<&>"]/g, '');
const rows = (x: number, y: number, w: number, n: number, c: string) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<rect x="${x}" y="${y + i * 34}" width="${w - (i % 3) * 60}" height="14" rx="7" fill="${c}" opacity="${0.35 + (i % 2) * 0.2}"/>`,
  ).join('');

function browser(dark: string, light: string, accent: string, name: string): string {
  return `
    <rect x="120" y="70" width="960" height="560" rx="18" fill="#fff"/>
    <rect x="120" y="70" width="960" height="48" rx="18" fill="#e5e7eb"/>
    <circle cx="152" cy="94" r="8" fill="#ef4444"/><circle cx="178" cy="94" r="8" fill="#f59e0b"/><circle cx="204" cy="94" r="8" fill="#22c55e"/>
    <rect x="240" y="82" width="560" height="24" rx="12" fill="#fff"/>
    <rect x="120" y="118" width="960" height="210" fill="${dark}"/>
    <text x="170" y="210" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" font-weight="700" fill="#fff">${name}</text>
    <rect x="170" y="240" width="180" height="44" rx="22" fill="${accent}"/>
    <circle cx="930" cy="220" r="70" fill="${light}" opacity="0.5"/>
    ${[0, 1, 2].map((i) => `<rect x="${170 + i * 300}" y="360" width="260" height="230" rx="14" fill="${light}"/>${rows(190 + i * 300, 480, 220, 3, dark)}<rect x="${190 + i * 300}" y="380" width="80" height="80" rx="12" fill="${accent}" opacity="0.8"/>`).join('')}`;
}

function phone(dark: string, light: string, accent: string, name: string): string {
  const one = (x: number, tilt: number) => `
    <g transform="translate(${x} 60) rotate(${tilt} 150 280)">
      <rect width="300" height="570" rx="40" fill="#111827"/>
      <rect x="14" y="14" width="272" height="542" rx="30" fill="${light}"/>
      <rect x="14" y="14" width="272" height="150" rx="30" fill="${dark}"/>
      <text x="34" y="110" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="700" fill="#fff">${name.slice(0, 14)}</text>
      ${rows(34, 200, 230, 6, dark)}
      <rect x="34" y="430" width="232" height="56" rx="28" fill="${accent}"/>
    </g>`;
  return one(330, -6) + one(600, 6);
}

function dashboard(dark: string, light: string, accent: string, name: string): string {
  const bars = [180, 120, 220, 160, 260, 200, 240]
    .map(
      (h, i) =>
        `<rect x="${470 + i * 70}" y="${560 - h}" width="40" height="${h}" rx="6" fill="${i % 2 ? accent : dark}"/>`,
    )
    .join('');
  return `
    <rect x="120" y="70" width="960" height="560" rx="18" fill="#fff"/>
    <rect x="120" y="70" width="220" height="560" rx="18" fill="${dark}"/>
    <text x="150" y="130" font-family="DejaVu Sans, Arial, sans-serif" font-size="24" font-weight="700" fill="#fff">${name.slice(0, 13)}</text>
    ${rows(150, 180, 160, 8, '#ffffff')}
    ${[0, 1, 2].map((i) => `<rect x="${380 + i * 230}" y="100" width="200" height="110" rx="14" fill="${light}"/><rect x="${400 + i * 230}" y="130" width="90" height="30" rx="8" fill="${i === 1 ? accent : dark}"/>`).join('')}
    <rect x="380" y="240" width="660" height="360" rx="14" fill="${light}"/>
    ${bars}`;
}

export function websiteArtSvg(index: number, type: WebsiteType, name: string): string {
  const [dark, light, accent] = PALETTES[index % PALETTES.length];
  const safe = esc(name);
  const scene =
    type === WebsiteType.MOBILE_APP
      ? phone(dark, light, accent, safe)
      : type === WebsiteType.SOFTWARE
        ? dashboard(dark, light, accent, safe)
        : browser(dark, light, accent, safe);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="700" viewBox="0 0 1200 700">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${accent}" stop-opacity="0.45"/></linearGradient></defs>
    <rect width="1200" height="700" fill="url(#bg)"/>
    ${scene}
  </svg>`;
}
