/** Background and letter colours; every pair has a contrast above 4.5:1. */
const PALETTE: [string, string][] = [
  ['#0b7a5c', '#ffffff'],
  ['#034a37', '#ffe082'],
  ['#ffca28', '#3e2723'],
  ['#1e4e8c', '#ffffff'],
  ['#6a1b9a', '#ffffff'],
  ['#c6ecdf', '#034a37'],
  ['#b23c17', '#ffffff'],
];

export function initialsOf(name: string): string {
  // Titles such as "Prof." and "Dr." are not initials.
  const words = name.split(/\s+/).filter((word) => word && !/^(Prof|Dr|Mr|Ms|Mrs)\.$/.test(word));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1][0] : '';
  return (first + last).toUpperCase();
}

function paletteOf(name: string): [string, string] {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length];
}

/** A drawn avatar: the person's initials on a colour chosen from their name (no photos). */
export function InitialsAvatar({ name, size = 88 }: { name: string; size?: number }) {
  const [background, color] = paletteOf(name);
  return (
    <svg width={size} height={size} viewBox="0 0 88 88" aria-hidden focusable="false">
      <circle cx="44" cy="44" r="44" fill={background} />
      {/* The highlight and the lower band stay inside the circle: corners outside it showed. */}
      <circle cx="66" cy="22" r="10" fill={color} opacity="0.18" />
      <path d="M5.9 66C24 57 46 55 84.1 62A44 44 0 0 1 5.9 66z" fill={color} opacity="0.1" />
      <text
        x="44"
        y="45"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="32"
        fontWeight="700"
        fill={color}
        fontFamily="inherit"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
