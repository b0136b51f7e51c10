/**
 * A request's reference: `DR-` and 8 characters from an alphabet without the
 * look-alikes (0/O, 1/I/L), in two groups. The database draws them (migration
 * 1764800000000-visitor-references); this reads what a visitor or staff member types.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

const SHAPE = new RegExp(`^(?:DR)?([${REFERENCE_ALPHABET}]{4})([${REFERENCE_ALPHABET}]{4})$`);

/** The longest input worth reading as a reference (anything longer is not one). */
const MAX_TYPED = 40;

/** What is typed, upper-cased, without its spaces and dashes. */
const compact = (typed: string) => typed.toUpperCase().replace(/[\s\-‐-―]/g, '');

/**
 * 'dr-7k3p-q9mx', 'DR 7K3P Q9MX', '7K3PQ9MX' → 'DR-7K3P-Q9MX'; anything else → null.
 * Case does not matter; dashes and spaces are optional.
 */
export function normalizeReference(typed: string): string | null {
  if (typed.length > MAX_TYPED) return null;
  const match = SHAPE.exec(compact(typed));
  return match ? `DR-${match[1]}-${match[2]}` : null;
}

/**
 * The fewest characters after `DR-` that a search reads as the beginning of a reference: three
 * begin some 30 of a million references, four about one (PRODUCT.md §22).
 */
const MIN_BEGINNING = 4;

const BEGINNING = new RegExp(`^DR([${REFERENCE_ALPHABET}]{${MIN_BEGINNING},7})$`);

/**
 * The references that begin as typed (not yet whole), given by the first and the last of them:
 * 'dr-7k3p', 'DR 7K3P-Q' → DR-7K3P-2222 to DR-7K3P-ZZZZ, DR-7K3P-Q222 to DR-7K3P-QZZZ. Both are whole
 * references, so any collation orders them as it orders the column: the range is one stretch of
 * its index. `DR` must be typed: without it, "tanv" is the beginning of a name. Null otherwise.
 */
export function referenceRange(typed: string): { first: string; last: string } | null {
  if (typed.length > MAX_TYPED) return null;
  const match = BEGINNING.exec(compact(typed));
  if (!match) return null;
  const whole = (fill: string) => {
    const chars = match[1].padEnd(8, fill);
    return `DR-${chars.slice(0, 4)}-${chars.slice(4)}`;
  };
  return { first: whole(REFERENCE_ALPHABET[0]), last: whole(REFERENCE_ALPHABET.slice(-1)) };
}
