import fc from 'fast-check';
import { sameSitePath } from './redirect';

/** What a browser makes of a Location header sent by https://digitalride.example. */
const followed = (location: string) => new URL(location, 'https://digitalride.example/pages/news');

it('keeps every redirect on this site, whatever the path it came from', () => {
  for (const attack of [
    '//evil.example',
    '//evil.example/path?x=1',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '///evil.example',
  ]) {
    const location = sameSitePath(attack);
    expect({ attack, host: followed(location).host }).toEqual({
      attack,
      host: 'digitalride.example',
    });
  }
  fc.assert(
    fc.property(fc.string(), (s) => {
      expect(followed(sameSitePath(s)).host).toBe('digitalride.example');
    }),
  );
});

it('leaves a path of this site as it is', () => {
  expect(sameSitePath('/bn/pages/news?page=2')).toBe('/bn/pages/news?page=2');
  expect(sameSitePath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  expect(sameSitePath('/pages/help#topic-payments')).toBe('/pages/help#topic-payments');
});
