/** Every Redis key of the content module (the client adds REDIS_PREFIX). */
export const ContentKeys = {
  captcha: (key: string) => `content:captcha:${key}`,
  contactWindow: (ip: string) => `content:contact:ip:${ip}`,
} as const;
