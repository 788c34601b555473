import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id settings (DESIGN.md): m = 19 MiB, t = 2, p = 1.
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the account does not exist, so both answers take the same time. */
let dummyHash: Promise<string> | null = null;
export async function burnVerify(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  await verifyPassword(await dummyHash, password);
}
