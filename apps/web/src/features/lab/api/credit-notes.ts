import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { labKeys } from '@/lib/query-keys';
import type { CreditNote, CreditNoteEntry, ListResponse, RecordCreditNoteRequest } from '@seqportal/contract';
import { staffData } from '../lib/staff-api';

export const CREDIT_NOTE_PAGE_SIZE = 20;

/** GET /api/admin/statements/credit-notes: the credit notes issued so far, newest first. */
export function getCreditNotes(page: number, signal?: AbortSignal): Promise<ListResponse<CreditNoteEntry>> {
  return staffData<ListResponse<CreditNoteEntry>>('AdminCreditNotes', {
    query: { page, pageSize: CREDIT_NOTE_PAGE_SIZE },
    signal,
  });
}

export function useCreditNotes(page: number) {
  return useQuery({
    queryKey: labKeys.creditNoteList(page),
    queryFn: ({ signal }) => getCreditNotes(page, signal),
    retry: false,
  });
}

/** POST /api/admin/statements/credit-notes: issues a credit note (减免) against an effective, unpaid order. */
export function recordCreditNote(request: RecordCreditNoteRequest): Promise<CreditNote> {
  return staffData<CreditNote>('AdminRecordCreditNote', { body: request });
}

export function useRecordCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCreditNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: labKeys.creditNotes() }),
  });
}
