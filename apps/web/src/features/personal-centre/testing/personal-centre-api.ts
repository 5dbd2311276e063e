import type { Address, ApiEnvelope, OrderSettingsResponse, RegionNode, UserInfo } from '@seqportal/contract';
import { TEST_MEMBER } from '@/testing/test-member';
import { envelope, type ApiHandler } from '@/testing/stub-api';

export const API = {
  memberInfo: '/api/NewPersonalCenter/GetMemberInfo',
  addressList: '/api/NewPersonalCenter/GetAddressList',
  addAddress: '/api/NewPersonalCenter/AddAddress',
  updateAddress: '/api/NewPersonalCenter/UpdateAddress',
  deleteAddress: '/api/NewPersonalCenter/DeleteAddress',
  regionTree: '/api/NewPersonalCenter/GetRegionTree',
  getOrderSetting: '/api/NewPersonalCenter/GetOrderSetting',
  saveOrderSetting: '/api/NewPersonalCenter/SaveOrderSetting',
} as const;

export const MEMBER: UserInfo = TEST_MEMBER;

/** A slice of the real tree: a province with two cities, and a municipality with 市辖区. */
export const REGION_TREE: RegionNode[] = [
  {
    code: '44',
    name: '广东省',
    children: [
      {
        code: '4403',
        name: '深圳市',
        children: [
          { code: '440305', name: '南山区' },
          { code: '440304', name: '福田区' },
        ],
      },
      { code: '4401', name: '广州市', children: [{ code: '440106', name: '天河区' }] },
    ],
  },
  {
    code: '11',
    name: '北京市',
    children: [
      {
        code: '1101',
        name: '市辖区',
        children: [
          { code: '110108', name: '海淀区' },
          { code: '110101', name: '东城区' },
        ],
      },
    ],
  },
];

export const HOME_ADDRESS: Address = {
  id: 1,
  name: '张晓明',
  phone: '13800000001',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  street: '',
  address: '科技园南区 18 号',
  postalCode: '518057',
  isDefault: true,
};

export const LAB_ADDRESS: Address = {
  id: 2,
  name: '李雷',
  phone: '13900000002',
  province: '北京市',
  city: '北京市',
  district: '海淀区',
  street: '',
  address: '中关村大街 1 号',
  postalCode: '',
  isDefault: false,
};

export interface RecordedCall {
  path: string;
  body: unknown;
}

export interface FakeApiOptions {
  addresses?: Address[];
  orderSetting?: OrderSettingsResponse;
  /** Answers in place of the normal success, e.g. a server-side refusal. */
  override?: Partial<Record<string, () => ApiEnvelope<unknown>>>;
}

/** Signs the test in: the API client sends this token and GetMemberInfo answers MEMBER. */
export { signInTestMember as signIn } from '@/testing/test-member';

function bodyOf(init: RequestInit | undefined): Record<string, unknown> {
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
}

/** An in-memory personal-centre API; `calls` records every write with its JSON body. */
export function fakePersonalCentreApi(options: FakeApiOptions = {}) {
  let addresses = [...(options.addresses ?? [])];
  const calls: RecordedCall[] = [];
  const write = (path: string, answer: (body: Record<string, unknown>) => ApiEnvelope<unknown>): ApiHandler => {
    return (_url, init) => {
      const body = bodyOf(init);
      calls.push({ path, body });
      const override = options.override?.[path];
      return override ? override() : answer(body);
    };
  };
  const handlers: Record<string, ApiHandler> = {
    [API.memberInfo]: () => envelope(MEMBER),
    [API.regionTree]: () => envelope(REGION_TREE),
    [API.addressList]: () => envelope(addresses),
    [API.addAddress]: write(API.addAddress, (body) => {
      const added = { ...(body as unknown as Address), id: 100 + addresses.length };
      addresses = [...addresses, added];
      return envelope(added, 0, '新增成功');
    }),
    [API.updateAddress]: write(API.updateAddress, (body) => {
      const changed = body as unknown as Address;
      addresses = addresses.map((item) => (item.id === changed.id ? changed : item));
      return envelope(changed, 0, '修改成功');
    }),
    [API.deleteAddress]: write(API.deleteAddress, (body) => {
      addresses = addresses.filter((item) => item.id !== body.id);
      return envelope(null, 0, '删除成功');
    }),
    [API.getOrderSetting]: () =>
      envelope(
        options.orderSetting ?? {
          isman: true,
          result: { id: MEMBER.id, memberName: MEMBER.nickName, moblie: MEMBER.phone, email: MEMBER.email ?? '' },
          companyset: null,
        },
      ),
    [API.saveOrderSetting]: write(API.saveOrderSetting, () => envelope(null, 0, '修改成功')),
  };
  return {
    handlers,
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    get addresses() {
      return addresses;
    },
  };
}
