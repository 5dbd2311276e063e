import { describe, expect, it } from 'vitest';
import { ROUTE_DOMAINS, type RouteDef } from './route-def.js';
import { findRoute, ROUTE_TABLES, routeList, routes, routesByDomain } from './route-table.js';

/** Spec part 1 section 7, spelled as written (misspellings are what existing clients call). */
const SHOP_CALLS: ReadonlyArray<[RouteDef['method'], string]> = [
  ['GET', '/api/NewIndex/GetBanner'],
  ['GET', '/api/NewIndex/GetIndexGoods'],
  ['GET', '/api/NewIndex/GetCategoryList'],
  ['GET', '/api/NewIndex/GetHotKeyWord'],
  ['GET', '/api/NewGoodsContoller/GetSearchList'],
  ['POST', '/api/NewGoodsContoller/GetGoodsList'],
  ['GET', '/api/NewGoodsContoller/GetRecommendGoods'],
  ['GET', '/api/NewGoodsContoller/GetGoodsDeatil'],
  ['GET', '/api/NewShoppingCart/ShoppingCartList'],
  ['GET', '/api/NewShoppingCart/GetShoppingCartCount'],
  ['POST', '/api/NewShoppingCart/ModifyGoodsQty'],
  ['POST', '/api/NewShoppingCart/DelShoppingCart'],
  ['POST', '/api/NewShoppingCart/AddShoppingCart'],
  ['POST', '/api/ShoppingCart/ModifyGoodsStatus'],
  ['GET', '/api/NewShoppingCart/ShoppingCartBuyList'],
  ['POST', '/api/NewOrder/SubmitOrder'],
  ['POST', '/api/NewOrder/PayOrder'],
  ['POST', '/api/NewOrder/CancelOrder'],
  ['GET', '/api/NewOrder/OrderList'],
  ['POST', '/api/NewOrder/orderDetails'],
  ['POST', '/api/NewOrder/addexpress'],
  ['POST', '/api/NewOrder/SyncProduct'],
  ['POST', '/api/NewOrder/SyncProductShoppingCat'],
  ['POST', '/api/NewOrder/SaveSyncProduct'],
  ['POST', '/api/NewOrder/BatchSubmitOrder'],
  ['GET', '/api/NewOrder/GetContractProductList'],
  ['GET', '/api/NewOrder/DownLoadExcel'],
  ['GET', '/api/NewOrder/GetSampleList'],
  ['GET', '/api/NewOrder/GetSampleDetail'],
  ['GET', '/api/NewOrder/GetPrintOrder'],
  ['GET', '/api/NewOrder/PrintService'],
  ['GET', '/api/NewOrder/GoodsIsPay'],
  ['GET', '/api/NewOrder/SampleTask'],
  ['GET', '/api/NewOrder/GetCustomized'],
  ['GET', '/api/NewOrder/GetStatistics'],
  ['GET', '/api/NewOrder/getSamplePdf'],
  ['GET', '/api/NewOrder/GetDatadelivery'],
  ['GET', '/api/NewOrder/ScheduleList'],
  ['GET', '/api/NewOrder/GetOrderSampleSch'],
  ['POST', '/api/UserCurr/RefreshToken'],
  ['GET', '/api/NewLogin/GetToken'],
  ['GET', '/api/NewLogin/CheckMsgCode'],
];

