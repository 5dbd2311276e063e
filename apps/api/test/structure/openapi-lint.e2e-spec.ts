import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { createTestApp, type TestApp } from '../support/test-app.js';

const CONFIG = fileURLToPath(new URL('../../redocly.yaml', import.meta.url));

describe('OpenAPI document under Redocly lint', () => {
  let t: TestApp;
  let source: string;

  beforeAll(async () => {
    t = await createTestApp();
    source = (await t.http.get('/api/docs-json').expect(200)).text;
  });
  afterAll(() => t.close());

  it('has no error and no warning under the committed configuration (recommended ruleset)', async () => {
    const config = await loadConfig({ configPath: CONFIG });
    const problems = await lintFromString({ source, absoluteRef: 'docs.json', config });
    const report = problems.map((problem) => ({
      rule: problem.ruleId,
      severity: problem.severity,
      message: problem.message,
      at: problem.location[0]?.pointer,
    }));
    expect(report).toEqual([]);
  });
});
