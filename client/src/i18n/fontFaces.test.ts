import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { theme } from '../theme';

/**
 * The Bengali faces of styles.css: the device's installed Noto Sans Bengali first, else the file
 * the app serves, for Bengali only, with the web font's own vertical metrics (so that an installed
 * copy of another version sits on the same baseline). The metrics are read from the font file the
 * app serves (its WOFF twin: zlib tables, no font library needed).
 */
const css = fs.readFileSync(path.join(__dirname, '..', 'styles.css'), 'utf8');
const FILES = path.dirname(
  require.resolve('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff'),
);

function faces(family: string): Record<string, string>[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map(([, body]) =>
      Object.fromEntries(
        body
          .split(';')
          .map((d) => d.trim())
          .filter(Boolean)
          .map((d) => {
            const colon = d.indexOf(':');
            return [
              d.slice(0, colon).trim(),
              d
                .slice(colon + 1)
                .replace(/\s+/g, ' ')
                .trim(),
            ];
          }),
      ),
    )
    .filter((f) => f['font-family'] === `'${family}'`);
}

/** The vertical metrics a browser uses (OS/2 typo metrics when USE_TYPO_METRICS is set). */
function metrics(file: string) {
  const woff = fs.readFileSync(path.join(FILES, file));
  const table = (tag: string) => {
    for (let i = 0; i < woff.readUInt16BE(12); i++) {
      const at = 44 + i * 20;
      if (woff.toString('latin1', at, at + 4) !== tag) continue;
      const [offset, length, original] = [4, 8, 12].map((d) => woff.readUInt32BE(at + d));
      const data = woff.subarray(offset, offset + length);
      return length < original ? zlib.inflateSync(data) : data;
    }
    throw new Error(`${file} has no ${tag} table`);
  };
  const unitsPerEm = table('head').readUInt16BE(18);
  const os2 = table('OS/2');
  expect(os2.readUInt16BE(62) & 0x80).toBe(0x80);
  const percent = (units: number) => `${+((Math.abs(units) / unitsPerEm) * 100).toFixed(2)}%`;
  return {
    'ascent-override': percent(os2.readInt16BE(68)),
    'descent-override': percent(os2.readInt16BE(70)),
    'line-gap-override': percent(os2.readInt16BE(72)),
  };
}

describe('the Bengali font faces', () => {
  const faces400and700 = faces('Noto Sans Bengali');

  it("use the device's own Noto Sans Bengali, else the app's Bengali subset, swapped in", () => {
    expect(faces400and700.map((f) => f['font-weight'])).toEqual(['400', '700']);
    for (const [i, name] of ['Regular', 'Bold'].entries()) {
      const face = faces400and700[i];
      // A device without a Bengali font shows the text as soon as the file arrives.
      expect(face['font-display']).toBe('swap');
      // The installed copy first, by full and PostScript name; then the file the app serves.
      const sources = face.src.split(/,\s*(?=local|url)/);
      expect(sources.slice(0, 2)).toEqual([
        `local('Noto Sans Bengali ${name}')`,
        `local('NotoSansBengali-${name}')`,
      ]);
      expect(sources.at(-1)).toMatch(
        /^url\('@fontsource\/noto-sans-bengali\/files\/noto-sans-bengali-bengali-\d00-normal\.woff2'\) format\('woff2'\)$/,
      );
      expect(face['unicode-range']).toContain('U+0980-09FE');
      expect(face['unicode-range']).not.toMatch(/U\+00|U\+0000/);
      expect(face['unicode-range']).toBe(faces400and700[0]['unicode-range']);
    }
  });

  it("declare the web font's vertical metrics, so any installed version sits on its baseline", () => {
    for (const [i, weight] of ['400', '700'].entries()) {
      expect(faces400and700[i]).toMatchObject(
        metrics(`noto-sans-bengali-bengali-${weight}-normal.woff`),
      );
    }
  });

  it('come first on Bangla pages and in the back office only', () => {
    const stacks = [...css.matchAll(/([^{}/]+){[^}]*--mantine-font-family:\s*([^;]*);/g)].map(
      ([, selectors, stack]) => ({
        selectors: selectors.split(',').map((s) => s.trim()),
        stack: stack.replace(/\s+/g, ' '),
      }),
    );
    // One rule: the Bangla site and the back office (AdminLayout's data-backoffice), whose English
    // pages show the Bangla people typed (a device with no Bengali font drew it in boxes).
    expect(stacks).toHaveLength(1);
    expect(stacks[0].selectors).toEqual(["html[lang='bn']", 'html:has([data-backoffice])']);
    // Then the device's interface font, as English pages start (theme.ts).
    expect(stacks[0].stack).toMatch(/^'Noto Sans Bengali', system-ui, /);
    expect(theme.fontFamily).toMatch(/^system-ui, /);
    // On English pages the switcher's "বাংলা" is drawn by a system font: no Bengali font download.
    expect(theme.fontFamily).not.toContain('Bengali');
  });
});
