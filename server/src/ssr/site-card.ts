import sharp from 'sharp';
import { SITE_CARD } from './head';

/** The 1200×630 card link previews show for pages without an image: drawn here, no downloads. */
function cardSvg(): string {
  const { width, height } = SITE_CARD;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b7a5c"/><stop offset="1" stop-color="#064e3b"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="1050" cy="90" r="220" fill="#ffffff" opacity="0.06"/>
  <circle cx="1120" cy="560" r="160" fill="#ffb300" opacity="0.18"/>
  <g transform="translate(90 110) scale(3)">
    <rect width="64" height="64" rx="16" fill="#ffffff"/>
    <path d="M18 46V18h13c9.5 0 15 5.6 15 14s-5.5 14-15 14H18zm7.5-6.5H31c5 0 7.8-2.8 7.8-7.5S36 24.5 31 24.5h-5.5v15z" fill="#0b7a5c"/>
    <circle cx="50" cy="48" r="5" fill="#ffb300"/>
  </g>
  <text x="90" y="420" font-family="DejaVu Sans, Arial, sans-serif" font-size="84" font-weight="700" fill="#ffffff">DigitalRideWeb</text>
  <text x="90" y="490" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#d1fae5">Rides, parcels and software in Bangladesh</text>
  <rect x="90" y="530" width="140" height="8" rx="4" fill="#ffb300"/>
</svg>`;
}

let drawn: Promise<Buffer> | undefined;

/** Drawn once per process. */
export function siteCardPng(): Promise<Buffer> {
  drawn ??= sharp(Buffer.from(cardSvg())).png({ compressionLevel: 9 }).toBuffer();
  return drawn;
}
