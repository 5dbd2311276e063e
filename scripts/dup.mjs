// Duplicate-code scan (issue 14): jscpd over apps/ and packages/ with the committed .jscpd.json, then two checks.
// 1. None of the copies issue 14 removed is back: a clone between two files of one group below fails the scan
//    (the radio-card pickers, the SubmitOrder callers, the form messages, the query keys, the sheet benches, the
//    browser tests' sign-in).
// 2. The duplicated share of all lines stays under the configured threshold (jscpd's own check).
// `pnpm dup`; prints every clone found, so the remaining ones can be read and judged.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Groups of files that once held copies of one another. */
const REMOVED_COPIES = {
  'upload with progress': [
    'apps/web/src/lib/upload-with-progress.ts',
    'apps/web/src/features/personal-centre/api/certification.ts',
    'apps/web/src/features/samples/api/upload-excel.ts',
    'apps/web/src/features/lab/api/upload-delivery-file.ts',
    'apps/web/src/features/contracts/api/contracts-api.ts',
  ],
  'file download': [
    'apps/web/src/lib/download-file.ts',
    'apps/web/src/features/print/api/download-print-pdf.ts',
    'apps/web/src/features/samples/api/download-template.ts',
  ],
  'radio-card picker': [
    'apps/web/src/components/radio-card.tsx',
    'apps/web/src/features/catalogue/components/sku-selector.tsx',
    'apps/web/src/features/orders/components/delivery-labs-field.tsx',
    'apps/web/src/features/orders/components/pickup-address-field.tsx',
  ],
  'SubmitOrder call': [
    'apps/web/src/lib/submit-order.ts',
    'apps/web/src/features/cart/api/checkout-cart.ts',
    'apps/web/src/features/catalogue/api/buy-now.ts',
    'apps/web/src/features/samples/api/submit-sample-order.ts',
    'apps/web/src/features/contracts/api/contracts-api.ts',
  ],
  'form messages': [
    'packages/contract/src/rules/form-messages.ts',
    'apps/web/src/features/personal-centre/lib/address-form.ts',
    'apps/web/src/features/personal-centre/lib/order-settings-form.ts',
    'apps/api/src/modules/accounts/personal-centre/dto/address.dto.ts',
    'apps/api/src/modules/accounts/personal-centre/dto/order-setting.dto.ts',
    'apps/web/src/features/accounts/lib/messages.ts',
    'apps/api/src/modules/accounts/helpers/account-messages.ts',
  ],
  'quality report columns': [
    'apps/api/src/modules/orders/print/helpers/print-documents.ts',
    'apps/api/src/modules/lab/helpers/sample-qc-report.ts',
    'apps/web/src/features/print/components/quality-report-view.tsx',
  ],
  'sheet benches': [
    'apps/api/bench/sheet-bench.mjs',
    'apps/api/bench/sample-sheet.mjs',
    'apps/api/bench/contract-batch-sheet.mjs',
  ],
};
const groupOf = new Map(Object.entries(REMOVED_COPIES).flatMap(([group, files]) => files.map((file) => [file, group])));
/** Query keys live in one module; the browser tests sign in through one helper. */
const PATTERN_GROUPS = [
  ['query keys', /^apps\/web\/src\/(features\/[^/]+\/api\/|lib\/query-keys\.ts)/, /Keys = \{|queryKey: \[/],
  ['browser-test sign-in', /^apps\/web\/e2e\/(support\/session\.ts|[^/]+\.browser\.test\.ts)$/, /addInitScript/],
];

const out = mkdtempSync(path.join(tmpdir(), 'seqportal-jscpd-'));
let thresholdExceeded = false;
try {
  try {
    execFileSync('pnpm', ['exec', 'jscpd', '--reporters', 'console,json', '--output', out], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  } catch {
    thresholdExceeded = true;
  }
  const report = JSON.parse(readFileSync(path.join(out, 'jscpd-report.json'), 'utf8'));
  const returned = report.duplicates.flatMap((clone) => {
    const [a, b] = [clone.firstFile.name, clone.secondFile.name];
    const named = groupOf.get(a) && groupOf.get(a) === groupOf.get(b) ? groupOf.get(a) : null;
    const patterned = PATTERN_GROUPS.find(
      ([, files, content]) => files.test(a) && files.test(b) && (!content || content.test(clone.fragment)),
    );
    const group = named ?? patterned?.[0];
    return group ? [`${group}: ${a} ↔ ${b} (${clone.lines} lines)`] : [];
  });
  if (returned.length > 0) {
    console.error(`\nCopies that issue 14 removed are back:\n${returned.map((line) => `  ${line}`).join('\n')}`);
    process.exitCode = 1;
  }
  if (thresholdExceeded) {
    console.error('\nThe duplicated share is above the threshold of .jscpd.json.');
    process.exitCode = 1;
  }
  if (!process.exitCode)
    console.log(`\nNo removed copy is back; ${report.duplicates.length} other clones (listed above).`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
