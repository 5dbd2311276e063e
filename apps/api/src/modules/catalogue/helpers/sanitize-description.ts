import type sanitizeHtml from 'sanitize-html';
import { lazyLibrary } from '../../../common/lazy/lazy-library.js';

/**
 * Product descriptions are rich text from the back office. They reach browsers as HTML, so only layout
 * tags survive: no script, style, iframe, event handler (onerror ...) or javascript:/data: URL. Applied when
 * written and again when read, so a row written around this function (SQL, an old import) is still safe.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'sub',
    'sup',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'a',
    'blockquote',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/**
 * sanitize-html with the options above, loaded by the first detail page rather than at start-up: callers await
 * loadDescriptionSanitiser() before sanitizeDescription.
 */
const sanitizer = lazyLibrary('sanitize-html', async () => {
  const { default: sanitize } = await import('sanitize-html');
  const options: sanitizeHtml.IOptions = {
    ...OPTIONS,
    // Links leave the shop in a new tab without handing it window.opener.
    transformTags: { a: sanitize.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
  };
  return (html: string) => sanitize(html, options);
});

export function loadDescriptionSanitiser(): Promise<unknown> {
  return sanitizer.load();
}

/*
 * Sanitising is a pure function of the stored HTML, and parsing it costs about a millisecond: the read path
 * remembers recent results, so a popular detail page is not parsed at every request. The key is the length
 * and both ends of the HTML, not the HTML itself: a description fresh from the database is a new string of a few
 * kilobytes, and hashing all of it at every request cost more than the rest of the lookup. A hit is then
 * confirmed by comparing the whole text, so two descriptions that share their ends never mix.
 */
const MEMO_LIMIT = 500;
const MEMO_KEY_ENDS = 48;
const memo = new Map<string, { html: string; clean: string }>();

export function sanitizeDescription(html: string): string {
  const key = `${html.length}:${html.slice(0, MEMO_KEY_ENDS)}:${html.slice(-MEMO_KEY_ENDS)}`;
  const known = memo.get(key);
  if (known !== undefined && known.html === html) return known.clean;
  const clean = sanitizer.get()(html);
  if (memo.size >= MEMO_LIMIT && known === undefined) memo.delete(memo.keys().next().value as string);
  memo.set(key, { html, clean });
  return clean;
}
