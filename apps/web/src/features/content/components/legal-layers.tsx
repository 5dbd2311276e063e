import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LegalTextType } from '@seqportal/contract';
import type { LayerBodyProps } from '@/components/layer-body-props';
import { paths } from '@/config/paths';
import { useOpenLayer } from '@/lib/layer-navigation';
import { LegalTextView } from './legal-text-view';

const ACTIONS_SX = { display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 2, flexWrap: 'wrap' } as const;

/** /register_layer_pop (580): the user service agreement, with a way on to the privacy terms. */
export function ServiceAgreementLayer({ onClose }: LayerBodyProps) {
  const openLayer = useOpenLayer();
  return (
    <Box data-testid="agreement-layer">
      <LegalTextView type={LegalTextType.ServiceAgreement} scrollable />
      <Box sx={ACTIONS_SX}>
        <Button variant="outlined" onClick={() => openLayer(paths.layerPop)}>
          继续阅读隐私条款
        </Button>
        <Button variant="contained" onClick={onClose}>
          我已阅读
        </Button>
      </Box>
    </Box>
  );
}

/** /layer_pop (580): the privacy terms and legal notice. */
export function PrivacyTermsLayer({ onClose }: LayerBodyProps) {
  return (
    <Box data-testid="privacy-layer">
      <LegalTextView type={LegalTextType.Privacy} scrollable />
      <Box sx={ACTIONS_SX}>
        <Button variant="contained" onClick={onClose}>
          我知道了
        </Button>
      </Box>
    </Box>
  );
}

const SERVICE_TERMS_ACCEPTED = 'seqportal.service-terms-accepted';

/** Whether this browser agreed to the service terms (/service_layer) already. */
export function hasAcceptedServiceTerms(): boolean {
  return localStorage.getItem(SERVICE_TERMS_ACCEPTED) === 'true';
}

/**
 * /service_layer (500): the service terms with Agree and Disagree. Agreeing is remembered in this browser so the
 * layer is not asked again; disagreeing just returns to the page beneath, where nothing else changes.
 */
export function ServiceTermsLayer({ onClose }: LayerBodyProps) {
  return (
    <Box data-testid="service-terms-layer">
      <LegalTextView type={LegalTextType.ServiceTerms} scrollable />
      <Box sx={ACTIONS_SX}>
        <Button variant="outlined" onClick={onClose}>
          不同意
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            localStorage.setItem(SERVICE_TERMS_ACCEPTED, 'true');
            onClose();
          }}
        >
          同意
        </Button>
      </Box>
    </Box>
  );
}
