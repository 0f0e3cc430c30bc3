import argon2 from 'argon2';

/** Argon2id at OWASP's recommended minimum: 19 MiB of memory, 2 iterations, 1 lane. */
const PARAMS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, PARAMS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the same time as a real check when the account does not exist, so response
 * times do not reveal which addresses have accounts.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('kora-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