/** DESIGN.md section 2 path table, with its `...` rows expanded under their stated prefix. */
const DESIGN_CALLS: ReadonlyArray<[RouteDef['method'], string]> = [
  ['GET', '/api/NewLogin/GetBotChallenge'],
  ['POST', '/api/NewLogin/SendCode'],
  ['POST', '/api/NewLogin/SendCodeNoCheck'],
  ['POST', '/api/NewLogin/Login'],
  ['POST', '/api/NewLogin/Register'],
  ['POST', '/api/NewLogin/RegisterSub'],
  ['GET', '/api/NewLogin/CheckCompany'],
  ['GET', '/api/NewLogin/GetPositionList'],
  ['POST', '/api/NewLogin/Logout'],
  ['GET', '/api/NewPersonalCenter/GetMemberInfo'],
  ['GET', '/api/NewPersonalCenter/UpdateNickName'],
  ['GET', '/api/NewPersonalCenter/GetAddressList'],
  ['POST', '/api/NewPersonalCenter/AddAddress'],
  ['POST', '/api/NewPersonalCenter/UpdateAddress'],
  ['POST', '/api/NewPersonalCenter/DeleteAddress'],
  ['POST', '/api/NewPersonalCenter/VerifyPhoneCode'],
  ['POST', '/api/NewPersonalCenter/ChangePhone'],
  ['POST', '/api/NewPersonalCenter/SendEmailCode'],
  ['POST', '/api/NewPersonalCenter/CheckEmailCode'],
  ['POST', '/api/NewPersonalCenter/SubmitEmail'],
  ['GET', '/api/NewPersonalCenter/GetOrderSetting'],
  ['POST', '/api/NewPersonalCenter/SaveOrderSetting'],
  ['GET', '/api/NewPersonalCenter/GetCertificationTypes'],
  ['GET', '/api/NewPersonalCenter/GetCertification'],
  ['POST', '/api/NewPersonalCenter/SubmitCertification'],
  ['GET', '/api/NewPersonalCenter/GetBusinessLink'],
  ['GET', '/api/NewWork/GetTodoList'],
  ['GET', '/api/NewWork/GetChart'],
  ['GET', '/api/NewWork/GetPendingSamples'],
  ['GET', '/api/NewWork/GetRecentPurchases'],
  ['GET', '/api/NewWork/GetCustomProducts'],
  ['GET', '/api/NewWork/GetContractTemplateList'],
  ['POST', '/api/NewWork/ParseSampleExcel'],
  ['GET', '/api/NewBilling/GetContractList'],
  ['GET', '/api/NewBilling/GetOverview'],
  ['GET', '/api/NewBilling/GetBuyPie'],
  ['GET', '/api/NewBilling/GetOrderPie'],
  ['GET', '/api/NewBilling/GetOrderDetail'],
  ['GET', '/api/NewBilling/GetReport'],
  ['GET', '/api/NewBilling/GetReportExport'],
  ['GET', '/api/NewDataCenter/GetDataList'],
  ['GET', '/api/NewDataCenter/GetDeliveryCredential'],
  ['GET', '/api/NewDataCenter/GetDownloadList'],
  ['GET', '/api/NewDataCenter/GetReportDetail'],
  ['GET', '/api/NewAnalysis/GetAnalysisTypes'],
  ['GET', '/api/NewAnalysis/GetGenomeList'],
  ['GET', '/api/NewAnalysis/GetOutFileTypes'],
  ['POST', '/api/NewAnalysis/SubmitAnalysis'],
  ['GET', '/api/NewOrder/GetDeliveryLabs'],
  ['POST', '/api/NewOrder/ModifyOrderSamples'],
  ['GET', '/api/NewOrder/GetContractTemplate'],
  ['GET', '/api/NewOrder/GetOrderPrint'],
  ['GET', '/api/NewOrder/GetSampleColumns'],
  ['GET', '/api/NewOrder/GetSampleDetailColumns'],
  ['GET', '/api/NewContent/GetLegalText'],
  ['GET', '/api/NewContent/GetCaptcha'],
  ['POST', '/api/NewContent/VerifyCaptcha'],
  ['POST', '/api/NewContent/PostContact'],
  ['GET', '/api/NewContent/GetQualityReadme'],
  ['POST', '/api/File/uploadExcel'],
  ['POST', '/api/File/uploadFile'],
  ['POST', '/api/admin/auth/login'],
  ['GET', '/api/admin/sms-outbox'],
  ['GET', '/api/health'],
];

describe('route table', () => {
  it('serves every call of spec part 1 section 7 at its exact path and method', () => {
    const missing = SHOP_CALLS.filter(([method, path]) => !findRoute(method, path));
    expect(missing).toEqual([]);
  });

  it('serves every row of the DESIGN.md path table', () => {
    const missing = DESIGN_CALLS.filter(([method, path]) => !findRoute(method, path));
    expect(missing).toEqual([]);
  });

  it('defines no key in two domain tables, so spreading them loses nothing', () => {
    const keys = Object.values(ROUTE_TABLES).flatMap((table) => Object.keys(table));
    expect(keys.length).toBe(new Set(keys).size);
    expect(routeList().length).toBe(keys.length);
  });

  it('has no two routes with the same method and path', () => {
    const signatures = routeList().map((route) => `${route.method} ${route.path}`);
    expect(signatures.length).toBe(new Set(signatures).size);
  });

  it('keeps each route in the table of its own domain', () => {
    for (const [domain, table] of Object.entries(ROUTE_TABLES)) {
      for (const route of Object.values(table)) {
        expect(route.domain).toBe(domain);
      }
    }
  });

  it('puts every path under the /api prefix with a summary', () => {
    for (const route of routeList()) {
      expect(route.path.startsWith('/api/')).toBe(true);
      expect(route.summary.trim()).not.toBe('');
    }
  });

  it('lets anyone log in as staff but guards the SMS outbox', () => {
    expect(routes.AdminLogin.auth).toBe('public');
    expect(routes.AdminSmsOutbox.auth).toBe('staff');
    expect(routes.Health).toMatchObject({ method: 'GET', path: '/api/health', auth: 'public', domain: 'system' });
  });

  it('requires a customer token for checkout calls', () => {
    for (const key of ['SubmitOrder', 'PayOrder', 'BatchSubmitOrder', 'SubmitAnalysis', 'AddShoppingCart'] as const) {
      expect(routes[key].auth).toBe('customer');
    }
  });
});

describe('routesByDomain', () => {
  it('returns only the routes of the domain, with their keys', () => {
    const cart = routesByDomain('cart');
    expect(cart.length).toBeGreaterThan(0);
    expect(cart.every((route) => route.domain === 'cart')).toBe(true);
    expect(cart.map((route) => route.key)).toContain('ModifyGoodsStatus');
  });

  it('partitions the whole table across the domains', () => {
    const total = ROUTE_DOMAINS.reduce((sum, domain) => sum + routesByDomain(domain).length, 0);
    expect(total).toBe(routeList().length);
  });
});

describe('findRoute', () => {
  it('matches the method case-insensitively and the path exactly', () => {
    expect(findRoute('post', '/api/NewOrder/addexpress')?.key).toBe('addexpress');
    expect(findRoute('POST', '/api/NewOrder/AddExpress')).toBeUndefined();
    expect(findRoute('GET', '/api/NewOrder/addexpress')).toBeUndefined();
  });
});
