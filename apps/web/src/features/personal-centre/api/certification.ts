import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ErrorCode,
  type ApiEnvelope,
  type CertificationDetail,
  type CertificationTypeOption,
  type SubmitCertificationRequest,
  type UploadedFile,
  type UploadKindValue,
} from '@seqportal/contract';
import { apiData, apiRequest, MESSAGES } from '@/lib/api-client';
import { fileForm, uploadToRoute } from '@/lib/upload-with-progress';
import { CERTIFICATION_MESSAGES, UPLOAD_LIMIT_BYTES } from '../lib/certification-form';
import { personalCentreKeys } from '@/lib/query-keys';

export function useCertificationTypes() {
  return useQuery(
    queryOptions({
      queryKey: [...personalCentreKeys.all, 'certification-types'],
      queryFn: ({ signal }) => apiData<CertificationTypeOption[]>('GetCertificationTypes', { silent: true, signal }),
      staleTime: Infinity,
    }),
  );
}

/** Keyed by member so that another identity signed in on the same browser never sees this one's files. */
export const certificationQueryKey = (memberId: number | null) =>
  [...personalCentreKeys.all, 'certification', memberId] as const;

export function useCertification(memberId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: certificationQueryKey(memberId),
      queryFn: ({ signal }) => apiData<CertificationDetail>('GetCertification', { silent: true, signal }),
      enabled: memberId !== null,
    }),
  );
}

export function submitCertification(request: SubmitCertificationRequest) {
  return apiRequest<{ postOk: boolean }>('SubmitCertification', { body: request });
}

export type CertificationUpload = { ok: true; file: UploadedFile } | { ok: false; message: string };

/** Spec part 2 section 8: a certification upload shows 11001 and 11002 as sent, anything else as 未知异常. */
function refusal(envelope: ApiEnvelope<unknown>): string {
  if (envelope.code === ErrorCode.UploadTooLarge || envelope.code === ErrorCode.UploadFormat) {
    return envelope.message;
  }
  return MESSAGES.unknown;
}

/**
 * Uploads one certification file to /api/File/uploadFile, reporting progress. `kind` picks the server's size cap.
 * Refusals are answered (not toasted): the drop zone shows them beside the file.
 */
export async function uploadCertificationFile(
  file: File,
  kind: UploadKindValue,
  onProgress: (percent: number) => void,
): Promise<CertificationUpload> {
  const answer = await uploadToRoute('uploadFile', fileForm(file), {
    query: { kind },
    onProgress: (progress) => onProgress(progress.percent),
    // A body over the hard cap is refused before the API reads it (HTTP 413): the same words as 11001.
    tooLarge: CERTIFICATION_MESSAGES.tooLarge(UPLOAD_LIMIT_BYTES[kind]),
    badAnswer: '返回格式不正确',
  });
  if (!answer.ok) return { ok: false, message: answer.message };
  const { envelope } = answer;
  if (envelope.code !== ErrorCode.Success) return { ok: false, message: refusal(envelope) };
  const uploaded = envelope.body?.files?.[0];
  return uploaded ? { ok: true, file: uploaded } : { ok: false, message: envelope.message || '返回格式不正确' };
}
