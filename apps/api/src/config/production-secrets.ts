/**
 * What a production deployment must set itself. Every development default below is in the repository (README,
 * .env.example, docker-compose.yml), so anyone who read it could sign an admin token, decrypt customers' storage
 * keys, forge bot-check proofs or sign in as seeded staff with it. In production each secret must be set, long
 * enough, and none of the published values.
 */
interface SecretRule {
  name: string;
  minLength: number;
  /** Optional secrets fall back to another one (the STS keys to the storage keys): checked only when set. */
  optional?: boolean;
}

const SECRET_RULES: readonly SecretRule[] = [
  { name: 'JWT_SECRET', minLength: 32 },
  { name: 'FIELD_ENCRYPTION_KEY', minLength: 32 },
  { name: 'ALTCHA_HMAC_KEY', minLength: 32 },
  { name: 'SEED_ADMIN_PASSWORD', minLength: 12 },
  { name: 'SEED_LAB_PASSWORD', minLength: 12 },
  { name: 'SEED_SUPPORT_PASSWORD', minLength: 12 },
  { name: 'S3_ACCESS_KEY', minLength: 3 },
  { name: 'S3_SECRET_KEY', minLength: 16 },
  { name: 'DELIVERY_STS_ACCESS_KEY', minLength: 3, optional: true },
  { name: 'DELIVERY_STS_SECRET_KEY', minLength: 16, optional: true },
];

/** Values published in this repository: its defaults, .env.example, docker-compose.yml and the README. */
export const DEVELOPMENT_SECRET_VALUES: ReadonlySet<string> = new Set([
  'dev-only-secret-change-me-0123456789abcdef',
  'dev-only-field-key-change-me-0123456789abcdef',
  'dev-only-altcha-key-change-me-0123456789',
  'compose-demo-secret-change-me-0123456789abcdef',
  'admin123456',
  'lab123456',
  'support123456',
  'minioadmin',
  'S3RVER',
]);

/** Providers that keep messages in a table for staff to read instead of delivering them. */
const OUTBOX_PROVIDERS = [
  { name: 'SMS_PROVIDER', fallback: 'outbox' },
  { name: 'MAIL_PROVIDER', fallback: 'outbox' },
] as const;

/**
 * One problem per offending variable, empty when `raw` (the process environment) is fit for production.
 * Reads the raw environment rather than the parsed one: there a missing secret already holds its default.
 */
export function productionRefusals(raw: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const rule of SECRET_RULES) {
    const value = typeof raw[rule.name] === 'string' ? (raw[rule.name] as string) : '';
    if (value === '') {
      if (!rule.optional) problems.push(`${rule.name} is missing`);
    } else if (DEVELOPMENT_SECRET_VALUES.has(value)) {
      problems.push(`${rule.name} is a published development default`);
    } else if (value.length < rule.minLength) {
      problems.push(`${rule.name} is shorter than ${rule.minLength} characters`);
    }
  }
  for (const provider of OUTBOX_PROVIDERS) {
    const value = typeof raw[provider.name] === 'string' && raw[provider.name] !== '' ? raw[provider.name] : null;
    if ((value ?? provider.fallback) === 'outbox') {
      problems.push(`${provider.name}=outbox keeps messages in a table instead of sending them (use webhook)`);
    }
  }
  return problems;
}

/** The single line a refused start prints. */
export function productionRefusalMessage(problems: readonly string[]): string {
  return `Refusing to start with NODE_ENV=production: ${problems.join('; ')}. Run \`pnpm secrets\` to generate a .env with fresh secrets.`;
}
