import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  AuditType,
  ErrorCode,
  isAuditApproved,
  SmsCodeType,
  SUB_ACCOUNT_POSITION_KEY,
  SubAccountStatus,
  type CompanyCheckResponse,
  type SessionTokens,
} from '@seqportal/contract';
import { DataSource, QueryFailedError, type EntityManager, type Repository } from 'typeorm';
import { DomainError, UserInputError } from '../../../common/errors/domain-errors.js';
import { Member } from '../entities/member.entity.js';
import { Organisation } from '../entities/organisation.entity.js';
import { AccountMessages } from '../helpers/account-messages.js';
import { toLoginIdentity } from '../helpers/member-view.js';
import { CustomerTokensService } from '../session/customer-tokens.service.js';
import { SmsCodeService } from '../sms-code/sms-code.service.js';
import { RegistrationKeyStore } from './registration-key.store.js';

export interface NewAccount {
  phone: string;
  account: string;
  companyName: string;
  position: number;
  key: string;
  avoidLogin: boolean;
}

export interface NewSubAccount {
  phone: string;
  account: string;
  nickName: string;
  companyName: string;
  key: string;
  avoidLogin: boolean;
}

type ExpiredCode = typeof ErrorCode.RegisterCodeExpired | typeof ErrorCode.SubRegisterCodeExpired;

/** Two-step registration: a checked SMS code gives a key; the key opens a personal, company or sub-account. */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(Organisation) private readonly organisations: Repository<Organisation>,
    @InjectRepository(Member) private readonly members: Repository<Member>,
    private readonly codes: SmsCodeService,
    private readonly keys: RegistrationKeyStore,
    private readonly tokens: CustomerTokensService,
  ) {}

  async checkCode(phone: string, code: string): Promise<string> {
    if (!(await this.codes.verify(phone, SmsCodeType.Register, code))) {
      throw new UserInputError(AccountMessages.codeWrong);
    }
    return this.keys.issue(phone);
  }

  async checkCompany(name: string): Promise<CompanyCheckResponse> {
    const organisation = await this.organisations.findOne({ where: { name } });
    return { check: organisation !== null, auditType: organisation?.auditType ?? null };
  }

  /** A blank company name makes a personal account; a new company makes its main account. */
  async register(input: NewAccount): Promise<SessionTokens> {
    await this.assertKey(input.key, input.phone, ErrorCode.RegisterCodeExpired);
    if (input.companyName && (await this.organisations.exists({ where: { name: input.companyName } }))) {
      throw new UserInputError(AccountMessages.companyExists);
    }
    await this.assertAccountFree(input.account);
    return this.inTransaction(async (manager) => {
      const organisation = input.companyName
        ? await manager.save(
            manager.create(Organisation, { name: input.companyName, auditType: AuditType.NotCertified }),
          )
        : null;
      const member = await manager.save(
        manager.create(Member, {
          phone: input.phone,
          account: input.account,
          nickName: input.account,
          organisationId: organisation?.id ?? null,
          positionKey: input.position,
          isMain: organisation !== null,
        }),
      );
      member.organisation = organisation;
      return this.finish(manager, member, input, ErrorCode.RegisterCodeExpired);
    });
  }

  /** A sub-account joins an existing company, which must be approved (auditType 3). */
  async registerSub(input: NewSubAccount): Promise<SessionTokens> {
    await this.assertKey(input.key, input.phone, ErrorCode.SubRegisterCodeExpired);
    const organisation = await this.organisations.findOne({ where: { name: input.companyName } });
    if (!organisation) throw new UserInputError(AccountMessages.companyNotFound);
    if (!isAuditApproved(organisation.auditType)) throw new UserInputError(AccountMessages.mainAccountNotApproved);
    await this.assertAccountFree(input.account);
    return this.inTransaction(async (manager) => {
      const member = await manager.save(
        manager.create(Member, {
          phone: input.phone,
          account: input.account,
          nickName: input.nickName || input.account,
          organisationId: organisation.id,
          positionKey: SUB_ACCOUNT_POSITION_KEY,
          isMain: false,
          // Waits for the main account's approval (business management) before it may order or see billing.
          subStatus: SubAccountStatus.Pending,
        }),
      );
      member.organisation = organisation;
      return this.finish(manager, member, input, ErrorCode.SubRegisterCodeExpired);
    });
  }

  /** Uses the key inside the transaction: if it was used meanwhile, nothing of this registration is kept. */
  private async finish(
    manager: EntityManager,
    member: Member,
    input: { key: string; phone: string; avoidLogin: boolean },
    expired: ExpiredCode,
  ): Promise<SessionTokens> {
    if (!(await this.keys.consume(input.key, input.phone))) throw new DomainError(expired);
    const tokens = await this.tokens.issue(member, input.avoidLogin, manager);
    return { ...tokens, memberInfo: [toLoginIdentity(member)] };
  }

  private async assertKey(key: string, phone: string, expired: ExpiredCode): Promise<void> {
    if (!(await this.keys.isValid(key, phone))) throw new DomainError(expired);
  }

  private async assertAccountFree(account: string): Promise<void> {
    if (await this.members.exists({ where: { account } })) throw new UserInputError(AccountMessages.accountTaken);
  }

  /** Two registrations racing for one account or company name meet the unique constraints: same messages. */
  private async inTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'uq_member_account') throw new UserInputError(AccountMessages.accountTaken);
      if (constraint === 'uq_organisation_name') throw new UserInputError(AccountMessages.companyExists);
      throw error;
    }
  }
}

function uniqueViolation(error: unknown): string | null {
  if (!(error instanceof QueryFailedError)) return null;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' ? (driverError.constraint ?? null) : null;
}
