/**
 * The home page's drawings of one kind (`public/vehicles/*.svg`, `public/partners/*.svg`) also come
 * as one SVG file per folder, `all.svg` beside them, with a `<view>` per drawing named by its file
 * (client/build/sprites.ts makes it at build time). An `<img>` shows one drawing by its fragment:
 * `/vehicles/all.svg#car-ac`.
 *
 * Chromium builds an SVG document for each SVG image file, on the main thread, as the image nears
 * the screen. One file with fragments is one document, however many images show it: scrolling the
 * home page to its end built 15 SVG documents and builds 3 (docs/benchmarks.md).
 * The single files stay, for whoever links them.
 */
export const SPRITE_FOLDERS = ['vehicles', 'partners'] as const;
export type SpriteFolder = (typeof SPRITE_FOLDERS)[number];

/** The sprite's name in each folder. */
export const SPRITE_FILE = 'all.svg';

/** The URL of one drawing (a file's name without `.svg`) of a folder's sprite. */
export function spriteDrawing(folder: SpriteFolder, name: string): string {
  return `/${folder}/${SPRITE_FILE}#${name}`;
}
