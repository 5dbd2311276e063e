import sanitizeHtml from 'sanitize-html';

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
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

export function sanitizeLegalHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
