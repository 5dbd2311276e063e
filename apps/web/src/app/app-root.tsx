import { Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { Route, Routes, useLocation, useNavigate, type Location } from 'react-router-dom';
import { LazyNotifierHost as NotifierHost } from '@/components/lazy-notifier-host';
import { findLayer } from '@/config/layers';
import { paths } from '@/config/paths';
import { AppShell } from '@/features/shell';
import { readLayerState } from '@/lib/layer-navigation';
import { lazyNamed, preloadLazy } from '@/lib/lazy-named';
import { DocumentSkeleton, PageSkeleton } from './page-skeleton';
import { RouteGuard } from './route-guards';
// Home is the landing page: it comes with the entry chunk so that its first paint waits for no further request.
import { HomePage } from './routes/home-page';
import { NotFoundPage } from './routes/not-found-page';

// Every other page loads on demand, in a chunk of its own (issue 22); the lab console and the charts of the
// workbench and the billing centre never reach a customer who does not open them.
const AllGoodsPage = lazyNamed(() => import('./routes/all-goods-page'), 'AllGoodsPage');
const GoodsDetailPage = lazyNamed(() => import('./routes/goods-detail-page'), 'GoodsDetailPage');
const LoginPage = lazyNamed(() => import('./routes/login-page'), 'LoginPage');
const RegisterPage = lazyNamed(() => import('./routes/register-page'), 'RegisterPage');
const RegisterExtraPage = lazyNamed(() => import('./routes/register-extra-page'), 'RegisterExtraPage');
const MyInfoPage = lazyNamed(() => import('./routes/my-info-page'), 'MyInfoPage');
const MyAddressPage = lazyNamed(() => import('./routes/my-address-page'), 'MyAddressPage');
const FixCompanyPage = lazyNamed(() => import('./routes/fix-company-page'), 'FixCompanyPage');
const BusinessManagerView = lazyNamed(
  () => import('@/features/business/components/business-manager-view'),
  'BusinessManagerView',
);
const AccountListView = lazyNamed(() => import('@/features/business/components/account-list-view'), 'AccountListView');
const PermissionView = lazyNamed(() => import('@/features/business/components/permission-view'), 'PermissionView');
const ContractManagementView = lazyNamed(
  () => import('@/features/business/components/contract-management-view'),
  'ContractManagementView',
);
const ShopCartPage = lazyNamed(() => import('./routes/shop-cart-page'), 'ShopCartPage');
const GenerateOrderPage = lazyNamed(() => import('./routes/generate-order-page'), 'GenerateOrderPage');
const PaytypePage = lazyNamed(() => import('./routes/paytype-page'), 'PaytypePage');
const MyOrderPage = lazyNamed(() => import('./routes/my-order-page'), 'MyOrderPage');
const MyOrderDetailPage = lazyNamed(() => import('./routes/my-order-detail-page'), 'MyOrderDetailPage');
const WorkPage = lazyNamed(() => import('./routes/work-page'), 'WorkPage');
const ContractProductPage = lazyNamed(() => import('./routes/contract-product-page'), 'ContractProductPage');
const SampleCenterPage = lazyNamed(
  () => import('@/features/samples/components/sample-center-page'),
  'SampleCenterPage',
);
const SampleDetailPage = lazyNamed(
  () => import('@/features/samples/components/sample-detail-page'),
  'SampleDetailPage',
);
const PurchaseTermsPage = lazyNamed(() => import('@/features/content/components/legal-page'), 'PurchaseTermsPage');
const PrivacyTermsPage = lazyNamed(() => import('@/features/content/components/legal-page'), 'PrivacyTermsPage');
const ServiceAgreementPage = lazyNamed(
  () => import('@/features/content/components/legal-page'),
  'ServiceAgreementPage',
);
const ContactUsView = lazyNamed(() => import('@/features/content/components/contact-us-view'), 'ContactUsView');
const AboutUsView = lazyNamed(() => import('@/features/content/components/about-us-view'), 'AboutUsView');
const BillingCenterPage = lazyNamed(
  () => import('@/features/billing/components/billing-center-page'),
  'BillingCenterPage',
);
const DataCentrePage = lazyNamed(() => import('@/features/data-centre/components/data-centre-page'), 'DataCentrePage');
const KefuPage = lazyNamed(() => import('@/features/support/components/kefu-page'), 'KefuPage');
// Staff tools: the lab console (with its certification review) and the support desk.
const LabPage = lazyNamed(() => import('@/features/lab/components/lab-page'), 'LabPage');
const SupportDeskPage = lazyNamed(() => import('@/features/support/components/support-desk-page'), 'SupportDeskPage');
// One chunk per print page: the barcode encoder (bwip-js) comes only with the sample sheet.
const SamplePrintPage = lazyNamed(() => import('@/features/print/components/sample-print-page'), 'SamplePrintPage');
const OrderPrintPage = lazyNamed(() => import('@/features/print/components/order-print-page'), 'OrderPrintPage');
const QualityReportPage = lazyNamed(
  () => import('@/features/print/components/quality-report-page'),
  'QualityReportPage',
);
// The layers' dialog frame (MUI's Dialog, Modal, transitions) too: fetched with the first layer opened.
const LayerHost = lazyNamed(() => import('./layers/layer-host'), 'LayerHost');

const PRINT_PAGES: Readonly<Record<string, ComponentType>> = {
  [paths.samplePrint]: SamplePrintPage,
  [paths.orderPrint]: OrderPrintPage,
  [paths.qualityReport]: QualityReportPage,
};

/**
 * The lazy pages a visitor lands on from search engines and shared links: their documents announce their chunks
 * (the API's page-hints.ts), which are thus on their way with the entry's.
 */
const LANDING_PAGES: Readonly<Record<string, ComponentType>> = {
  [paths.allGoods]: AllGoodsPage,
  [paths.goodsDetail]: GoodsDetailPage,
};

/**
 * The module of the lazy page the document opens on, when its chunks come with the document: main.tsx renders once
 * it is there, so that the first render draws the page itself rather than a skeleton that is replaced a moment
 * later (one render, commit and layout less on the way to the largest paint; issue 22). Null for other pages.
 */
export function loadLandingPage(pathname: string): Promise<void> | null {
  const page = LANDING_PAGES[pathname];
  return page ? preloadLazy(page) : null;
}

const HOME_LOCATION: Location = { pathname: paths.home, search: '', hash: '', state: null, key: 'home' };

/**
 * Layer routing ("backgroundLocation" pattern). A layer path (config/layers.ts) does not replace the page:
 * the pages below are matched against the background location, i.e. the page the layer was opened from,
 * while the layer itself renders in a dialog on top. The background comes from history state when the layer
 * was opened with useOpenLayer, else from the last page shown (plain links), else home (first load on a layer
 * URL). Any navigation to a non-layer path makes `layer` null, which closes the dialog.
 */
export function AppRoot() {
  const location = useLocation();
  const navigate = useNavigate();
  const layer = findLayer(location.pathname) ?? null;
  const { backgroundLocation, layerDepth } = readLayerState(location.state);

  // Remember the last page so that a layer reached by a plain link still shows that page underneath.
  const [lastPage, setLastPage] = useState<Location | null>(layer ? null : location);
  if (!layer && lastPage !== location) setLastPage(location);
  // Mounted from the first layer on and kept, so that the dialog can play its closing transition.
  const [layerOpened, setLayerOpened] = useState(layer !== null);
  if (layer && !layerOpened) setLayerOpened(true);

  const background = layer ? (backgroundLocation ?? lastPage ?? HOME_LOCATION) : location;

  const closeLayer = useCallback(() => {
    // Step back over the pushed layer entries when we know them, so Back afterwards behaves naturally.
    if (backgroundLocation && layerDepth && location.key !== 'default') {
      void navigate(-layerDepth);
      return;
    }
    const { pathname, search, hash, state } = background;
    void navigate({ pathname, search, hash }, { replace: true, state });
  }, [backgroundLocation, layerDepth, location.key, background, navigate]);

  // A new page starts at the top; opening or closing a layer must not move the page beneath.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [background.pathname]);

  // The lab console (issue 7) is a staff tool with its own sign-in (the staff guard): no shop header, footer or layers.
  if (location.pathname === paths.lab || location.pathname.startsWith(`${paths.lab}/`)) {
    return (
      <>
        <Suspense fallback={<DocumentSkeleton />}>
          <RouteGuard frame="document">
            <LabPage />
          </RouteGuard>
        </Suspense>
        <NotifierHost />
      </>
    );
  }

  // The support desk (issue 21) is a staff tool like the lab console.
  if (location.pathname === paths.supportDesk) {
    return (
      <>
        <Suspense fallback={<DocumentSkeleton />}>
          <RouteGuard frame="document">
            <SupportDeskPage />
          </RouteGuard>
        </Suspense>
        <NotifierHost />
      </>
    );
  }

  // The print pages (issue 20) are documents for paper: no shop header, footer or layers around the sheet.
  const printPage = PRINT_PAGES[location.pathname];
  if (printPage) {
    const PrintPage = printPage;
    return (
      <>
        <Suspense fallback={<DocumentSkeleton />}>
          <RouteGuard frame="document">
            <PrintPage />
          </RouteGuard>
        </Suspense>
        <NotifierHost />
      </>
    );
  }

  return (
    <>
      <AppShell>
        <Suspense fallback={<PageSkeleton />}>
          <Routes location={background}>
            {/* Who may open which page: config/route-access.ts, enforced here for every page of the shop. */}
            <Route element={<RouteGuard />}>
              <Route path={paths.home} element={<HomePage />} />
              <Route path={paths.allGoods} element={<AllGoodsPage />} />
              <Route path={paths.goodsDetail} element={<GoodsDetailPage />} />
              {/* Account pages (issue 3). */}
              <Route path={paths.login} element={<LoginPage />} />
              <Route path={paths.register} element={<RegisterPage />} />
              <Route path={paths.registerExtra} element={<RegisterExtraPage />} />
              <Route path={paths.myInfo} element={<MyInfoPage />} />
              <Route path={paths.myAddress} element={<MyAddressPage />} />
              {/* Certification and business management (issue 18). */}
              <Route path={paths.fixCompany} element={<FixCompanyPage />} />
              <Route path={paths.businessManager} element={<BusinessManagerView />} />
              <Route path={paths.businessAccounts} element={<AccountListView />} />
              <Route path={paths.businessPermissions} element={<PermissionView />} />
              <Route path={paths.businessContracts} element={<ContractManagementView />} />
              {/* Sample box, checkout and orders (issue 5). */}
              <Route path={paths.shopCart} element={<ShopCartPage />} />
              <Route path={paths.generateOrder} element={<GenerateOrderPage />} />
              <Route path={paths.payType} element={<PaytypePage />} />
              <Route path={paths.myOrder} element={<MyOrderPage />} />
              <Route path={paths.myOrderDetail} element={<MyOrderDetailPage />} />
              {/* Samples, sample sheets and the workbench's one-click order (issue 6). */}
              <Route path={paths.work} element={<WorkPage />} />
              <Route path={paths.contractProduct} element={<ContractProductPage />} />
              <Route path={paths.sampleCenter} element={<SampleCenterPage />} />
              <Route path={paths.sampleDetail} element={<SampleDetailPage />} />
              {/* Legal texts and the service pages (issue 21). */}
              <Route path={paths.configBuy} element={<PurchaseTermsPage />} />
              <Route path={paths.legalLayer} element={<PrivacyTermsPage />} />
              <Route path={paths.registerLayer} element={<ServiceAgreementPage />} />
              <Route path={paths.contactUs} element={<ContactUsView />} />
              <Route path={paths.aboutUs} element={<AboutUsView />} />
              {/* Billing centre (issue 17). */}
              <Route path={paths.billingCenter} element={<BillingCenterPage />} />
              <Route path={paths.kefu} element={<KefuPage />} />
              {/* Data centre and analysis ordering (issue 19). */}
              <Route path={paths.dataCenter} element={<DataCentrePage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </Suspense>
      </AppShell>
      {layerOpened && (
        <Suspense fallback={null}>
          <LayerHost layer={layer} onClose={closeLayer} />
        </Suspense>
      )}
      <NotifierHost />
    </>
  );
}
