import { fileTypeFromBuffer } from 'file-type';
import {
  BUSINESS_LICENCE_MAX_BYTES,
  CONTRACT_FILE_MAX_BYTES,
  UploadKind,
  type UploadFormatValue,
  type UploadKindValue,
} from '@seqportal/contract';

export const UPLOAD_LIMITS: Record<UploadKindValue, number> = {
  [UploadKind.Contract]: CONTRACT_FILE_MAX_BYTES,
  [UploadKind.Business]: BUSINESS_LICENCE_MAX_BYTES,
};

const CONTENT_TYPES: Record<UploadFormatValue, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

export function contentTypeOf(format: UploadFormatValue): string {
  return CONTENT_TYPES[format];
}

/**
 * The format the bytes really are, or null when they are none of jpg, png, pdf. The name is not trusted: an
 * executable renamed .jpg or an HTML page renamed .pdf is refused.
 */
export async function sniffFormat(content: Buffer): Promise<UploadFormatValue | null> {
  const detected = await fileTypeFromBuffer(content);
  if (!detected) return null;
  if (detected.ext === 'jpg' || detected.ext === 'png' || detected.ext === 'pdf') return detected.ext;
  return null;
}
