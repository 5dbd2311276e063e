import type { SmsCodeTypeValue } from '@seqportal/contract';

/**
 * Every Redis key of the accounts module in one place (the client adds REDIS_PREFIX). Secrets that name a
 * key (tickets, registration keys) appear only as their SHA-256.
 */
export const AccountKeys = {
  usedBotChallenge: (signature: string) => `accounts:bot:used:${signature}`,
  smsCode: (phone: string, type: SmsCodeTypeValue) => `accounts:sms:code:${type}:${phone}`,
  smsCooldown: (phone: string) => `accounts:sms:cooldown:${phone}`,
  smsPhoneWindow: (phone: string) => `accounts:sms:phone:${phone}`,
  smsIpWindow: (ip: string) => `accounts:sms:ip:${ip}`,
  loginTicket: (ticketHash: string) => `accounts:login-ticket:${ticketHash}`,
  registrationKey: (keyHash: string) => `accounts:register-key:${keyHash}`,
  revokedSession: (sessionId: string) => `accounts:session:revoked:${sessionId}`,
  refreshGrace: (tokenHash: string) => `accounts:refresh-grace:${tokenHash}`,
} as const;
