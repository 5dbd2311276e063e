import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SampleInfoLists } from '@seqportal/contract';
import { paths, withQuery } from '@/config/paths';
import { createIdempotencyKeeper } from '@/lib/idempotency';
import { useOpenLayer } from '@/lib/layer-navigation';
import { notifier } from '@/lib/notifier';
import { submitSampleOrder, type SubmitSamplesOutcome } from '../api/submit-sample-order';
import { clearSampleSheet, readSampleSheet, updateSampleSheet } from './sample-sheet';

export const COLLISION_BLOCKS_SUBMIT = '存在index冲突，请修改后再提交';

/**
 * Creates the order of the uploaded sample sheet and moves on: /generate_order?orderNo&skuIds on success (the
 * sheet is cleared, spec part 2 section 4), /buy_error when the order settings are missing. A collision report
 * is kept with the sheet so that /sample_input shows it wherever the submission started.
 */
export function useSubmitSheetOrder() {
  const navigate = useNavigate();
  const openLayer = useOpenLayer();
  const [submitting, setSubmitting] = useState(false);
  const keyFor = useRef(createIdempotencyKeeper()).current;

  const submit = useCallback(
    async (lists: SampleInfoLists): Promise<SubmitSamplesOutcome> => {
      const sheet = readSampleSheet();
      if (!sheet) return { kind: 'stopped' };
      const request = { skuList: sheet.skuList, contractId: sheet.contractId, lists };
      setSubmitting(true);
      try {
        const outcome = await submitSampleOrder(request, keyFor(request));
        if (outcome.kind === 'collisions') {
          updateSampleSheet({ collisions: outcome.lines });
          notifier.toast(COLLISION_BLOCKS_SUBMIT);
        } else if (outcome.kind === 'settings-missing') {
          openLayer(paths.buyError);
        } else if (outcome.kind === 'ordered') {
          clearSampleSheet();
          void navigate(withQuery(paths.generateOrder, { orderNo: outcome.orderNo, skuIds: outcome.skuIds.join(',') }));
        }
        return outcome;
      } finally {
        setSubmitting(false);
      }
    },
    [keyFor, navigate, openLayer],
  );

  return { submit, submitting };
}
