import { Injectable } from '@nestjs/common';
import { ErrorCode, formatMoney } from '@seqportal/contract';
import { Decimal } from 'decimal.js';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-errors.js';

/** Body of a 187 answer: what the order costs and what the contract has left. */
export interface ContractBalanceShortfall {
  contractId: number;
  amount: string;
  balance: string;
}

/**
 * The balance of prepaid contracts.
 *
 * Decision: a contract is paid either on credit (`payment_mode = 'credit'`, the default) or in advance
 * (`'prepaid'`). An order under a credit contract leaves the contract balance alone: it draws on the customer's
 * credit limit when it is placed (PayOrder, code 185), like every other order. An order under a prepaid contract
 * takes its whole amount from the contract balance in the very transaction that creates the order, after locking
 * the contract row (SELECT ... FOR UPDATE); concurrent orders therefore queue on that row, and each sees the balance
 * the previous one left. When the balance does not cover the amount the order is refused with 187 and nothing is
 * created. A cancelled order gives back what it took (customer_order.contract_balance_taken).
 */
@Injectable()
export class ContractBalanceService {
  /** Takes `amount` from a prepaid contract; answers what was taken ("0.00" for a credit contract or none). */
  async take(manager: EntityManager, contractId: number | null, amount: Decimal): Promise<string> {
    if (contractId === null) return '0.00';
    const [contract] = await manager.query<Array<{ payment_mode: string; balance: string | null }>>(
      'SELECT payment_mode, balance::text AS balance FROM contract WHERE id = $1 FOR UPDATE',
      [contractId],
    );
    if (!contract || contract.payment_mode !== 'prepaid') return '0.00';
    const balance = new Decimal(contract.balance ?? 0);
    if (balance.lessThan(amount)) {
      const body: ContractBalanceShortfall = {
        contractId,
        amount: formatMoney(amount.toFixed()),
        balance: formatMoney(balance.toFixed()),
      };
      throw new DomainError(
        ErrorCode.ContractBalanceInsufficient,
        `合同余额不足：本单金额${body.amount}元，合同余额${body.balance}元，请联系客服续签或选择其他合同`,
        body,
      );
    }
    await manager.query('UPDATE contract SET balance = balance - $2::numeric WHERE id = $1', [
      contractId,
      amount.toFixed(2),
    ]);
    return formatMoney(amount.toFixed());
  }

  /** Gives back what an order took (its cancellation); nothing for an order that took nothing. */
  async giveBack(manager: EntityManager, contractId: number | null, taken: string): Promise<void> {
    if (contractId === null || new Decimal(taken).isZero()) return;
    await manager.query('UPDATE contract SET balance = COALESCE(balance, 0) + $2::numeric WHERE id = $1', [
      contractId,
      taken,
    ]);
  }
}
