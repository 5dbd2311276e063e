import { CONTACT_MESSAGES, isValidEmail, isValidPhone, type ContactMessage } from '@seqportal/contract';

/** Field labels of the contact form; an empty field answers `{label}不能为空` (spec part 2 section 5). */
export const CONTACT_FIELDS: ReadonlyArray<{ name: keyof ContactMessage; label: string; multiline?: boolean }> = [
  { name: 'objName', label: '姓名' },
  { name: 'email', label: '邮箱' },
  { name: 'phone', label: '手机号' },
  { name: 'companyName', label: '公司名称' },
  { name: 'position', label: '职位' },
  { name: 'address', label: '地址' },
  { name: 'title', label: '标题' },
  { name: 'opinion', label: '留言内容', multiline: true },
];

export const EMPTY_CONTACT: ContactMessage = {
  objName: '',
  email: '',
  phone: '',
  companyName: '',
  position: '',
  address: '',
  title: '',
  opinion: '',
};

export type ContactErrors = Partial<Record<keyof ContactMessage, string>>;

/** Every failing field with its message, in the order of the form; the page shows the first as a notice. */
export function validateContact(message: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const value = message[field.name].trim();
    if (value === '') errors[field.name] = `${field.label}不能为空`;
    else if (field.name === 'phone' && !isValidPhone(value)) errors.phone = CONTACT_MESSAGES.badPhone;
    else if (field.name === 'email' && !isValidEmail(value)) errors.email = CONTACT_MESSAGES.badEmail;
  }
  return errors;
}

/*
 * The validated message waits here while the customer answers the captcha on /verification_code: that layer may
 * be reloaded on its own, so the draft lives in sessionStorage (this tab only) rather than in component state.
 */
const DRAFT_KEY = 'seqportal.contact-draft';

export function saveContactDraft(message: ContactMessage): void {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(message));
}

export function readContactDraft(): ContactMessage | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ContactMessage>;
    const draft = { ...EMPTY_CONTACT };
    for (const field of CONTACT_FIELDS) {
      const value = parsed[field.name];
      if (typeof value === 'string') draft[field.name] = value;
    }
    return draft;
  } catch {
    return null;
  }
}

export function clearContactDraft(): void {
  sessionStorage.removeItem(DRAFT_KEY);
}
