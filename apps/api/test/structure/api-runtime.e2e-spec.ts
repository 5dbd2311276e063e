import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

interface ApiRuntime {
  DEFAULT_API_SEMI_SPACE_MB: number;
  apiNodeArgs(env: Record<string, string | undefined>): string[];
}

const runtime = (await import(pathToFileURL(`${ROOT}scripts/lib/api-runtime.mjs`).href)) as ApiRuntime;

/** The API's Node flags: one value for pnpm start, the benches and the container (issue 22). */
describe('the API process runtime', () => {
  it('starts the API with 32 MB semi-spaces unless API_SEMI_SPACE_MB says otherwise', () => {
    expect(runtime.apiNodeArgs({})).toEqual(['--max-semi-space-size=32']);
    expect(runtime.apiNodeArgs({ API_SEMI_SPACE_MB: '' })).toEqual(['--max-semi-space-size=32']);
    expect(runtime.apiNodeArgs({ API_SEMI_SPACE_MB: '64' })).toEqual(['--max-semi-space-size=64']);
  });

  it('refuses a value that is not a whole number of megabytes from 1 to 256', () => {
    for (const bad of ['0', '257', '1.5', 'big', '-4']) {
      expect(() => runtime.apiNodeArgs({ API_SEMI_SPACE_MB: bad })).toThrow(
        `API_SEMI_SPACE_MB must be a whole number of megabytes from 1 to 256, not "${bad}".`,
      );
    }
  });

  it("gives the container's API the same default as pnpm start and the benches", () => {
    const entrypoint = readFileSync(`${ROOT}docker/entrypoint.sh`, 'utf8');
    expect(entrypoint).toContain(
      `exec node --max-semi-space-size="\${API_SEMI_SPACE_MB:-${runtime.DEFAULT_API_SEMI_SPACE_MB}}" "$api/main.js"`,
    );
  });

  it('is a flag this Node takes: the young generation grows to twice the semi-space', () => {
    const newSpace = execFileSync(
      process.execPath,
      [
        ...runtime.apiNodeArgs({}),
        '-e',
        [
          "const v8 = require('node:v8');",
          'let keep = [];',
          "for (let i = 0; i < 3e6; i += 1) { keep.push({ i, s: 'x' + i }); if (keep.length > 200000) keep = []; }",
          "process.stdout.write(String(v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size));",
        ].join('\n'),
      ],
      { encoding: 'utf8' },
    );
    expect(Number(newSpace)).toBe(2 * runtime.DEFAULT_API_SEMI_SPACE_MB * 1024 * 1024);
  });
});
