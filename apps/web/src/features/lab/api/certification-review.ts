import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { labKeys } from '@/lib/query-keys';
import type {
  CertificationQueueItem,
  CertificationReviewDetail,
  ReviewCertificationRequest,
  ReviewCertificationResponse,
} from '@seqportal/contract';
import { staffData } from '../lib/staff-api';

/** GET /api/admin/certifications: waiting (2), approved (3) or rejected (4), oldest first. */
export function fetchCertificationQueue(auditType: number): Promise<CertificationQueueItem[]> {
  return staffData<CertificationQueueItem[]>('AdminCertificationQueue', { query: { auditType } });
}

export function useCertificationQueue(auditType: number) {
  return useQuery({
    queryKey: labKeys.certificationQueue(auditType),
    queryFn: () => fetchCertificationQueue(auditType),
  });
}

/** GET /api/admin/certifications/detail: the files come with links that work for ten minutes. */
export function useCertificationDetail(organisationId: number | null) {
  return useQuery({
    queryKey: labKeys.certification(organisationId ?? 0),
    queryFn: () =>
      staffData<CertificationReviewDetail>('AdminCertificationDetail', {
        query: { organisationId: organisationId ?? 0 },
      }),
    enabled: organisationId !== null,
    // Links expire after ten minutes: fetch fresh ones well before.
    staleTime: 5 * 60 * 1000,
    refetchInterval: 8 * 60 * 1000,
  });
}

/** POST /api/admin/certifications/review. */
export function useReviewCertification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ReviewCertificationRequest) =>
      staffData<ReviewCertificationResponse>('AdminReviewCertification', { body: request }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: labKeys.certifications() }),
  });
}
