import { Algorithm, hash, verify } from '@node-rs/argon2';

export const hashPassword = (plain: string) => hash(plain, { algorithm: Algorithm.Argon2id });

export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

/** A hash of a random string, verified against when the user does not exist, so timing matches. */
let dummyHash: Promise<string> | undefined;
export const timingDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password-0000'));
