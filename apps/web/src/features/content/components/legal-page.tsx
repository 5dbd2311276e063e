import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { LegalTextType, type LegalTextTypeValue } from '@seqportal/contract';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LegalTextView } from './legal-text-view';

function LegalPage({ type, title, children }: { type: LegalTextTypeValue; title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 4 } }}>
      <Paper variant="outlined" sx={{ borderRadius: 2, p: { xs: 2, sm: 4 } }}>
        <LegalTextView type={type} showTitle />
        {children}
      </Paper>
    </Box>
  );
}

/** /config_buy: the purchase terms that checkout asks the customer to accept (opened from the agreement tick). */
export function PurchaseTermsPage() {
  return <LegalPage type={LegalTextType.BuyTerms} title="购买确认条款" />;
}

/** /register_layer: the user service agreement as a page. */
export function ServiceAgreementPage() {
  return <LegalPage type={LegalTextType.ServiceAgreement} title="用户服务协议" />;
}

/**
 * /layer: the privacy terms and legal notice. Agreeing resets the router: the customer lands on the home page with
 * this page replaced in history, so Back does not bring the terms up again.
 */
export function PrivacyTermsPage() {
  const navigate = useNavigate();
  return (
    <LegalPage type={LegalTextType.Privacy} title="隐私条款与法律声明">
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
        <Button
          variant="contained"
          sx={{ minWidth: 160 }}
          onClick={() => void navigate(paths.home, { replace: true })}
          data-testid="privacy-agree"
        >
          同意
        </Button>
      </Box>
    </LegalPage>
  );
}
