import {
  BUSINESS_LICENCE_MAX_BYTES,
  CERTIFICATION_MAX_FILES,
  CERTIFICATION_TYPE_WITHOUT_LICENCE,
  CONTRACT_FILE_MAX_BYTES,
  DEFAULT_THROUGHPUT_TOLERANCE_RATIO,
  formatUploadLimit,
  UploadKind,
  type UploadKindValue,
} from '@seqportal/contract';

/** Texts of the certification page (spec part 2 sections 5 and 8), word for word. */
export const CERTIFICATION_MESSAGES = {
  typeMissing: '认证类型为空，请选择认证类型！',
  nameMissing: '机构名称不能为空!',
  licenceMissing: '请先上传营业执照',
  badFormat: '仅支持jpg、jpeg、png、pdf格式文件',
  tooLarge: (bytes: number) => `您上传的文件超出${formatUploadLimit(bytes)}，请重新上传`,
  countCapped: (n: number) => `最多只能再上传${n}个文件，已自动选取前${n}个文件`,
  full: `最多只能上传${CERTIFICATION_MAX_FILES}个文件`,
  submitted: '提交成功',
  emailMissing: '请先设置邮箱地址',
} as const;

export const UPLOAD_LIMIT_BYTES: Record<UploadKindValue, number> = {
  [UploadKind.Contract]: CONTRACT_FILE_MAX_BYTES,
  [UploadKind.Business]: BUSINESS_LICENCE_MAX_BYTES,
};

const ALLOWED_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;

/** What the page can tell before uploading: the name's format and the size. The server also reads the content. */
export function fileProblem(file: Pick<File, 'name' | 'size'>, kind: UploadKindValue): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(ALLOWED_EXTENSIONS as readonly string[]).includes(extension)) return CERTIFICATION_MESSAGES.badFormat;
  const limit = UPLOAD_LIMIT_BYTES[kind];
  if (file.size > limit) return CERTIFICATION_MESSAGES.tooLarge(limit);
  return null;
}

/** Keeps as many of the chosen files as still fit; the message says so when some were left out. */
export function capFiles<T>(chosen: readonly T[], alreadyHeld: number): { kept: T[]; message: string | null } {
  const room = Math.max(0, CERTIFICATION_MAX_FILES - alreadyHeld);
  if (room === 0) return { kept: [], message: CERTIFICATION_MESSAGES.full };
  if (chosen.length <= room) return { kept: [...chosen], message: null };
  return { kept: chosen.slice(0, room), message: CERTIFICATION_MESSAGES.countCapped(room) };
}

/** Spec part 2 section 5: numeric, clamped to 0-100, 100 when empty. */
export function toleranceRatioOf(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return DEFAULT_THROUGHPUT_TOLERANCE_RATIO;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return DEFAULT_THROUGHPUT_TOLERANCE_RATIO;
  return Math.min(100, Math.max(0, Math.round(value)));
}

export function needsLicence(type: number | null): boolean {
  return type !== CERTIFICATION_TYPE_WITHOUT_LICENCE;
}

export interface CertificationFormValues {
  type: number | null;
  mechanismName: string;
  businessCount: number;
}

/** The first failing rule, in the order the form reads. */
export function certificationProblem(values: CertificationFormValues): string | null {
  if (values.type === null) return CERTIFICATION_MESSAGES.typeMissing;
  if (values.mechanismName.trim() === '') return CERTIFICATION_MESSAGES.nameMissing;
  if (needsLicence(values.type) && values.businessCount === 0) return CERTIFICATION_MESSAGES.licenceMissing;
  return null;
}
