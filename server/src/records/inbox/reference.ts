/**
 * A request's reference: `DR-` and 8 characters from an alphabet without the
 * look-alikes (0/O, 1/I/L), in two groups. The database draws them (migration
 * 1764800000000-visitor-references); this reads what a visitor or staff member types.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

const SHAPE = new RegExp(`^(?:DR)?([${REFERENCE_ALPHABET}]{4})([${REFERENCE_ALPHABET}]{4})$`);

/** The longest input worth reading as a reference (anything longer is not one). */
const MAX_TYPED = 40;

/**
 * 'dr-7k3p-q9mx', 'DR 7K3P Q9MX', '7K3PQ9MX' → 'DR-7K3P-Q9MX'; anything else → null.
 * Case does not matter; dashes and spaces are optional.
 */
export function normalizeReference(typed: string): string | null {
  if (typed.length > MAX_TYPED) return null;
  const match = SHAPE.exec(typed.toUpperCase().replace(/[\s\-‐-―]/g, ''));
  return match ? `DR-${match[1]}-${match[2]}` : null;
}
