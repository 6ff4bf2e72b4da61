import sanitizeHtml from 'sanitize-html';

/**
 * What operator HTML may keep (announcements, FAQ answers, legal pages, instructions): text
 * formatting, lists, tables, headings, links and pictures, with classes and inline styles, as
 * DOMPurify keeps them on the member's screen. Scripts, event handlers, frames, forms and
 * `javascript:` addresses are removed.
 */
const OPERATOR_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'span',
    'font',
    'u',
    's',
    'del',
    'ins',
    'small',
    'sub',
    'sup',
    'center',
  ],
  allowedAttributes: {
    '*': ['class', 'style', 'title', 'dir', 'lang', 'align'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    font: ['color', 'size', 'face'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // The words inside a removed element stay; what a script or style says does not.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
};

/**
 * Operator HTML as it is stored: cleaned when saved, so a page can paint it from the server's
 * first answer. The member's browser still runs DOMPurify on it before every render.
 */
export function cleanOperatorHtml(html: string): string {
  return sanitizeHtml(html, OPERATOR_HTML);
}

/** cleanOperatorHtml for an optional version (a Hindi text that may be absent). */
export function cleanOptionalOperatorHtml<T extends string | null | undefined>(html: T): T {
  return (typeof html === 'string' ? cleanOperatorHtml(html) : html) as T;
}
