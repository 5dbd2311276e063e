// The environment every child of `pnpm start` receives: the real environment, then .env, then defaults.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as util from 'node:util';

/** An empty value means "not set", as in .env.example where optional values are left blank (the API agrees). */
export function isSet(value) {
  return value !== undefined && value !== '';
}

function parseDotEnv(text) {
  // util.parseEnv exists from Node 20.12; the fallback covers KEY=value lines with optional quotes.
  if (typeof util.parseEnv === 'function') return util.parseEnv(text);
  const values = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([\w.-]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    const raw = match[2];
    const quoted = /^(['"])(.*)\1$/.exec(raw);
    values[match[1]] = quoted ? quoted[2] : raw.replace(/\s+#.*$/, '');
  }
  return values;
}

/**
 * Variables already in the environment win over .env, like dotenv and `node --env-file`: a test or a shell
 * can always override what a developer keeps in .env.
 */
export function assembleEnvironment(root, defaults) {
  const file = path.join(root, '.env');
  const fromFile = existsSync(file) ? parseDotEnv(readFileSync(file, 'utf8')) : {};
  const env = { ...fromFile };
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined) env[key] = value;
  }
  for (const [key, value] of Object.entries(defaults)) {
    if (!isSet(env[key])) env[key] = value;
  }
  return env;
}

export function positivePort(env, name, fallback) {
  if (!isSet(env[name])) return fallback;
  const port = Number(env[name]);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a TCP port (1-65535), not "${env[name]}".`);
  }
  return port;
}
