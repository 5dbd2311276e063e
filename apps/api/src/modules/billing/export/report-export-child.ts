/**
 * The export child: a small Node process (`child_process.fork`, see report-export-runner.ts) that writes one
 * billing report workbook and uploads it. It loads `pg`, the sheet writer and the report helpers, nothing of Nest
 * or TypeORM, and runs with a small old generation (EXPORT_MAX_OLD_SPACE_MB), so the export's memory is bounded
 * and given back to the system when it exits. It takes one job over IPC, answers one ExportResult and exits.
 */
import pg from 'pg';
import type { ExportJob, ExportResult } from './export-protocol.js';
import { uploadFile, writeReportWorkbook } from './write-report.js';

/** Past the server's own statement_timeout, how long the client still waits for the answer that says so. */
const CLIENT_GRACE_MS = 1000;

const peakRssKb = () => process.resourceUsage().maxRSS;

async function run(job: ExportJob): Promise<ExportResult> {
  const { url, statementTimeoutMs, connectTimeoutMs } = job.database;
  const client = new pg.Client({
    connectionString: url,
    application_name: 'seqportal-report-export',
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + CLIENT_GRACE_MS,
    connectionTimeoutMillis: connectTimeoutMs,
  });
  // A connection lost between queries is reported by the next query; without a listener it would crash the child.
  client.on('error', () => undefined);
  let connected = false;
  try {
    await client.connect();
    connected = true;
    const rows = await writeReportWorkbook(client, job.file, job.filter, job.today);
    connected = false;
    await client.end();
    const bytes = await uploadFile(job.uploadUrl, job.file);
    return { type: 'done', rows, bytes, maxRssKb: peakRssKb() };
  } catch (error) {
    return { type: 'failed', message: error instanceof Error ? error.message : String(error), maxRssKb: peakRssKb() };
  } finally {
    if (connected) await client.end().catch(() => undefined);
  }
}

if (!process.send) {
  process.stderr.write('report-export-child runs only as a forked child of the API (it takes its job over IPC).\n');
  process.exit(2);
}
// The API went away (stopped, crashed): nobody waits for the file any more.
process.once('disconnect', () => process.exit(1));
process.once('message', (job: ExportJob) => {
  void run(job).then((result) => process.send!(result, () => process.exit(0)));
});
