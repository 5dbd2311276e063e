import { notifier } from './notifier';

export const COPY_SUCCESS = '复制成功';
export const COPY_FAILED = '复制失败，请手动选择复制';

function copyWithSelection(text: string): boolean {
  // Fallback for pages outside a secure context or a denied clipboard permission: copy from a hidden field.
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

/** Copies text to the clipboard and says so: 复制成功 (spec part 2 section 8), or how to copy by hand. */
export async function copyText(text: string): Promise<boolean> {
  let copied = false;
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      copied = true;
    } catch {
      copied = false;
    }
  }
  if (!copied) copied = copyWithSelection(text);
  if (copied) notifier.success(COPY_SUCCESS);
  else notifier.toast(COPY_FAILED, { severity: 'warning' });
  return copied;
}
