import { useSearchParams } from 'react-router-dom';
import type { LayerBodyProps } from '@/components/layer-body-props';
import { draftFromLists, emptyDraft, type SampleDraft } from '../lib/sample-draft';
import { readSampleSheet } from '../lib/sample-sheet';
import { ContractOrderSamples, ExistingOrderSamples } from './order-sample-sources';
import { SampleInputEditor } from './sample-input-editor';

/** The uploaded sheet's table as last edited, or as imported. */
function sheetDraft(): SampleDraft {
  const sheet = readSampleSheet();
  if (!sheet) return emptyDraft();
  return sheet.draft ?? draftFromLists(sheet.lists);
}

/**
 * /sample_input (940 px): the order's biological samples, libraries, sub-libraries and lanes as editable
 * tables. Cells are checked with the contract's rules as the customer types (the server applies the same
 * ones), index collisions inside the order are reported at once, and the server's report (which also knows the
 * libraries other orders booked on the lane) replaces it after a refused submission. With ?orderNo= the layer
 * edits an existing order's samples (ModifyOrderSamples); otherwise it completes the uploaded sample sheet
 * and creates the order (SubmitOrder), then continues to /generate_order. With ?orderNo=&contractId= it is the
 * samples step of a contract bulk order: the rows SyncProduct gives (one per product × quantity) are filled in,
 * saved with SaveSyncProduct, and the customer continues to /generate_order.
 */
export function SampleInputLayer({ onClose, setCloseGuard }: LayerBodyProps) {
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo');
  const contractId = Number(search.get('contractId'));
  if (orderNo !== null && contractId > 0)
    return (
      <ContractOrderSamples
        orderNo={orderNo}
        contractId={contractId}
        skuIds={search.get('skuIds') ?? ''}
        onClose={onClose}
        setCloseGuard={setCloseGuard}
      />
    );
  if (orderNo !== null) return <ExistingOrderSamples orderNo={orderNo} onClose={onClose} />;
  return <SampleInputEditor orderNo={null} initial={sheetDraft} products={null} onClose={onClose} />;
}
