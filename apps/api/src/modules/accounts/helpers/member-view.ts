import { AuditType, type AuditTypeValue, type LoginIdentity, type UserInfo } from '@seqportal/contract';
import type { Member } from '../entities/member.entity.js';

/**
 * A personal account has no institution to certify, so it reads as not certified; a company member shares
 * the certification state of its organisation.
 */
export function auditTypeOf(member: Member): AuditTypeValue {
  return member.organisation?.auditType ?? AuditType.NotCertified;
}

/** The member must be loaded with its organisation (null for a personal account). */
export function toLoginIdentity(member: Member): LoginIdentity {
  return {
    id: member.id,
    account: member.account,
    nickName: member.nickName,
    companyName: member.organisation?.name ?? '',
    auditType: auditTypeOf(member),
  };
}

/** `balance`: what remains of the credit limit (limit minus unpaid orders, may be negative); null without credit. */
export function toUserInfo(member: Member, balance: string | null): UserInfo {
  return {
    id: member.id,
    nickName: member.nickName,
    phone: member.phone,
    account: member.account,
    companyName: member.organisation?.name ?? '',
    email: member.email,
    auditType: auditTypeOf(member),
    balance,
    // A personal account has no organisation and is its own main account; only sub-accounts answer false.
    isMain: member.organisation ? member.isMain : true,
  };
}
