/** Legacy clients send id lists comma-joined ("12,15,31"); blanks and empty parts are ignored. */
export function parseIdList(value: string | undefined | null): number[] | null {
  const parts = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  if (parts.length === 0) return [];
  if (!parts.every((part) => /^\d{1,9}$/.test(part))) return null;
  return [...new Set(parts.map(Number))].filter((id) => id > 0);
}
