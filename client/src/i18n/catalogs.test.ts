import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { messages as bnCompiled } from './catalogs/bn';
import { messages as enCompiled } from './catalogs/en';

const read = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, 'catalogs', `${locale}.json`), 'utf8')) as Record<
    string,
    string
  >;
const en = read('en');
const bn = read('bn');

/** The names a message fills in: `{name}`, `{count, plural, …}`, `<0>…</0>`. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (Array.isArray(token) && typeof token[0] === 'string') {
        names.add(token[0]);
        for (const part of token.slice(2)) {
          if (part && typeof part === 'object') Object.values(part).forEach(walk);
          else walk(part);
        }
      }
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

describe('the catalogs', () => {
  it('have the same ids in English and Bangla', () => {
    const onlyEn = Object.keys(en).filter((id) => !(id in bn));
    const onlyBn = Object.keys(bn).filter((id) => !(id in en));
    expect({ onlyEn, onlyBn }).toEqual({ onlyEn: [], onlyBn: [] });
  });

  it('leave no message empty', () => {
    const empty = [...Object.entries(en), ...Object.entries(bn)].filter(([, m]) => !m.trim());
    expect(empty).toEqual([]);
  });

  it('fill in nothing in Bangla that the English does not give', () => {
    // A translation may leave a value out ("সঠিক একটি ই-মেইল ঠিকানা লিখুন" names no field), but
    // a value the page does not pass would show as its name.
    const extra = Object.keys(en).filter(
      (id) => id in bn && placeholders(bn[id]).some((name) => !placeholders(en[id]).includes(name)),
    );
    expect(extra).toEqual([]);
  });

  it('are compiled as written (npm run i18n)', () => {
    const compiled = (source: Record<string, string>) =>
      Object.fromEntries(Object.entries(source).map(([id, m]) => [id, compileMessage(m)]));
    expect(enCompiled).toEqual(compiled(en));
    expect(bnCompiled).toEqual(compiled(bn));
  });
});
