import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * Argon2id with OWASP's first recommended setting: 19 MiB of memory, two
 * passes, one lane. The parameters are stored in each hash
 * ($argon2id$v=19$m=19456,t=2,p=1$…), so raising them later still verifies
 * old hashes.
 */
export const ARGON2_OPTIONS = {
  // Algorithm is a const enum in the typings; 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash ahead of the first login, so even that one takes the usual time. */
export function primeDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}

/**
 * Spends the same time as a real check when there is no hash to check
 * against (unknown account, Google-only account), so the answer's timing does
 * not tell whether an account exists. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await primeDummyHash(), password);
  return false;
}
