import argon2 from 'argon2';

/** argon2id with the library's recommended cost; staff passwords only ever exist as these hashes. */
export const PasswordHasher = {
  hash: (password: string): Promise<string> => argon2.hash(password, { type: argon2.argon2id }),
  verify: (hash: string, password: string): Promise<boolean> => argon2.verify(hash, password),
};
