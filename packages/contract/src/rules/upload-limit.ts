/** An upload cap as the refusals word it (11001 您上传的文件超出{limit}): '15MB', '1.5MB', '512KB'. */
export function formatUploadLimit(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number.isInteger(mb) ? mb : mb.toFixed(1)}MB` : `${Math.round(bytes / 1024)}KB`;
}
