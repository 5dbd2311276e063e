import { useQueryClient } from '@tanstack/react-query';
import type { SubAccount, UpdateSubAccountRequest } from '@seqportal/contract';
import { useState } from 'react';
import { notifier } from '@/lib/notifier';
import { businessKeys, updateSubAccount } from '../api/business-api';
import { BUSINESS_MESSAGES } from './business-messages';

/** Saves one change to a sub-account and puts the server's answer in the cached list. */
export function useUpdateSubAccount(memberId: number) {
  const queryClient = useQueryClient();
  const [savingId, setSavingId] = useState<number | null>(null);

  const save = async (request: UpdateSubAccountRequest): Promise<boolean> => {
    setSavingId(request.id);
    try {
      const answer = await updateSubAccount(request);
      if (answer.code !== 0) return false;
      queryClient.setQueryData<SubAccount[]>(businessKeys.accounts(memberId), (rows) =>
        rows?.map((row) => (row.id === answer.body.id ? answer.body : row)),
      );
      notifier.success(BUSINESS_MESSAGES.done);
      return true;
    } catch {
      return false;
    } finally {
      setSavingId(null);
    }
  };

  return { save, savingId };
}
