import type sanitizeHtml from 'sanitize-html';
import { lazyLibrary } from '../../../common/lazy/lazy-library.js';

/**
 * Legal texts reach every visitor as HTML written in the staff console: only text layout survives (no script,
 * style, image, frame, event handler or link other than http(s)/mailto), so a stolen staff session cannot turn the
 * terms page into an attack on customers.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'u', 'h3', 'h4', 'ol', 'ul', 'li', 'table', 'tbody', 'tr', 'td', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** sanitize-html with the options above, loaded by the first save rather than at start-up. */
const sanitizer = lazyLibrary('sanitize-html', async () => {
  const { default: sanitize } = await import('sanitize-html');
  const options: sanitizeHtml.IOptions = {
    ...OPTIONS,
    transformTags: { a: sanitize.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
  };
  return (html: string) => sanitize(html, options);
});

export async function sanitizeLegalHtml(html: string): Promise<string> {
  return (await sanitizer.load())(html).trim();
}
