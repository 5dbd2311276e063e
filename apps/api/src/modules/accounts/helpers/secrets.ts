import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Hex SHA-256: what is stored in place of refresh tokens, tickets, keys and SMS codes. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** An unguessable opaque token (256 bits, URL-safe). */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** A numeric code from the cryptographic generator (Math.random is predictable). */
export function randomDigits(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}
