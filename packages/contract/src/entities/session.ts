import type { AuditTypeValue } from '../enums/audit-type.js';
import type { SmsCodeTypeValue } from '../enums/sms-code-type.js';
import type { MoneyString } from './common.js';

export interface TokenData {
  token: string;
  refreshToken: string;
}

export interface RefreshTokenRequest {
  refreshToken: string;
}

/** The signed-in customer as the shell keeps it (spec part 1 section 3). */
export interface UserInfo {
  id: number;
  nickName: string;
  phone: string;
  account: string;
  companyName: string;
  email: string | null;
  auditType: AuditTypeValue;
  /** The credit limit; null hides the balance tile. */
  balance: MoneyString | null;
}

/** One identity a phone number can log in as (company body when auditType is 3, else personal). */
export interface LoginIdentity {
  id: number;
  account: string;
  companyName: string;
  auditType: AuditTypeValue;
}

/** A member as returned by Login and GetMemberInfo; the spec leaves the rest of its shape open. */
export interface Member extends LoginIdentity {
  nickName: string;
  phone: string;
  email: string | null;
  balance: MoneyString | null;
}

/**
 * An ALTCHA proof-of-work challenge (GET /api/NewLogin/GetBotChallenge). The page solves it (altcha-lib's
 * solveChallenge finds `number`) and sends the proof as SendCode's `sig`: base64 of the JSON
 * `{ algorithm, challenge, number, salt, signature }`. A challenge is single-use and expires (salt carries
 * `?expires=<unix seconds>`).
 */
export interface BotChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** What the page sends back, base64-encoded JSON, as `sig`. */
export interface BotProof {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

export interface SendCodeRequest {
  phone: string;
  type: SmsCodeTypeValue;
  /** Proof of the passed bot-check. */
  sig: string;
  sessionId?: string;
  token?: string;
}

export interface SendCodeNoCheckRequest {
  phone: string;
  type: SmsCodeTypeValue;
}

export interface LoginRequest {
  phone: string;
  messageCode: string;
  /** "15天免登录": the refresh token lives 15 days instead of the session. */
  avoidLogin: boolean;
}

export interface LoginResponse {
  memberInfo: LoginIdentity[];
  /** Short-lived proof of the SMS login; GetToken exchanges it for the token of one chosen identity. */
  ticket: string;
}

export interface GetTokenQuery {
  id: number;
  avoidLogin: boolean;
  ticket: string;
}

export interface CheckMsgCodeQuery {
  phone: string;
  code: string;
  type: SmsCodeTypeValue;
}

export interface CheckMsgCodeResponse {
  /** Registration key that Register / RegisterSub must present. */
  key: string;
}

export interface RegisterRequest {
  phone: string;
  account: string;
  /** Blank means a personal account. */
  companyName: string;
  position: number;
  key: string;
}

export interface RegisterSubRequest {
  account: string;
  companyName: string;
  phone: string;
  username: string;
  /** Always 0, see SUB_ACCOUNT_POSITION_KEY. */
  position: number;
  key: string;
}

/** Register logs the new user in at once, hence the tokens beside the member list. */
export interface RegisterResponse extends TokenData {
  memberInfo: LoginIdentity[];
}

export interface CompanyCheckQuery {
  company: string;
}

export interface CompanyCheckResponse {
  check: boolean;
  auditType: AuditTypeValue | null;
}
