#!/usr/bin/env node
// `pnpm test`: every suite of the project in order, then one line with the totals.
// Contract unit tests → API e2e tests (real PostgreSQL, Redis, s3rver) → fault tests (real API, worker,
// PostgreSQL and S3 processes killed, paused and signalled) → web unit tests → build → browser tests (the built
// system in Debian's Chromium).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const suites = [
  { name: 'contract', cwd: 'packages/contract', args: [] },
  { name: 'api', cwd: 'apps/api', args: [] },
  { name: 'fault', cwd: 'apps/api', args: ['--config', 'vitest.fault.config.ts'] },
  { name: 'web', cwd: 'apps/web', args: [] },
  { name: 'browser', cwd: 'apps/web', args: ['--config', 'vitest.browser.config.ts'], needsBuild: true },
];

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd: join(root, cwd), stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSuites = [];
// The names of failed tests are repeated at the end, where a CI log's tail shows them.
const failedTests = [];
let built = false;

for (const suite of suites) {
  if (suite.needsBuild && !built) {
    console.log('\n▶ build (contract, api, web)');
    if (run('pnpm', ['build'], '.') !== 0) {
      failedSuites.push('build');
      break;
    }
    built = true;
  }
  console.log(`\n▶ ${suite.name} tests`);
  const outputFile = join(reports, `${suite.name}.json`);
  const status = run(
    'pnpm',
    ['exec', 'vitest', 'run', ...suite.args, '--reporter=default', '--reporter=json', `--outputFile=${outputFile}`],
    suite.cwd,
  );
  const counts = readCounts(outputFile);
  failedTests.push(...readFailedTests(outputFile).map((test) => `${suite.name}: ${test}`));
  totals.passed += counts.passed;
  // A suite that failed outside any test (setup, crash) counts as one failure.
  totals.failed += counts.failed > 0 || status === 0 ? counts.failed : 1;
  totals.skipped += counts.skipped;
  // A suite that crashed before reporting, or ran nothing, is a failure too.
  if (status !== 0 || counts.passed + counts.failed === 0) failedSuites.push(suite.name);
}

console.log('');
for (const test of failedTests) console.log(`✗ ${test}`);
if (failedSuites.length > 0) console.log(`Failed: ${failedSuites.join(', ')}`);
console.log(`Totals: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites.length > 0 ? 1 : 0);

function readCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function readFailedTests(file) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return (report.testResults ?? []).flatMap((result) => {
    const path = result.name.slice(root.length);
    const failed = (result.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${path} > ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed before any of its tests ran (an import or set-up error) names itself.
    return failed.length === 0 && result.status === 'failed' ? [`${path}: ${firstLine(result.message)}`] : failed;
  });
}

function firstLine(text) {
  return (text ?? 'failed').split('\n')[0].slice(0, 300);
}
