import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { UserInfo } from '@seqportal/contract';
import type { Repository } from 'typeorm';
import { AuthenticationError } from '../../../common/errors/domain-errors.js';
import { Member } from '../entities/member.entity.js';
import { toUserInfo } from '../helpers/member-view.js';

/** The signed-in member's own profile (userInfo of spec part 1 section 3). */
@Injectable()
export class MemberProfileService {
  constructor(@InjectRepository(Member) private readonly members: Repository<Member>) {}

  async userInfo(memberId: number): Promise<UserInfo> {
    const member = await this.load(memberId);
    return toUserInfo(member, await this.creditBalance(member));
  }

  async updateNickName(memberId: number, nickName: string): Promise<UserInfo> {
    await this.members.update({ id: memberId }, { nickName });
    return this.userInfo(memberId);
  }

  /**
   * The balance tile of the user centre (spec part 1 sections 3-4: the credit limit, a negative balance shown as
   * 0 by the page): the credit limit less the unpaid orders, of the organisation for a company member, else of
   * the member. Null when no credit was granted, which hides the tile. Read here with one query rather than
   * through the orders module, which depends on accounts.
   */
  private async creditBalance(member: Member): Promise<string | null> {
    const owner = member.organisationId === null ? 'member_id' : 'organisation_id';
    const rows: Array<{ balance: string | null }> = await this.members.query(
      `SELECT (credit_limit - unpaid_total)::numeric(14,2)::text AS balance FROM customer_credit WHERE ${owner} = $1`,
      [member.organisationId ?? member.id],
    );
    return rows[0]?.balance ?? null;
  }

  /** A token whose member is gone or deactivated no longer identifies anyone: the session is invalid. */
  private async load(memberId: number): Promise<Member> {
    const member = await this.members.findOne({
      where: { id: memberId, active: true },
      relations: { organisation: true },
    });
    if (!member) throw new AuthenticationError(102);
    return member;
  }
}
