export const MIN_PASSWORD = 12;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A 16-character password from the browser's secure random source (no look-alike characters). */
export function generatePassword(length = 16): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

export function passwordProblem(value: string, label = 'Password'): string | null {
  if (!value) return `${label} is required`;
  if (value.length < MIN_PASSWORD) return `${label} must be at least ${MIN_PASSWORD} characters`;
  return null;
}
