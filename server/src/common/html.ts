import sanitize from 'sanitize-html';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const ALIGNABLE = [...HEADINGS, 'p', 'td', 'th'];

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    ...HEADINGS,
    'p', 'br', 'hr', 'div', 'span',
    'ul', 'ol', 'li',
    'a', 'img', 'figure', 'figcaption',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'blockquote', 'code', 'pre',
    'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark',
  ],
  allowedAttributes: {
    ...Object.fromEntries(ALIGNABLE.map((tag) => [tag, ['style']])),
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope', 'style'],
    td: ['colspan', 'rowspan', 'style'],
  },
  // Only alignment survives from style attributes; anything else (expression(), url()) is dropped.
  allowedStyles: Object.fromEntries(ALIGNABLE.map((tag) => [tag, { 'text-align': [/^(left|right|center|justify)$/] }])),
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link never gets a handle on the page that opened it.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener', ...(attribs.target ? { target: '_blank' } : {}) },
    }),
  },
};

/**
 * Cleans staff-written HTML (blog posts) before it is stored: the blog renders content as given,
 * so anything that could run script in a visitor's browser is removed here.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text placed inside HTML (mail templates): never interpreted as markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}
