import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { SmsCodeType, type LoginResponse, type SessionTokens, type SmsCodeTypeValue } from '@seqportal/contract';
import type { Repository } from 'typeorm';
import { UserInputError } from '../../../common/errors/domain-errors.js';
import { Member } from '../entities/member.entity.js';
import { AccountMessages } from '../helpers/account-messages.js';
import { toLoginIdentity } from '../helpers/member-view.js';
import { CustomerTokensService } from '../session/customer-tokens.service.js';
import { SmsCodeService } from '../sms-code/sms-code.service.js';
import { BotCheckService } from './bot-check.service.js';
import { LoginTicketStore } from './login-ticket.store.js';

/** SMS login: bot-checked code, identities of the phone, then the token of the chosen identity. */
@Injectable()
export class LoginService {
  constructor(
    @InjectRepository(Member) private readonly members: Repository<Member>,
    private readonly botCheck: BotCheckService,
    private readonly codes: SmsCodeService,
    private readonly tickets: LoginTicketStore,
    private readonly tokens: CustomerTokensService,
  ) {}

  async sendCode(phone: string, type: SmsCodeTypeValue, sig: string, ip: string): Promise<void> {
    await this.botCheck.verify(sig);
    // Sent whether or not the phone has members, so that the answer never tells who is a customer.
    await this.codes.send(phone, type, ip);
  }

  async login(phone: string, messageCode: string): Promise<LoginResponse> {
    if (!(await this.codes.verify(phone, SmsCodeType.Login, messageCode))) {
      throw new UserInputError(AccountMessages.codeWrong);
    }
    const members = await this.members.find({
      where: { phone, active: true },
      relations: { organisation: true },
      order: { id: 'ASC' },
    });
    if (members.length === 0) throw new UserInputError(AccountMessages.noMembers);
    const ticket = await this.tickets.issue(members.map((member) => member.id));
    return { memberInfo: members.map(toLoginIdentity), ticket };
  }

  async getToken(memberId: number, avoidLogin: boolean, ticket: string): Promise<SessionTokens> {
    await this.tickets.redeem(ticket, memberId);
    const member = await this.members.findOne({
      where: { id: memberId, active: true },
      relations: { organisation: true },
    });
    if (!member) throw new UserInputError(AccountMessages.noMembers);
    const tokens = await this.tokens.issue(member, avoidLogin);
    return { ...tokens, memberInfo: [toLoginIdentity(member)] };
  }
}
