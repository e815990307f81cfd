import { hash } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
export const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
