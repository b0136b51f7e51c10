/**
 * What a person types to name themselves (a username, an e-mail address) as one key: Unicode
 * NFKC, without surrounding spaces, in lower case, so 'ＡＤＭＩＮ' and ' Admin' are one account
 * and one count (PRODUCT.md §19: every limit and look-up folds an identifier the same way). The
 * erasure ledger and the mail cap keep HMACs of addresses folded so: changing this fold loses
 * their matches.
 */
export const foldIdentifier = (typed: string): string =>
  typed.normalize('NFKC').trim().toLowerCase();
