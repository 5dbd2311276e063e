/**
 * The Authorization header for supertest's set(): the token as a Bearer credential, or no header at all for a
 * visitor (no token), so that one call helper serves both sides of an auth test.
 */
export function bearer(token: string | null | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}
