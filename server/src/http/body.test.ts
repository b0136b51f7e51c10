/** The body walks every request pays for: where their limits fall and what they name. */
import { nestedDeeperThan, unstorableTextAt } from './body';

/** `levels` objects/arrays inside one another. */
const nested = (levels: number): unknown =>
  levels === 0 ? 'leaf' : levels % 2 ? [nested(levels - 1)] : { a: nested(levels - 1) };

describe('nestedDeeperThan', () => {
  it('allows exactly `max` levels and refuses one more', () => {
    for (const max of [0, 1, 2, 5, 32]) {
      expect(nestedDeeperThan(nested(max), max)).toBe(false);
      expect(nestedDeeperThan(nested(max + 1), max)).toBe(true);
    }
  });

  it('looks at every key, not only the first', () => {
    expect(nestedDeeperThan({ a: 1, b: 'x', c: { d: [[[]]] } }, 5)).toBe(false);
    expect(nestedDeeperThan({ a: 1, b: 'x', c: { d: [[[[]]]] } }, 5)).toBe(true);
    expect(nestedDeeperThan(null, 0)).toBe(false);
  });
});

describe('unstorableTextAt', () => {
  it('names the path of the string holding a NUL or a lone surrogate', () => {
    const body = { query: 'q', variables: { input: { tags: ['ok', 'x\u0000y'] } } };
    expect(unstorableTextAt(body)).toBe('variables.input.tags.1');
    expect(unstorableTextAt({ name: 'a\udc00' })).toBe('name');
    expect(unstorableTextAt({ a: { b: '\ud800' } })).toBe('a.b');
    expect(unstorableTextAt('\u0000')).toBe('');
  });

  it('lets ordinary and paired-surrogate text through', () => {
    expect(unstorableTextAt({ a: 'হ্যালো 😀', b: [1, null, { c: 'x' }] })).toBeNull();
    expect(unstorableTextAt({})).toBeNull();
  });
});
