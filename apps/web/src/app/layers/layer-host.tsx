import { Suspense, useCallback, useState, type ComponentType } from 'react';
import { LayerDialog } from '@/components/layer-dialog';
import type { LayerDefinition } from '@/config/layers';
import { paths } from '@/config/paths';
import type { LayerBodyProps } from '@/components/layer-body-props';
import { lazyNamed } from '@/lib/lazy-named';
import { LayerSkeleton } from '../page-skeleton';
import { NeedLoginLayer } from './need-login-layer';

// Each layer's body loads the first time it opens (issue 22); the dialog frame shows at once.
const ChoiceLoginLayer = lazyNamed(
  () => import('@/features/accounts/components/choice-login-layer'),
  'ChoiceLoginLayer',
);
const PrivacyTermsLayer = lazyNamed(() => import('@/features/content/components/legal-layers'), 'PrivacyTermsLayer');
const ServiceAgreementLayer = lazyNamed(
  () => import('@/features/content/components/legal-layers'),
  'ServiceAgreementLayer',
);
const ServiceTermsLayer = lazyNamed(() => import('@/features/content/components/legal-layers'), 'ServiceTermsLayer');
const VerificationCodeLayer = lazyNamed(
  () => import('@/features/content/components/verification-code-layer'),
  'VerificationCodeLayer',
);
const PlaceOrderLayer = lazyNamed(() => import('@/features/contracts/components/place-order-layer'), 'PlaceOrderLayer');
const ContractShowLayer = lazyNamed(
  () => import('@/features/contracts/components/contract-show-layer'),
  'ContractShowLayer',
);
const OrderIntroduceLayer = lazyNamed(
  () => import('@/features/contracts/components/order-introduce-layer'),
  'OrderIntroduceLayer',
);
const BioanalyticalLayer = lazyNamed(
  () => import('@/features/data-centre/components/bioanalytical-layer'),
  'BioanalyticalLayer',
);
const BioanalyticalListLayer = lazyNamed(
  () => import('@/features/data-centre/components/analysis-layers'),
  'BioanalyticalListLayer',
);
const FastqDownloadLayer = lazyNamed(
  () => import('@/features/data-centre/components/analysis-layers'),
  'FastqDownloadLayer',
);
const OssDownloadLayer = lazyNamed(
  () => import('@/features/delivery/components/oss-download-layer'),
  'OssDownloadLayer',
);
const QualityDownloadLayer = lazyNamed(
  () => import('@/features/delivery/components/quality-download-layer'),
  'QualityDownloadLayer',
);
const AddressLayer = lazyNamed(() => import('@/features/personal-centre/components/address-layer'), 'AddressLayer');
const FixPhoneLayer = lazyNamed(() => import('@/features/personal-centre/components/fix-phone-layer'), 'FixPhoneLayer');
const CheckEmailLayer = lazyNamed(
  () => import('@/features/personal-centre/components/check-email-layer'),
  'CheckEmailLayer',
);
const BuyErrorLayer = lazyNamed(() => import('@/features/personal-centre/components/buy-error-layer'), 'BuyErrorLayer');
const OrderSettingsLayer = lazyNamed(
  () => import('@/features/personal-centre/components/order-settings-layer'),
  'OrderSettingsLayer',
);
const SampleInfoConfigLayer = lazyNamed(
  () => import('@/features/samples/components/sample-info-config-layer'),
  'SampleInfoConfigLayer',
);
const SampleInfoErrorLayer = lazyNamed(
  () => import('@/features/samples/components/sample-info-error-layer'),
  'SampleInfoErrorLayer',
);
const SampleInfoMainLayer = lazyNamed(
  () => import('@/features/samples/components/sample-info-main-layer'),
  'SampleInfoMainLayer',
);
const SampleInputLayer = lazyNamed(
  () => import('@/features/samples/components/sample-input-layer'),
  'SampleInputLayer',
);
const SampleSelectLayer = lazyNamed(
  () => import('@/features/samples/components/sample-select-layer'),
  'SampleSelectLayer',
);

/** The screen of every layer of the table (config/layers.ts); a test keeps the two in step. */
export const LAYER_BODIES: Readonly<Partial<Record<string, ComponentType<LayerBodyProps>>>> = {
  [paths.needLogin]: NeedLoginLayer,
  [paths.addressManager]: AddressLayer,
  [paths.placeOrderConfig]: OrderSettingsLayer,
  [paths.buyError]: BuyErrorLayer,
  [paths.choiceLogin]: ChoiceLoginLayer,
  [paths.registerLayerPop]: ServiceAgreementLayer,
  [paths.layerPop]: PrivacyTermsLayer,
  [paths.serviceLayer]: ServiceTermsLayer,
  [paths.verificationCode]: VerificationCodeLayer,
  [paths.sampleSelect]: SampleSelectLayer,
  [paths.sampleInfoMain]: SampleInfoMainLayer,
  [paths.sampleInfoConfig]: SampleInfoConfigLayer,
  [paths.sampleInfoError]: SampleInfoErrorLayer,
  [paths.sampleInput]: SampleInputLayer,
  [paths.ossDownload]: OssDownloadLayer,
  [paths.qualityInspectionDownload]: QualityDownloadLayer,
  [paths.bioanalytical]: BioanalyticalLayer,
  [paths.bioanalyticalList]: BioanalyticalListLayer,
  [paths.fastqDownload]: FastqDownloadLayer,
  [paths.placeOrder]: PlaceOrderLayer,
  [paths.fixPhone]: FixPhoneLayer,
  [paths.checkOldEmail]: CheckEmailLayer,
  [paths.contractShow]: ContractShowLayer,
  [paths.orderIntroduce]: OrderIntroduceLayer,
};

export interface LayerHostProps {
  /** The layer matching the current path, or null when the path is a page. */
  layer: LayerDefinition | null;
  onClose: () => void;
}

/**
 * Shows the current layer in a dialog. When the path stops being a layer the dialog closes, and the last
 * layer's content is kept until the 300 ms exit transition ends so it does not go blank while fading out.
 */
export function LayerHost({ layer, onClose }: LayerHostProps) {
  const [shown, setShown] = useState<LayerDefinition | null>(layer);
  // What the layer's X does instead of closing while its body asks first (LayerBodyProps.setCloseGuard).
  const [guard, setGuard] = useState<{ run: () => void } | null>(null);
  const setCloseGuard = useCallback((run: (() => void) | null) => setGuard(run ? { run } : null), []);
  // Adjusting state during render (not in an effect) avoids one frame showing the previous layer's content.
  if (layer && layer !== shown) {
    setShown(layer);
    setGuard(null);
  }
  const displayed = layer ?? shown;
  if (!displayed) return null;

  const Body = LAYER_BODIES[displayed.path];
  return (
    <LayerDialog
      open={layer !== null}
      title={displayed.title}
      width={displayed.width}
      closable={displayed.closable}
      onClose={guard ? guard.run : onClose}
      onExited={() => setShown(null)}
    >
      {Body && (
        <Suspense fallback={<LayerSkeleton />}>
          <Body onClose={onClose} setCloseGuard={setCloseGuard} />
        </Suspense>
      )}
    </LayerDialog>
  );
}
