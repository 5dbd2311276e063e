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
    return toUserInfo(await this.load(memberId));
  }

  async updateNickName(memberId: number, nickName: string): Promise<UserInfo> {
    await this.members.update({ id: memberId }, { nickName });
    return this.userInfo(memberId);
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
