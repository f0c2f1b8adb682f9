import { hash, verify } from '@node-rs/argon2';

/** Argon2id hashes (DECISIONS 10). */
export const hashPassword = (password: string) => hash(password);
export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password).catch(() => false);
