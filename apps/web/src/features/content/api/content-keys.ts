import type { LegalTextTypeValue } from '@seqportal/contract';

export const contentKeys = {
  all: () => ['content'] as const,
  legalText: (type: LegalTextTypeValue) => ['content', 'legal-text', type] as const,
  captcha: () => ['content', 'captcha'] as const,
};
