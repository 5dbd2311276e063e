import type { UserInfo } from '@seqportal/contract';
import { setToken } from '@/lib/session';

/** The signed-in customer of the web unit tests: a company member without credit (balance null). */
export const TEST_MEMBER: UserInfo = {
  id: 7,
  nickName: '王博士',
  phone: '13800000001',
  account: 'wang-lab',
  companyName: '上海示例生物科技有限公司',
  email: 'wang@example.cn',
  auditType: 3,
  balance: null,
  isMain: true,
};

/** Signs the test in: the API client sends this token, and the stubbed GetMemberInfo answers the member. */
export function signInTestMember(): void {
  setToken('test-token', null, false);
}
