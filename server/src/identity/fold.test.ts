import fc from 'fast-check';
import { createHmac } from 'node:crypto';
import { addressHash } from '../mail/confirmation-cap';
import { foldUsername } from '../limits';
import { foldIdentifier } from './fold';

describe('foldIdentifier', () => {
  it.each([
    [' ＡＤＭＩＮ ', 'admin'],
    ['Admin', 'admin'],
    ['\u3000Tanvir@Example.COM\t', 'tanvir@example.com'],
    ['ﬁle@example.com', 'file@example.com'],
    // NFKC first: a diaeresis alone becomes a space and its combining mark, and the space goes
    ['\u00a8a', '\u0308a'],
  ])('folds %j to %j', (typed, folded) => {
    expect(foldIdentifier(typed)).toBe(folded);
  });

  it("is the sign-in throttle's fold too, and folding twice changes nothing", () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (typed) => {
        expect(foldUsername(typed)).toBe(foldIdentifier(typed));
        expect(addressHash('k', typed)).toBe(addressHash('k', foldIdentifier(typed)));
      }),
      { numRuns: 2000 },
    );
  });

  it('hashes an address as the mail cap and the erasure ledger always have (stored HMACs still match)', () => {
    // The fold the ledger's entries were written with (1b8e13c), spelled out: a change to
    // foldIdentifier that alters any address would orphan them.
    const before = (email: string) =>
      createHmac('sha256', 'k').update(email.normalize('NFKC').trim().toLowerCase()).digest('hex');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (email) => {
        expect(addressHash('k', email)).toBe(before(email));
      }),
      { numRuns: 2000 },
    );
  });
});
