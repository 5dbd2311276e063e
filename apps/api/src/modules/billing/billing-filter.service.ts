import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DATE_RANGE_MESSAGES, wallClock } from '@seqportal/contract';
import { DataSource } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { NotFoundError, UserInputError } from '../../common/errors/domain-errors.js';
import type { AppConfig } from '../../config/configuration.js';
import { Clock } from '../orders/clock.js';
import type { BillingFilter } from './helpers/billing-query.js';

export const CONTRACT_NOT_FOUND = '合同不存在';
export const END_BEFORE_START = DATE_RANGE_MESSAGES.endBeforeStart;

/**
 * The one gate of the billing calls: it turns a request's contract and dates into a BillingFilter, answering
 * 404 for a contract that is not the caller's (never revealing that it exists) and 400 for a reversed range.
 */
@Injectable()
export class BillingFilterService {
  readonly timeZone: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    config: ConfigService,
  ) {
    this.timeZone = config.getOrThrow<AppConfig>('app').businessTimeZone;
  }

  async filter(
    customer: CustomerPrincipal,
    contractId: number | undefined,
    from: string | undefined,
    to: string | undefined,
  ): Promise<BillingFilter> {
    if (from && to && to < from) throw new UserInputError(END_BEFORE_START);
    if (contractId !== undefined) await this.assertOwnContract(customer, contractId);
    return { customer, contractId: contractId ?? null, from: from ?? null, to: to ?? null, timeZone: this.timeZone };
  }

  /** Today's date in the business time zone, YYYY-MM-DD. */
  today(): string {
    const { year, month, day } = wallClock(this.clock.now(), this.timeZone);
    return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  }

  private async assertOwnContract(customer: CustomerPrincipal, contractId: number): Promise<void> {
    const [row] = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM contract WHERE id = $1 AND (member_id = $2 OR organisation_id = $3)`,
      [contractId, customer.memberId, customer.organisationId],
    );
    if (!row) throw new NotFoundError(CONTRACT_NOT_FOUND);
  }
}
