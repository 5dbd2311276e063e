import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ErrorCode,
  isLoginInvalidCode,
  routes,
  type ApiEnvelope,
  type CertificationDetail,
  type CertificationTypeOption,
  type SubmitCertificationRequest,
  type UploadedFile,
  type UploadKindValue,
  type UploadResult,
} from '@seqportal/contract';
import { paths } from '@/config/paths';
import { apiData, apiRequest, MESSAGES } from '@/lib/api-client';
import { notifier } from '@/lib/notifier';
import { clearSession, getToken } from '@/lib/session';
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
 * Uploads one certification file to /api/File/uploadFile with XMLHttpRequest, because fetch() cannot report
 * upload progress. `kind` picks the server's size cap. Refusals are answered (not toasted): the drop zone shows
 * them beside the file.
 */
export function uploadCertificationFile(
  file: File,
  kind: UploadKindValue,
  onProgress: (percent: number) => void,
): Promise<CertificationUpload> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${routes.uploadFile.path}?kind=${kind}`);
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.floor((event.loaded / event.total) * 100));
    });
    request.addEventListener('error', () => resolve({ ok: false, message: MESSAGES.network }));
    request.addEventListener('load', () => {
      // A body over the hard cap is refused before the API reads it (HTTP 413): the same words as 11001.
      if (request.status === 413)
        return resolve({ ok: false, message: CERTIFICATION_MESSAGES.tooLarge(UPLOAD_LIMIT_BYTES[kind]) });
      if (request.status >= 500) return resolve({ ok: false, message: MESSAGES.httpServer });
      if (request.status >= 400) return resolve({ ok: false, message: MESSAGES.httpClient });
      const envelope = request.response as ApiEnvelope<UploadResult | null> | null;
      if (typeof envelope !== 'object' || envelope === null || typeof envelope.code !== 'number') {
        return resolve({ ok: false, message: '返回格式不正确' });
      }
      if (isLoginInvalidCode(envelope.code)) {
        clearSession();
        notifier.dialog({ key: 'login-invalid', message: MESSAGES.loginInvalid, okTo: paths.login });
        return resolve({ ok: false, message: MESSAGES.loginInvalid });
      }
      if (envelope.code !== ErrorCode.Success) return resolve({ ok: false, message: refusal(envelope) });
      const uploaded = envelope.body?.files?.[0];
      return resolve(
        uploaded ? { ok: true, file: uploaded } : { ok: false, message: envelope.message || '返回格式不正确' },
      );
    });
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
