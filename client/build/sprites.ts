import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { compactSvg } from '../src/site/ui/compactSvg';
import { SPRITE_FILE, SPRITE_FOLDERS } from '../src/site/ui/sprites';

/** One standalone drawing: its root element's attributes and content. */
const ROOT = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/;
/** What belongs to the standalone image, not to the drawing: its size, name and namespace. */
const IMAGE_ONLY = /\s(?:xmlns(?::\w+)?|role|aria-[\w-]+|width|height|viewBox|x|y)="[^"]*"/g;
/** A view's name is a fragment: plain letters, digits and dashes. */
const NAME = /^[a-z0-9][a-z0-9-]*$/;

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];

/**
 * Drawings as one SVG (client/src/site/ui/sprites.ts): stacked top to bottom, each in an `<svg>`
 * of its own viewBox (which clips it to its box), each shown by a `<view id="name">` of its box.
 */
export function buildSprite(drawings: { name: string; svg: string }[]): string {
  let top = 0;
  let width = 0;
  const parts: string[] = [];
  for (const { name, svg } of drawings) {
    if (!NAME.test(name))
      throw new Error(`${name}: a drawing's name is lowercase letters, digits and dashes`);
    const root = ROOT.exec(svg);
    if (!root) throw new Error(`${name}: not one <svg> element`);
    const [, attributes, content] = root;
    // The drawings share one document: an id of one could be another's.
    if (/\sid=/.test(content)) throw new Error(`${name}: a drawing in a sprite has no ids`);
    const viewBox = attribute(attributes, 'viewBox');
    const [, , w, h] = (viewBox ?? '')
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (!viewBox || !(w > 0 && h > 0)) throw new Error(`${name}: no viewBox with a size`);
    const kept = attributes.replace(IMAGE_ONLY, '');
    parts.push(
      `<view id="${name}" viewBox="0 ${top} ${w} ${h}"/>` +
        `<svg y="${top}" width="${w}" height="${h}" viewBox="${viewBox}"${kept}>${content}</svg>`,
    );
    top += h;
    width = Math.max(width, w);
  }
  return compactSvg(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${top}">${parts.join('')}</svg>`,
  );
}

/** A public folder's drawings, in their files' order, as one sprite. */
export function folderSprite(publicDir: string, folder: string): string {
  const dir = path.join(publicDir, folder);
  const files = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.svg') && file !== SPRITE_FILE)
    .sort();
  return buildSprite(
    files.map((file) => ({
      name: file.slice(0, -'.svg'.length),
      svg: fs.readFileSync(path.join(dir, file), 'utf8'),
    })),
  );
}

/**
 * Writes each sprite folder's `all.svg` into the browser build (dist/), and serves it from the
 * development server.
 */
export function svgSprites(): Plugin {
  let publicDir = '';
  return {
    name: 'drw-svg-sprites',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    configureServer(server) {
      for (const folder of SPRITE_FOLDERS) {
        server.middlewares.use(`/${folder}/${SPRITE_FILE}`, (_req, res) => {
          res.setHeader('Content-Type', 'image/svg+xml');
          res.end(folderSprite(publicDir, folder));
        });
      }
    },
    generateBundle() {
      for (const folder of SPRITE_FOLDERS) {
        this.emitFile({
          type: 'asset',
          fileName: `${folder}/${SPRITE_FILE}`,
          source: folderSprite(publicDir, folder),
        });
      }
    },
  };
}
