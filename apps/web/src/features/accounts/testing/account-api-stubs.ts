import { createHash } from 'node:crypto';
import type { BotChallenge, LoginIdentity } from '@seqportal/contract';
import { envelope, type ApiHandler } from '@/testing/stub-api';

/** A real, tiny ALTCHA challenge (the answer is 7), so the page solves it with the real solver in tests. */
export function testChallenge(answer = 7): BotChallenge {
  const salt = 'testsalt?expires=9999999999';
  const challenge = createHash('sha256').update(`${salt}${answer}`).digest('hex');
  return { algorithm: 'SHA-256', challenge, maxnumber: 50, salt, signature: 'sig-hmac' };
}

/** A challenge whose answer lies beyond maxnumber: the solver gives up, as with a tampered challenge. */
export function unsolvableChallenge(): BotChallenge {
  return { ...testChallenge(7), maxnumber: 3 };
}

export const API = {
  challenge: '/api/NewLogin/GetBotChallenge',
  sendCode: '/api/NewLogin/SendCode',
  login: '/api/NewLogin/Login',
  getToken: '/api/NewLogin/GetToken',
  checkMsgCode: '/api/NewLogin/CheckMsgCode',
  register: '/api/NewLogin/Register',
  registerSub: '/api/NewLogin/RegisterSub',
  checkCompany: '/api/NewLogin/CheckCompany',
  positions: '/api/NewLogin/GetPositionList',
  memberInfo: '/api/NewPersonalCenter/GetMemberInfo',
} as const;

export const COMPANY_IDENTITY: LoginIdentity = {
  id: 11,
  account: 'wang-lab',
  nickName: '王博士',
  companyName: '上海示例生物科技有限公司',
  auditType: 3,
};

export const PERSONAL_IDENTITY: LoginIdentity = {
  id: 12,
  account: '王小明',
  nickName: '王小明',
  companyName: '',
  auditType: 0,
};

export function memberOf(identity: LoginIdentity) {
  return {
    ...identity,
    phone: '13800000003',
    email: null,
    balance: null,
  };
}

/** The handlers a working accounts API answers with; tests override what they exercise. */
export function accountApi(overrides: Readonly<Record<string, ApiHandler>> = {}): Record<string, ApiHandler> {
  return {
    [API.challenge]: () => envelope(testChallenge()),
    [API.sendCode]: () => envelope(null, 0, '验证码发送成功'),
    [API.getToken]: (url) =>
      envelope({
        token: `token-${url.searchParams.get('id')}`,
        refreshToken: 'refresh',
        expiresIn: 900,
        memberInfo: [],
      }),
    [API.memberInfo]: () => envelope(memberOf(COMPANY_IDENTITY)),
    ...overrides,
  };
}

/** The JSON body a stubbed call was sent with. */
export function sentBody(init: RequestInit | undefined): Record<string, unknown> {
  return JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
}
