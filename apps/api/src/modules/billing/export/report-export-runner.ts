import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExportJob, ExportResult } from './export-protocol.js';

export interface ExportRunnerOptions {
  /** Export children running at once in this API process. */
  maxChildren: number;
  /** How long a request waits for a free child before it is refused as busy. */
  queueWaitMs: number;
  /** A child that has not answered after this is killed. */
  timeoutMs: number;
  /** The child's V8 old-generation limit (--max-old-space-size). */
  maxOldSpaceMb: number;
}

/** Every child is busy and the request waited queueWaitMs for one. */
export class ExportBusyError extends Error {}

/** The child answered a failure, crashed, was killed or ran out of time. */
export class ExportChildError extends Error {
  constructor(
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
  }
}

export type ExportDone = Extract<ExportResult, { type: 'done' }>;

const here = fileURLToPath(import.meta.url);
/**
 * The child's entry beside this file: report-export-child.js in the build (dist, `pnpm start`, the image). Under
 * Vitest this module is the TypeScript source, and so is the child; plain `node` runs it through the tests' SWC
 * loader (apps/api/test/support/swc-register.mjs, the one the API-process tests use), which only exists in the
 * source tree.
 */
const fromSource = here.endsWith('.ts');
const CHILD_ENTRY = join(dirname(here), `report-export-child${fromSource ? '.ts' : '.js'}`);
const SOURCE_LOADER = fileURLToPath(new URL('../../../../test/support/swc-register.mjs', import.meta.url));

/**
 * Runs GetReportExport's heavy part (querying, writing the xlsx, uploading it) in a forked Node process with a
 * small heap, at most `maxChildren` at once; the other requests wait in turn up to `queueWaitMs`. A slot is held
 * until its child has exited, so a killed child still counts until it is gone, and is always given back.
 */
export class ReportExportRunner {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly children = new Set<ChildProcess>();

  constructor(private readonly options: ExportRunnerOptions) {}

  async run(job: ExportJob): Promise<ExportDone> {
    await this.acquire();
    let release = () => this.release();
    try {
      const { result, exited } = this.spawn(job);
      // The slot is given back when the child is gone, not when it has answered.
      release = () => void exited.then(() => this.release());
      return await result;
    } finally {
      release();
    }
  }

  /** Process ids of the children running now (tests, diagnostics). */
  get pids(): number[] {
    return [...this.children].flatMap((child) => (child.pid ? [child.pid] : []));
  }

  /** Requests waiting for a child. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Kills every running child (the API is stopping). */
  stopAll(): void {
    for (const child of this.children) child.kill('SIGKILL');
  }

  private acquire(): Promise<void> {
    if (this.running < this.options.maxChildren) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(turn), 1);
        reject(
          new ExportBusyError(
            `Every export child (${this.options.maxChildren}) was busy for ${this.options.queueWaitMs} ms`,
          ),
        );
      }, this.options.queueWaitMs);
      this.waiting.push(turn);
    });
  }

  /** Hands the slot to the next waiting request, or frees it. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }

  private spawn(job: ExportJob): { result: Promise<ExportDone>; exited: Promise<void> } {
    if (fromSource && !existsSync(SOURCE_LOADER))
      throw new ExportChildError(`The export child's TypeScript loader is missing: ${SOURCE_LOADER}`);
    const child = fork(CHILD_ENTRY, [], {
      // Not the API's own flags: the child gets its small heap and nothing else.
      execArgv: [
        ...(fromSource ? ['--import', SOURCE_LOADER] : []),
        `--max-old-space-size=${this.options.maxOldSpaceMb}`,
      ],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'json',
    });
    this.children.add(child);
    const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
    void exited.then(() => this.children.delete(child));
    const result = new Promise<ExportDone>((resolve, reject) => {
      let settled = false;
      const settle = (outcome: ExportDone | ExportChildError) => {
        if (settled) return;
        settled = true;
        if (outcome instanceof ExportChildError) reject(outcome);
        else resolve(outcome);
      };
      const timer = setTimeout(() => {
        settle(new ExportChildError(`The export child ran longer than ${this.options.timeoutMs} ms`, true));
        child.kill('SIGKILL');
      }, this.options.timeoutMs);
      void exited.then(() => clearTimeout(timer));
      child.once('message', (message: ExportResult) =>
        settle(message.type === 'done' ? message : new ExportChildError(message.message)),
      );
      child.once('error', (error) => settle(new ExportChildError(`The export child failed: ${error.message}`)));
      child.once('exit', (code, signal) =>
        settle(new ExportChildError(`The export child exited (${signal ?? `code ${code}`}) without an answer`)),
      );
      child.send(job, (error) => {
        if (error) settle(new ExportChildError(`The export child took no job: ${error.message}`));
      });
    });
    return { result, exited };
  }
}
