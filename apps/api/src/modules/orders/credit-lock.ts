import type { EntityManager } from 'typeorm';
import { NotFoundError } from '../../common/errors/domain-errors.js';

export interface CreditRow {
  id: number;
  credit_limit: string | null;
  unpaid_total: string;
  unpaid_cap: string;
}

/**
 * The credit an order draws on (its organisation's, else the member's), created empty on first use and locked
 * FOR UPDATE until the transaction ends, so that concurrent orders see each other's amounts. PayOrder and
 * SubmitAnalysis both place orders through it.
 */
export async function lockCustomerCredit(
  manager: EntityManager,
  owner: { organisationId: number | null; memberId: number },
): Promise<CreditRow> {
  const column = owner.organisationId === null ? 'member_id' : 'organisation_id';
  const ownerId = owner.organisationId ?? owner.memberId;
  const select = `SELECT id, credit_limit::text, unpaid_total::text, unpaid_cap::text
                  FROM customer_credit WHERE ${column} = $1 FOR UPDATE`;
  let [row] = await manager.query<CreditRow[]>(select, [ownerId]);
  if (!row) {
    await manager.query(`INSERT INTO customer_credit (${column}) VALUES ($1) ON CONFLICT DO NOTHING`, [ownerId]);
    [row] = await manager.query<CreditRow[]>(select, [ownerId]);
  }
  if (!row) throw new NotFoundError();
  return row;
}
