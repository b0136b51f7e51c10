import { LABELS_BN } from './messages';

/**
 * How the messages name fields in Bangla, by their English label: the public forms' own
 * (messages.ts's LABELS_BN) and those each record declares with its fields
 * (records/declaration.ts), added when its declaration is loaded.
 */
const declared = new Map<string, string>();

/** Adds a record's labels; one English label has one Bangla name, whichever record says it. */
export function declareLabels(labels: Iterable<readonly [en: string, bn: string]>): void {
  for (const [en, bn] of labels) {
    const known = declared.get(en) ?? LABELS_BN[en];
    if (known !== undefined && known !== bn) {
      throw new Error(`The label "${en}" is "${known}" in Bangla already, not "${bn}"`);
    }
    declared.set(en, bn);
  }
}

/** A field's label in Bangla, or undefined when no form or record names it. */
export const labelInBangla = (en: string): string | undefined => declared.get(en) ?? LABELS_BN[en];

/** Every Bangla label known, for the test that holds them to NFC. */
export const banglaLabels = (): string[] => [...Object.values(LABELS_BN), ...declared.values()];
