import { useState, type ComponentType } from 'react';
import { LayerDialog } from '@/components/layer-dialog';
import { UnderConstruction } from '@/components/under-construction';
import type { LayerDefinition } from '@/config/layers';
import { paths } from '@/config/paths';
import { ChoiceLoginLayer } from '@/features/accounts';
import { PlaceOrderLayer } from '@/features/contracts';
import { PrivacyTermsLayer, ServiceAgreementLayer, ServiceTermsLayer, VerificationCodeLayer } from '@/features/content';
import { BioanalyticalLayer, BioanalyticalListLayer, FastqDownloadLayer } from '@/features/data-centre';
import { OssDownloadLayer, QualityDownloadLayer } from '@/features/delivery';
import { AddressLayer, BuyErrorLayer, OrderSettingsLayer } from '@/features/personal-centre';
import {
  SampleInfoConfigLayer,
  SampleInfoErrorLayer,
  SampleInfoMainLayer,
  SampleInputLayer,
  SampleSelectLayer,
} from '@/features/samples';
import type { LayerBodyProps } from '@/components/layer-body-props';
import { NeedLoginLayer } from './need-login-layer';

/** Layer screens built so far; every other layer of the table shows its title and a placeholder. */
const LAYER_BODIES: Partial<Record<string, ComponentType<LayerBodyProps>>> = {
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
  // Adjusting state during render (not in an effect) avoids one frame showing the previous layer's content.
  if (layer && layer !== shown) setShown(layer);
  const displayed = layer ?? shown;
  if (!displayed) return null;

  const Body = LAYER_BODIES[displayed.path];
  return (
    <LayerDialog
      open={layer !== null}
      title={displayed.title}
      width={displayed.width}
      closable={displayed.closable}
      onClose={onClose}
      onExited={() => setShown(null)}
    >
      {Body ? <Body onClose={onClose} /> : <UnderConstruction name={displayed.title} compact />}
    </LayerDialog>
  );
}
