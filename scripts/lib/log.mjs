// Console output of `pnpm start`. Every line says where it comes from ([start], [api], [migrate] ...) so that
// the interleaved output of several processes stays readable; colour only on a terminal, and never with NO_COLOR.

const useColour = Boolean(process.stdout.isTTY) && !('NO_COLOR' in process.env);

const TAG_COLOURS = { start: 36, api: 35, migrate: 33, seed: 33, redis: 31 };

function paint(code, text) {
  return useColour ? `\x1b[${code}m${text}\x1b[0m` : text;
}

export function label(name) {
  return paint(TAG_COLOURS[name] ?? 90, `[${name}]`);
}

/** A progress line of the start script itself. */
export function say(message) {
  process.stdout.write(`${label('start')} ${message}\n`);
}

/** A problem; goes to stderr so that a caller capturing stdout still sees the URL line cleanly. */
export function complain(message) {
  process.stderr.write(`${label('start')} ${paint(31, message)}\n`);
}

const PINO_LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/**
 * The API logs one JSON object per line (pino), right for log collectors and hard to read in a terminal.
 * Such lines become `12:00:01 INFO  Context: message` (requests: `GET /path → 200 (12 ms)`), errors keep
 * their stack; anything that is not a pino line passes unchanged.
 */
export function readableLogLine(line) {
  if (!line.startsWith('{')) return line;
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof entry !== 'object' || entry === null || !(entry.level in PINO_LEVELS)) return line;
  const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
  const level = PINO_LEVELS[entry.level].padEnd(5);
  let text = entry.msg ?? '';
  if (entry.req?.method && entry.res?.statusCode) {
    const took = entry.responseTime === undefined ? '' : ` (${Math.round(entry.responseTime)} ms)`;
    text = `${entry.req.method} ${entry.req.url ?? entry.req.path} → ${entry.res.statusCode}${took}`;
  } else if (entry.context) {
    text = `${entry.context}: ${text}`;
  }
  if (entry.err?.stack) text += `\n${entry.err.stack}`;
  else if (entry.err?.message) text += ` (${entry.err.message})`;
  const painted = entry.level >= 50 ? paint(31, level) : entry.level >= 40 ? paint(33, level) : level;
  return `${paint(90, time)} ${painted} ${text}`;
}

/** Copies a child's output line by line, each line tagged with the child's name. */
export function prefixLines(stream, name, target) {
  const tag = label(name);
  const write = (line) => {
    for (const part of readableLogLine(line.replace(/\r$/, '')).split('\n')) target.write(`${tag} ${part}\n`);
  };
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) write(line);
  });
  stream.on('end', () => {
    if (rest) write(rest);
    rest = '';
  });
}

export function seconds(sinceMs) {
  return `${((performance.now() - sinceMs) / 1000).toFixed(1)} s`;
}
