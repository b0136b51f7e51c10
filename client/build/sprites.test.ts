import fs from 'node:fs';
import path from 'node:path';
import { SPRITE_FILE, SPRITE_FOLDERS } from '../src/site/ui/sprites';
import { buildSprite, folderSprite } from './sprites';

const PUBLIC = path.join(__dirname, '..', 'public');

/** The sprite as the browser reads it: an XML document (a malformed one throws). */
function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  if (doc.querySelector('parsererror')) throw new Error(`not well-formed: ${svg.slice(0, 200)}`);
  return doc;
}

/** Each view with the drawing it shows: the <svg> that fills the view's box. */
function views(doc: Document) {
  return [...doc.documentElement.children]
    .filter((el) => el.tagName === 'view')
    .map((view) => {
      const [x, y, w, h] = (view.getAttribute('viewBox') ?? '').split(' ').map(Number);
      const drawing = view.nextElementSibling;
      return { id: view.id, x, y, w, h, drawing };
    });
}

describe('buildSprite', () => {
  const a =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 72" width="120" height="72" role="img" aria-label="A" fill="none"><circle cx="1" cy="2" r="3"/></svg>';
  const b =
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="10 5 200 80"><rect width="4" height="5"/>\n</svg>\n';

  it('stacks the drawings, each in its own box, each shown by a view of that box', () => {
    const doc = parse(
      buildSprite([
        { name: 'a', svg: a },
        { name: 'b-2', svg: b },
      ]),
    );
    expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 200 152');
    const [first, second] = views(doc);
    expect(first).toMatchObject({ id: 'a', x: 0, y: 0, w: 120, h: 72 });
    expect(second).toMatchObject({ id: 'b-2', x: 0, y: 72, w: 200, h: 80 });
    const placed = (el: Element | null) =>
      ['y', 'width', 'height', 'viewBox'].map((name) => el?.getAttribute(name));
    expect(placed(first.drawing)).toEqual(['0', '120', '72', '0 0 120 72']);
    expect(placed(second.drawing)).toEqual(['72', '200', '80', '10 5 200 80']);
    // The drawing keeps its own look, not the standalone image's name.
    expect(first.drawing?.getAttribute('fill')).toBe('none');
    expect(first.drawing?.hasAttribute('role')).toBe(false);
    expect(first.drawing?.hasAttribute('aria-label')).toBe(false);
    expect(first.drawing?.querySelector('circle')?.getAttribute('r')).toBe('3');
    expect(second.drawing?.querySelector('rect')).not.toBeNull();
  });

  it('refuses what one document cannot hold: ids, drawings without a size, odd names', () => {
    const withId = a.replace('<circle', '<circle id="wheel"');
    expect(() => buildSprite([{ name: 'a', svg: withId }])).toThrow(/ids/);
    const noViewBox = a.replace(' viewBox="0 0 120 72"', '');
    expect(() => buildSprite([{ name: 'a', svg: noViewBox }])).toThrow(/viewBox/);
    expect(() => buildSprite([{ name: 'a b', svg: a }])).toThrow(/name/);
    expect(() => buildSprite([{ name: 'a', svg: '<g/>' }])).toThrow(/<svg>/);
  });
});

describe.each(SPRITE_FOLDERS)('the %s sprite', (folder) => {
  const files = fs
    .readdirSync(path.join(PUBLIC, folder))
    .filter((file) => file.endsWith('.svg') && file !== SPRITE_FILE)
    .sort();

  it('has a view of each drawing, over that drawing, its size', () => {
    const found = views(parse(folderSprite(PUBLIC, folder)));
    expect(found.map((view) => view.id)).toEqual(files.map((file) => file.replace(/\.svg$/, '')));
    let top = 0;
    for (const view of found) {
      const file = parse(fs.readFileSync(path.join(PUBLIC, folder, `${view.id}.svg`), 'utf8'));
      const [, , w, h] = (file.documentElement.getAttribute('viewBox') ?? '')
        .split(' ')
        .map(Number);
      expect(view).toMatchObject({ x: 0, y: top, w, h });
      expect(view.drawing?.getAttribute('y')).toBe(String(top));
      expect(view.drawing?.children.length).toBe(file.documentElement.children.length);
      top += h;
    }
  });
});
