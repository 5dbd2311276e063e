import type { AuditTypeValue } from '../enums/audit-type.js';
import type { SmsCodeType, SmsCodeTypeValue } from '../enums/sms-code-type.js';
import type { MoneyString } from './common.js';

export interface TokenData {
  /** Access token (Bearer), short-lived. */
  token: string;
  /** Opaque refresh token; every RefreshToken call rotates it, and reusing a rotated one revokes the session. */
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
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
  /**
   * True for an organisation's main account and for a personal account; false for a sub-account, to whom
   * business management (企业管理) is closed.
   */
  isMain: boolean;
}

/** One identity a phone number can log in as (company body when auditType is 3, else personal). */
export interface LoginIdentity {
  id: number;
  account: string;
  nickName: string;
  /** Empty for a personal account. */
  companyName: string;
  auditType: AuditTypeValue;
}

/** A member as returned by Login and GetMemberInfo; the spec leaves the rest of its shape open. */
export interface Member extends LoginIdentity {
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

/** GetToken, Register and RegisterSub: the tokens of one identity, which is now signed in. */
export interface SessionTokens extends TokenData {
  /** The signed-in identity (one element). */
  memberInfo: LoginIdentity[];
}

/** Logout revokes the session of the Bearer token (even an expired one) and, when sent, this refresh token's. */
export interface LogoutRequest {
  refreshToken?: string;
}

export interface GetTokenQuery {
  id: number;
  avoidLogin: boolean;
  ticket: string;
}

export interface CheckMsgCodeQuery {
  phone: string;
  code: string;
  /** Only registration codes are checked here; the other kinds are verified by the call they guard. */
  type: typeof SmsCodeType.Register;
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
  /** Optional "15天免登录" for the session that registration opens (default false: one day). */
  avoidLogin?: boolean;
}

export interface RegisterSubRequest {
  /** Login account of the new sub-account (2-50 characters, unique): the name entered on /register. */
  account: string;
  /** The existing company, which must be approved (auditType 3). */
  companyName: string;
  phone: string;
  /** Display name (nickName) of the sub-account; blank means the account. */
  username: string;
  /** Always 0, see SUB_ACCOUNT_POSITION_KEY. */
  position: number;
  key: string;
  avoidLogin?: boolean;
}

/** Register logs the new user in at once: the same answer as GetToken. */
export type RegisterResponse = SessionTokens;

export interface CompanyCheckQuery {
  company: string;
}

export interface CompanyCheckResponse {
  check: boolean;
  auditType: AuditTypeValue | null;
}
