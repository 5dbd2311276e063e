import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { labKeys } from '@/lib/query-keys';
import type { AdminAnalysisList, AnalysisRecord } from '@seqportal/contract';
import { staffData } from '../lib/staff-api';

/** The analysis orders waiting or running (GET /api/admin/analysis/orders), newest first. */
export function useAnalysisQueue() {
  return useQuery({
    queryKey: labKeys.analysis(),
    queryFn: ({ signal }) => staffData<AdminAnalysisList>('AdminAnalysisList', { query: { page: 1 }, signal }),
  });
}

/** 开始分析 (queued → running) and 完成分析 (running → done, needs an uploaded result). */
export function useAnalysisStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, step }: { id: number; step: 'start' | 'complete' }) =>
      staffData<AnalysisRecord>(step === 'start' ? 'AdminAnalysisStart' : 'AdminAnalysisComplete', { body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: labKeys.all }),
  });
}
