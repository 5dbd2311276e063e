/** An external chat address (`?url=` of /kefu): only http(s), never javascript: or data:. */
export function externalChatUrl(search: URLSearchParams): string | null {
  const raw = search.get('url')?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
