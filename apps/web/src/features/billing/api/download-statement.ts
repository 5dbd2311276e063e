import { useMutation } from '@tanstack/react-query';
import type { StatementFileResponse } from '@seqportal/contract';
import { apiData } from '@/lib/api-client';

export type StatementFileFormat = 'pdf' | 'xlsx';

/** GetStatementPdf / GetStatementExcel: a signed link to the statement as PDF or xlsx. */
export function downloadStatement(input: { id: number; format: StatementFileFormat }): Promise<StatementFileResponse> {
  return apiData<StatementFileResponse>(input.format === 'pdf' ? 'GetStatementPdf' : 'GetStatementExcel', {
    body: { id: input.id },
  });
}

export function useDownloadStatement() {
  return useMutation({ mutationFn: downloadStatement });
}
