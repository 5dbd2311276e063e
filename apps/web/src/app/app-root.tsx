import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { Route, Routes, useLocation, useNavigate, type Location } from 'react-router-dom';
import { NotifierHost } from '@/components/notifier-host';
import { findLayer } from '@/config/layers';
import { paths } from '@/config/paths';
import { AppShell } from '@/features/shell';
import { LayerHost } from './layers/layer-host';
import {
  AboutUsView,
  ContactUsView,
  PrivacyTermsPage,
  PurchaseTermsPage,
  ServiceAgreementPage,
} from '@/features/content';
import { LabPage } from '@/features/lab';
import { KefuPage, SupportDeskPage } from '@/features/support';
import { OrderPrintPage, QualityReportPage, SamplePrintPage } from '@/features/print';
import { SampleCenterPage, SampleDetailPage } from '@/features/samples';
import { BillingCenterPage } from '@/features/billing';
import { DataCentrePage } from '@/features/data-centre';
import { readLayerState } from '@/lib/layer-navigation';
import { pages } from './page-table';
import { AllGoodsPage } from './routes/all-goods-page';
import { GoodsDetailPage } from './routes/goods-detail-page';
import { HomePage } from './routes/home-page';
import { LoginPage } from './routes/login-page';
import { MyAddressPage } from './routes/my-address-page';
import { MyInfoPage } from './routes/my-info-page';
import { NotFoundPage } from './routes/not-found-page';
import { PlaceholderPage } from './routes/placeholder-page';
import { RegisterExtraPage } from './routes/register-extra-page';
import { RegisterPage } from './routes/register-page';
import { GenerateOrderPage } from './routes/generate-order-page';
import { MyOrderDetailPage } from './routes/my-order-detail-page';
import { MyOrderPage } from './routes/my-order-page';
import { PaytypePage } from './routes/paytype-page';
import { ShopCartPage } from './routes/shop-cart-page';
import { ContractProductPage } from './routes/contract-product-page';
import { WorkPage } from './routes/work-page';

const PRINT_PAGES: Readonly<Record<string, ComponentType>> = {
  [paths.samplePrint]: SamplePrintPage,
  [paths.orderPrint]: OrderPrintPage,
  [paths.qualityReport]: QualityReportPage,
};

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

  // The lab console (issue 7) is a staff tool with its own sign-in: no shop header, footer or layers.
  if (location.pathname === paths.lab || location.pathname.startsWith(`${paths.lab}/`)) {
    return (
      <>
        <LabPage />
        <NotifierHost />
      </>
    );
  }

  // The support desk (issue 21) is a staff tool like the lab console.
  if (location.pathname === paths.supportDesk) {
    return (
      <>
        <SupportDeskPage />
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
        <PrintPage />
        <NotifierHost />
      </>
    );
  }

  return (
    <>
      <AppShell>
        <Routes location={background}>
          <Route path={paths.home} element={<HomePage />} />
          <Route path={paths.allGoods} element={<AllGoodsPage />} />
          <Route path={paths.goodsDetail} element={<GoodsDetailPage />} />
          {/* Account pages (issue 3); placed before the placeholder table, whose entries they override. */}
          <Route path={paths.login} element={<LoginPage />} />
          <Route path={paths.register} element={<RegisterPage />} />
          <Route path={paths.registerExtra} element={<RegisterExtraPage />} />
          <Route path={paths.myInfo} element={<MyInfoPage />} />
          <Route path={paths.myAddress} element={<MyAddressPage />} />
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
          {pages.map((page) => (
            <Route key={page.path} path={page.path} element={<PlaceholderPage name={page.name} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </AppShell>
      <LayerHost layer={layer} onClose={closeLayer} />
      <NotifierHost />
    </>
  );
}
