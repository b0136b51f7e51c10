import sharp from 'sharp';

/** Illustrations drawn for the demo content: SVG rendered to PNG, no downloaded assets. */
const PALETTES: [string, string, string][] = [
  ['#0b7a75', '#14b8a6', '#fde68a'],
  ['#1e3a8a', '#3b82f6', '#fbbf24'],
  ['#7c2d12', '#ea580c', '#fef3c7'],
  ['#14532d', '#22c55e', '#e0f2fe'],
  ['#4c1d95', '#8b5cf6', '#fde68a'],
  ['#0f172a', '#0ea5e9', '#f472b6'],
];

const MOTIFS = {
  car: (c: string) => `
    <g transform="translate(560 383)">
      <rect x="0" y="60" width="300" height="80" rx="28" fill="${c}"/>
      <path d="M50 60 L95 10 H210 L255 60 Z" fill="${c}" opacity="0.85"/>
      <rect x="105" y="20" width="45" height="38" rx="6" fill="#fff" opacity="0.6"/>
      <rect x="160" y="20" width="45" height="38" rx="6" fill="#fff" opacity="0.6"/>
      <circle cx="70" cy="145" r="32" fill="#111827"/><circle cx="70" cy="145" r="13" fill="#e5e7eb"/>
      <circle cx="230" cy="145" r="32" fill="#111827"/><circle cx="230" cy="145" r="13" fill="#e5e7eb"/>
    </g>`,
  parcel: (c: string) => `
    <g transform="translate(600 250)">
      <path d="M0 60 L120 0 L240 60 L120 120 Z" fill="${c}"/>
      <path d="M0 60 V200 L120 260 V120 Z" fill="${c}" opacity="0.8"/>
      <path d="M240 60 V200 L120 260 V120 Z" fill="${c}" opacity="0.6"/>
      <path d="M60 30 L180 90 V130" stroke="#fff" stroke-width="14" fill="none" opacity="0.7"/>
    </g>`,
  bike: (c: string) => `
    <g transform="translate(560 385)" fill="none" stroke="${c}" stroke-width="16" stroke-linecap="round">
      <circle cx="60" cy="110" r="60"/><circle cx="270" cy="110" r="60"/>
      <path d="M60 110 L130 20 H210 L270 110 M130 20 L165 110 H60 M190 0 H235"/>
    </g>`,
  code: (c: string) => `
    <g transform="translate(560 250)">
      <rect width="320" height="220" rx="18" fill="#0f172a" opacity="0.85"/>
      <rect x="24" y="40" width="150" height="14" rx="7" fill="${c}"/>
      <rect x="24" y="76" width="230" height="14" rx="7" fill="#fff" opacity="0.6"/>
      <rect x="54" y="112" width="180" height="14" rx="7" fill="${c}" opacity="0.8"/>
      <rect x="54" y="148" width="120" height="14" rx="7" fill="#fff" opacity="0.5"/>
    </g>`,
  people: (c: string) => `
    <g transform="translate(560 260)" fill="${c}">
      <circle cx="80" cy="60" r="50"/><rect x="10" y="120" width="140" height="150" rx="60"/>
      <circle cx="250" cy="70" r="44" opacity="0.85"/><rect x="190" y="125" width="120" height="140" rx="55" opacity="0.85"/>
    </g>`,
};

export type Motif = keyof typeof MOTIFS;

function skyline(color: string): string {
  const blocks = [
    [0, 120, 80],
    [90, 180, 60],
    [160, 90, 90],
    [260, 210, 70],
    [340, 140, 100],
    [450, 250, 60],
    [520, 160, 90],
    [620, 110, 70],
    [700, 200, 80],
    [790, 130, 90],
    [890, 230, 60],
    [960, 170, 100],
    [1070, 120, 80],
    [1160, 190, 60],
  ];
  return blocks
    .map(
      ([x, h, w]) =>
        `<rect x="${x}" y="${560 - h}" width="${w}" height="${h}" fill="${color}" opacity="0.25"/>`,
    )
    .join('');
}

export function newsArtSvg(index: number, motif: Motif, caption: string): string {
  const [dark, mid, accent] = PALETTES[index % PALETTES.length];
  const safe = caption.replace(/[<&>"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
    <rect width="1200" height="675" fill="url(#g)"/>
    <circle cx="${980 - (index % 5) * 60}" cy="150" r="90" fill="${accent}" opacity="0.9"/>
    ${skyline('#ffffff')}
    <rect y="560" width="1200" height="115" fill="#111827" opacity="0.55"/>
    <path d="M0 617 H1200" stroke="${accent}" stroke-width="8" stroke-dasharray="60 40"/>
    ${MOTIFS[motif](accent)}
    <text x="70" y="150" font-family="DejaVu Sans, Arial, sans-serif" font-size="46" font-weight="700" fill="#fff">DigitalRide</text>
    <text x="70" y="205" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#fff" opacity="0.85">${safe}</text>
  </svg>`;
}

export async function renderPng(svg: string, width = 960): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize({ width }).png({ compressionLevel: 6 }).toBuffer();
}
