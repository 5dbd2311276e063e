/** Path of the API route that streams public-bucket objects (contract route GetPublicFile). */
const PUBLIC_FILE_PATH = '/api/File/public';

/** Object keys are ours ([a-z0-9/._-]), so the slash may stay readable in the query. */
export const PUBLIC_KEY_PATTERN = /^(?!.*\.\.)[a-z0-9][a-z0-9/_.-]{0,199}$/i;

export function publicImageUrl(key: string | null | undefined): string {
  return key ? `${PUBLIC_FILE_PATH}?key=${key}` : '';
}
