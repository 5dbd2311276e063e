import { StatementGeneratorService } from '../../src/modules/billing/statements/statement-generator.service.js';
import { bearer } from '../support/bearer.js';
import type { TestApp } from '../support/test-app.js';

/** A statement as GetStatementDetail answers it, loosely typed for toMatchObject. */
export type StatementBody = Record<string, unknown> & { lines: Array<Record<string, unknown>> };

/** States the month ('2026-04') for every contract, as the monthly job does. */
export function generateStatements(t: TestApp, period: string) {
  return t.app.get(StatementGeneratorService).generate(period);
}

export async function statementIdOf(t: TestApp, contractId: number, period: string): Promise<number> {
  const [row] = await t.dataSource.query<Array<{ id: number }>>(
    `SELECT id FROM statement WHERE contract_id = $1 AND period = $2::date`,
    [contractId, `${period}-01`],
  );
  if (!row) throw new Error(`No statement of contract ${contractId} for ${period}`);
  return row.id;
}

/** GetStatementDetail as the token's customer: the raw answer, for refusals. */
export function requestStatement(t: TestApp, token: string, statementId: number) {
  return t.http.get('/api/NewBilling/GetStatementDetail').query({ id: statementId }).set(bearer(token));
}

/** GetStatementDetail as the token's customer, which must be allowed to read the statement. */
export async function readStatementById(t: TestApp, token: string, statementId: number) {
  const response = await requestStatement(t, token, statementId);
  expect(response.body).toMatchObject({ code: 0 });
  return response.body.body as StatementBody;
}

/** The contract's statement of the month, read by the token's customer, which must be allowed to read it. */
export async function readStatement(t: TestApp, token: string, contractId: number, period: string) {
  return readStatementById(t, token, await statementIdOf(t, contractId, period));
}
