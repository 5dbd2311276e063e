export interface UploadedFile {
  url: string;
  name?: string;
  size?: number;
}

/** Body of /api/File uploads; the legacy top-level `files` sits in the envelope body here. */
export interface UploadResult {
  files: UploadedFile[];
}

export const UPLOAD_IMAGE_FORMATS = ['jpg', 'jpeg', 'png', 'pdf'] as const;

export const CONTRACT_FILE_MAX_BYTES = 15 * 1024 * 1024;
export const BUSINESS_LICENCE_MAX_BYTES = 5 * 1024 * 1024;
