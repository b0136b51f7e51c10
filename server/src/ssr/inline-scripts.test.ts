import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { INLINE_SCRIPT_SOURCES, SPECULATION_RULES, fontLoadTag } from './inline-scripts';

const STYLES = fs.readFileSync(path.join(__dirname, '../../../client/src/styles.css'), 'utf8');

describe('the Bengali font loaded from the head of Bangla pages', () => {
  const tag = fontLoadTag('bn');
  const script = /^<script>(.*)<\/script>$/.exec(tag)?.[1] ?? '';

  it('is on Bangla pages only', () => {
    expect(script).not.toBe('');
    expect(fontLoadTag('en')).toBe('');
  });

  it('is allowed by the CSP by its hash, as the speculation rules are: nothing else inline', () => {
    // Browsers hash the text between the tags.
    const hash = (tag: string) =>
      `'sha256-${createHash('sha256')
        .update(/^<script[^>]*>(.*)<\/script>$/s.exec(tag)?.[1] ?? '', 'utf8')
        .digest('base64')}'`;
    expect(INLINE_SCRIPT_SOURCES).toEqual([hash(SPECULATION_RULES), hash(tag)]);
    expect(JSON.parse(/>(.*)</s.exec(SPECULATION_RULES)?.[1] ?? '')).toHaveProperty('prerender');
  });

  it("asks for each face styles.css declares, by the family's name, with a Bengali letter", () => {
    const asked: { font: string; text: string }[] = [];
    vm.runInNewContext(script, {
      document: {
        fonts: {
          load: (font: string, text: string) => {
            asked.push({ font, text });
            return Promise.resolve([]);
          },
        },
      },
    });
    const faces = [...STYLES.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => ({
      family: /font-family:\s*'([^']+)'/.exec(m[1])?.[1],
      weight: /font-weight:\s*(\d+)/.exec(m[1])?.[1],
    }));
    expect(faces.length).toBeGreaterThan(0);
    expect(asked).toEqual(
      faces.map((f) => ({ font: `${f.weight} 1em "${f.family}"`, text: '\u0985' })),
    );
  });

  it('never leaves a rejected promise unhandled (a failed download is not a console error)', async () => {
    const failed: Promise<unknown>[] = [];
    vm.runInNewContext(script, {
      document: {
        fonts: {
          load: () => {
            const p = Promise.reject(new Error('network'));
            failed.push(p);
            return p;
          },
        },
      },
    });
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    await new Promise((r) => setImmediate(r));
    process.off('unhandledRejection', unhandled);
    expect(failed.length).toBe(2);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
