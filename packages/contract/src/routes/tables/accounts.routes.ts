import type { RouteDef } from '../route-def.js';

/** Login, registration, session and the personal centre (spec part 2; paths from DESIGN.md section 2). */
export const accountRoutes = {
  GetBotChallenge: { method: 'GET', path: '/api/NewLogin/GetBotChallenge', auth: 'public', summary: '获取智能验证挑战', domain: 'accounts' },
  SendCode: { method: 'POST', path: '/api/NewLogin/SendCode', auth: 'public', summary: '发送短信验证码（需通过智能验证）', domain: 'accounts' },
  SendCodeNoCheck: { method: 'POST', path: '/api/NewLogin/SendCodeNoCheck', auth: 'customer', summary: '已登录用户发送短信验证码（换绑手机、邮箱）', domain: 'accounts' },
  Login: { method: 'POST', path: '/api/NewLogin/Login', auth: 'public', summary: '手机号验证码登录，返回可选身份列表', domain: 'accounts' },
  GetToken: { method: 'GET', path: '/api/NewLogin/GetToken', auth: 'public', summary: '以登录凭据换取所选身份的令牌', domain: 'accounts' },
  CheckMsgCode: { method: 'GET', path: '/api/NewLogin/CheckMsgCode', auth: 'public', summary: '校验注册验证码，返回注册key', domain: 'accounts' },
  Register: { method: 'POST', path: '/api/NewLogin/Register', auth: 'public', summary: '注册主账号或个人账号', domain: 'accounts' },
  RegisterSub: { method: 'POST', path: '/api/NewLogin/RegisterSub', auth: 'public', summary: '申请子账号', domain: 'accounts' },
  CheckCompany: { method: 'GET', path: '/api/NewLogin/CheckCompany', auth: 'public', summary: '检查公司是否已存在', domain: 'accounts' },
  GetPositionList: { method: 'GET', path: '/api/NewLogin/GetPositionList', auth: 'public', summary: '职位列表', domain: 'accounts' },
  // Public: the caller's access token may already be expired; the refresh token is the credential.
  RefreshToken: { method: 'POST', path: '/api/UserCurr/RefreshToken', auth: 'public', summary: '用refreshToken换取新令牌', domain: 'accounts' },
  // Optional: logging out with an expired token must still succeed and revoke what it can.
  Logout: { method: 'POST', path: '/api/NewLogin/Logout', auth: 'optional', summary: '退出登录并吊销令牌', domain: 'accounts' },
  GetMemberInfo: { method: 'GET', path: '/api/NewPersonalCenter/GetMemberInfo', auth: 'customer', summary: '当前用户信息', domain: 'accounts' },
  UpdateNickName: { method: 'GET', path: '/api/NewPersonalCenter/UpdateNickName', auth: 'customer', summary: '修改昵称', domain: 'accounts' },
  GetAddressList: { method: 'GET', path: '/api/NewPersonalCenter/GetAddressList', auth: 'customer', summary: '取样地址列表', domain: 'accounts' },
  AddAddress: { method: 'POST', path: '/api/NewPersonalCenter/AddAddress', auth: 'customer', summary: '新增取样地址', domain: 'accounts' },
  UpdateAddress: { method: 'POST', path: '/api/NewPersonalCenter/UpdateAddress', auth: 'customer', summary: '修改取样地址', domain: 'accounts' },
  DeleteAddress: { method: 'POST', path: '/api/NewPersonalCenter/DeleteAddress', auth: 'customer', summary: '删除取样地址', domain: 'accounts' },
  GetRegionTree: { method: 'GET', path: '/api/NewPersonalCenter/GetRegionTree', auth: 'public', summary: '省市区三级数据（地址选择）', domain: 'accounts' },
  VerifyPhoneCode: { method: 'POST', path: '/api/NewPersonalCenter/VerifyPhoneCode', auth: 'customer', summary: '换绑手机：校验原手机验证码，返回key', domain: 'accounts' },
  ChangePhone: { method: 'POST', path: '/api/NewPersonalCenter/ChangePhone', auth: 'customer', summary: '换绑手机：提交新手机号', domain: 'accounts' },
  SendEmailCode: { method: 'POST', path: '/api/NewPersonalCenter/SendEmailCode', auth: 'customer', summary: '发送邮箱验证码', domain: 'accounts' },
  CheckEmailCode: { method: 'POST', path: '/api/NewPersonalCenter/CheckEmailCode', auth: 'customer', summary: '校验邮箱验证码', domain: 'accounts' },
  SubmitEmail: { method: 'POST', path: '/api/NewPersonalCenter/SubmitEmail', auth: 'customer', summary: '设置邮箱', domain: 'accounts' },
  GetOrderSetting: { method: 'GET', path: '/api/NewPersonalCenter/GetOrderSetting', auth: 'customer', summary: '获取下单设置', domain: 'accounts' },
  SaveOrderSetting: { method: 'POST', path: '/api/NewPersonalCenter/SaveOrderSetting', auth: 'customer', summary: '保存下单设置', domain: 'accounts' },
  GetCertificationTypes: { method: 'GET', path: '/api/NewPersonalCenter/GetCertificationTypes', auth: 'customer', summary: '机构认证类型列表', domain: 'accounts' },
  GetCertification: { method: 'GET', path: '/api/NewPersonalCenter/GetCertification', auth: 'customer', summary: '机构认证详情', domain: 'accounts' },
  SubmitCertification: { method: 'POST', path: '/api/NewPersonalCenter/SubmitCertification', auth: 'customer', summary: '提交机构认证', domain: 'accounts' },
  GetBusinessLink: { method: 'GET', path: '/api/NewPersonalCenter/GetBusinessLink', auth: 'customer', summary: '企业管理入口链接', domain: 'accounts' },
} as const satisfies Record<string, RouteDef>;
