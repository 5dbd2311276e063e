import { ErrorCode, isLoginInvalidCode, SAMPLE_SHEET_MAX_BYTES, type UploadResult } from '@seqportal/contract';
import { notifier } from '@/lib/notifier';
import { fileForm, uploadToRoute, type UploadProgress } from '@/lib/upload-with-progress';

/** The 11001 wording of spec part 2 section 5 with the sample-sheet limit. */
export const SHEET_TOO_LARGE_MESSAGE = `您上传的文件超出${SAMPLE_SHEET_MAX_BYTES / 1024 / 1024}MB，请重新上传`;

/** Spec part 2 section 8: an answer without files shows its message, else this. */
export const UPLOAD_BAD_ANSWER = '返回格式不正确';

export type UploadOutcome = { ok: true; url: string } | { ok: false; message: string; code?: number };

function uploadedUrl(body: Partial<UploadResult> | null): string | null {
  const files = body?.files;
  const url = Array.isArray(files) ? files[0]?.url : undefined;
  return typeof url === 'string' && url !== '' ? url : null;
}

function fail(message: string, code?: number): UploadOutcome {
  notifier.toast(message);
  return { ok: false, message, code };
}

/**
 * Uploads a sample sheet to /api/File/uploadExcel, reporting progress (an expired access token is renewed and
 * the upload sent again; a dead session gets the same dialog as every other call). Failures are toasted here
 * and answered as `ok: false`.
 */
export async function uploadExcel(
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<UploadOutcome> {
  const answer = await uploadToRoute('uploadExcel', fileForm(file), {
    onProgress,
    signal,
    // A request over the hard size cap is refused before the API sees it (HTTP 413, DESIGN.md section 2).
    tooLarge: SHEET_TOO_LARGE_MESSAGE,
    badAnswer: UPLOAD_BAD_ANSWER,
  });
  if (!answer.ok) {
    // The login-expired dialog has been shown already.
    if (answer.code !== undefined && isLoginInvalidCode(answer.code))
      return { ok: false, message: answer.message, code: answer.code };
    return fail(answer.message, answer.code);
  }
  const { envelope } = answer;
  if (envelope.code !== ErrorCode.Success) return fail(envelope.message || UPLOAD_BAD_ANSWER, envelope.code);
  const url = uploadedUrl(envelope.body);
  return url ? { ok: true, url } : fail(envelope.message || UPLOAD_BAD_ANSWER);
}

/** ParseSampleExcel wants the stored path from 'coi' onwards (spec part 2 section 4); other URLs go whole. */
export function parsePathOf(url: string): string {
  const start = url.indexOf('coi');
  return start >= 0 ? url.slice(start) : url;
}
