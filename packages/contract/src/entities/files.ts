export interface UploadedFile {
  url: string;
  name?: string;
  size?: number;
  /** Certification files: a short-lived link that opens the file (only its owner is given one). */
  link?: string;
  /** Certification files: the format recognised from the content. */
  format?: UploadFormatValue;
}

/** What a certification upload is for: the size cap depends on it (contract 15 MB, business licence 5 MB). */
export const UploadKind = {
  Contract: 'contract',
  Business: 'business',
} as const;
export type UploadKindValue = (typeof UploadKind)[keyof typeof UploadKind];

/** Formats recognised by their content; a .jpeg is stored as jpg. */
export type UploadFormatValue = 'jpg' | 'png' | 'pdf';

/** POST /api/File/uploadFile query: `kind` picks the size cap (contract when absent). */
export interface UploadFileQuery {
  kind?: UploadKindValue;
}

/** At most this many files per list (contracts, licences) in one certification. */
export const CERTIFICATION_MAX_FILES = 5;

/** GET /api/File/view: a signed, expiring link to one uploaded file. */
export interface UploadedFileViewQuery {
  key: string;
  expires: number;
  sig: string;
}

/** Body of /api/File uploads; the legacy top-level `files` sits in the envelope body here. */
export interface UploadResult {
  files: UploadedFile[];
}

export const UPLOAD_IMAGE_FORMATS = ['jpg', 'jpeg', 'png', 'pdf'] as const;

export const CONTRACT_FILE_MAX_BYTES = 15 * 1024 * 1024;
export const BUSINESS_LICENCE_MAX_BYTES = 5 * 1024 * 1024;

/** Sample sheets (/api/File/uploadExcel): .xlsx only, at most this size and this many sample rows. */
export const SAMPLE_SHEET_FORMATS = ['xlsx'] as const;
export const SAMPLE_SHEET_MAX_BYTES = 10 * 1024 * 1024;
export const SAMPLE_SHEET_MAX_ROWS = 5000;
/** 11002 for the sample-sheet upload: the spec's wording names images; this endpoint takes .xlsx only. */
export const SAMPLE_SHEET_FORMAT_MESSAGE = '仅支持xlsx格式文件，请使用下载的模板填写后上传';

/** GetPublicFile: the object key in the public bucket, e.g. goods/12.svg. */
export interface PublicFileQuery {
  key: string;
}
