import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BUSINESS_TILES,
  FEATURE_NOT_OPEN_MESSAGE,
  isAuditApproved,
  maskPhone,
  SubAccountStatus,
  type SubAccount,
} from '@seqportal/contract';
import type { DataSource } from 'typeorm';
import {
  AuthenticationError,
  ForbiddenError,
  NotFoundError,
  UserInputError,
} from '../../../common/errors/domain-errors.js';
import { Member } from '../entities/member.entity.js';
import type { UpdateSubAccountDto } from './business.dto.js';

export const BusinessMessages = {
  notMain: '仅已认证机构的主账号可使用企业管理',
  subNotFound: '子账号不存在',
  nothingToChange: '请选择要修改的内容',
} as const;

/** Business management (/bussiness_manger): the tiles' links and the main account's say over its sub-accounts. */
@Injectable()
export class BusinessService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async link(memberId: number, id: number): Promise<string> {
    await this.mainAccount(memberId);
    const tile = BUSINESS_TILES.find((candidate) => candidate.id === id);
    if (!tile?.link) throw new UserInputError(FEATURE_NOT_OPEN_MESSAGE);
    return tile.link;
  }

  async list(memberId: number): Promise<SubAccount[]> {
    const main = await this.mainAccount(memberId);
    const members = await this.dataSource.manager.find(Member, {
      where: { organisationId: main.organisationId! },
      order: { isMain: 'DESC', createdAt: 'ASC', id: 'ASC' },
    });
    return members.map(toSubAccount);
  }

  async update(memberId: number, input: UpdateSubAccountDto): Promise<SubAccount> {
    const main = await this.mainAccount(memberId);
    const sub = await this.dataSource.manager.findOne(Member, {
      where: { id: input.id, organisationId: main.organisationId!, isMain: false },
    });
    // Another organisation's member, or the main account itself: not found, like anything not the caller's.
    if (!sub) throw new NotFoundError(BusinessMessages.subNotFound);
    const changes: Partial<Member> = {};
    if (input.status) {
      changes.subStatus = input.status;
      changes.active = input.status !== SubAccountStatus.Disabled;
    }
    if (input.canOrder !== undefined) changes.canOrder = input.canOrder;
    if (input.canViewBilling !== undefined) changes.canViewBilling = input.canViewBilling;
    if (input.canDownload !== undefined) changes.canDownload = input.canDownload;
    if (Object.keys(changes).length === 0) throw new UserInputError(BusinessMessages.nothingToChange);
    await this.dataSource.manager.update(Member, { id: sub.id }, changes);
    return toSubAccount({ ...sub, ...changes } as Member);
  }

  private async mainAccount(memberId: number): Promise<Member> {
    const member = await this.dataSource.manager.findOne(Member, {
      where: { id: memberId, active: true },
      relations: { organisation: true },
    });
    if (!member) throw new AuthenticationError(102);
    if (!member.isMain || !member.organisation || !isAuditApproved(member.organisation.auditType)) {
      throw new ForbiddenError(BusinessMessages.notMain);
    }
    return member;
  }
}

function toSubAccount(member: Member): SubAccount {
  return {
    id: member.id,
    account: member.account,
    nickName: member.nickName,
    phone: maskPhone(member.phone),
    isMain: member.isMain,
    status: member.subStatus,
    canOrder: member.isMain || member.canOrder,
    canViewBilling: member.isMain || member.canViewBilling,
    canDownload: member.isMain || member.canDownload,
    createdAt: member.createdAt.toISOString(),
  };
}
