import { vi } from 'vitest';
import { pdfRenderGate } from '../../src/infra/pdf/pdf-render-gate.js';
import { StatementsService } from '../../src/modules/billing/statements/statements.service.js';
import { bearer } from '../support/bearer.js';
import { pdfText } from '../support/pdf-tools.js';
import type { TestApp } from '../support/test-app.js';
import { billingTestApp, signCustomer } from './billing-fixtures.js';
import { generateStatements, statementIdOf } from './statement-test-kit.js';

/**
 * Statement PDFs take the process's one PDF turn, as the print PDFs do: concurrent requests render one at a time,
 * and each reads its statement inside its own turn (right before rendering), not while waiting.
 */
describe('statement PDFs and the PDF render gate', () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let statementId: number;

  beforeAll(async () => {
    const kit = await billingTestApp({ now: new Date('2026-06-09T01:00:00Z') });
    t = kit.t;
    const { fx } = kit;
    const sku = kit.skus[0].id;
    const org = await fx.organisation('丁闸门测试有限公司');
    const member = await fx.member('丁管理员', org, true);
    const contract = await fx.contract('HT-GATE-1', org);
    const order = await fx.order({
      memberId: member,
      status: 4,
      placedAt: '2026-05-01T02:00:00Z',
      history: [{ toStatus: 3, at: '2026-05-06T02:00:00Z' }],
    });
    await fx.line(order.id, sku, '321.00', 2, contract);
    await generateStatements(t, '2026-05');
    statementId = await statementIdOf(t, contract, '2026-05');
    token = await signCustomer(t, member, org);
    const otherOrg = await fx.organisation('戊其他有限公司');
    otherToken = await signCustomer(t, await fx.member('戊管理员', otherOrg, true), otherOrg);
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const pdfOf = (customerToken: string) =>
    t.http.get('/api/NewBilling/GetStatementPdf').query({ id: statementId }).set(bearer(customerToken));

  it('renders concurrent statement PDFs one at a time, each reading its statement inside its turn', async () => {
    const run = pdfRenderGate.run.bind(pdfRenderGate);
    let inside = 0;
    let most = 0;
    const gateSpy = vi.spyOn(pdfRenderGate, 'run').mockImplementation((work) =>
      run(async () => {
        inside += 1;
        most = Math.max(most, inside);
        try {
          return await work();
        } finally {
          inside -= 1;
        }
      }),
    );
    const statements = t.app.get(StatementsService);
    const detail = statements.detail.bind(statements);
    const readInsideTurn: boolean[] = [];
    vi.spyOn(statements, 'detail').mockImplementation((...args) => {
      readInsideTurn.push(inside === 1);
      return detail(...args);
    });

    const responses = await Promise.all([pdfOf(token), pdfOf(token), pdfOf(token), pdfOf(token)]);
    for (const response of responses)
      expect(response.body).toMatchObject({ code: 0, body: { url: expect.any(String) } });
    expect(gateSpy).toHaveBeenCalledTimes(4);
    expect(most).toBe(1);
    expect(readInsideTurn).toEqual([true, true, true, true]);
    expect(pdfRenderGate.queued).toBe(0);

    // Each link is a real statement PDF.
    const pdf = Buffer.from(
      await (await fetch((responses[0]!.body as { body: { url: string } }).body.url)).arrayBuffer(),
    );
    const text = pdfText(pdf);
    expect(text).toContain('丁闸门测试有限公司');
    expect(text).toContain('对账单');
  });

  it("releases the turn when another organisation's statement is refused, and the next request renders", async () => {
    expect((await pdfOf(otherToken)).body).toMatchObject({ code: 404 });
    expect(pdfRenderGate.queued).toBe(0);
    expect((await pdfOf(token)).body).toMatchObject({ code: 0 });
  });
});
