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

/** Elements after which words must not run together once the tags are gone. */
const BLOCK_END = /<\/?(br|p|div|h[1-6]|li|ul|ol|blockquote|pre|table|tr|td|th|caption|figure|figcaption|hr)\b[^>]*>/gi;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The visible text of HTML, whitespace collapsed: for excerpts and plain-text mail, never for markup. */
export function htmlToText(html: string): string {
  const stripped = sanitize(html.replace(BLOCK_END, ' $&'), { allowedTags: [], allowedAttributes: {} });
  return stripped
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `length` or so characters of text, cut at a word boundary, with an ellipsis when cut. */
export function excerptFrom(text: string, length: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return clean;
  const cut = clean.slice(0, length + 1);
  const space = cut.lastIndexOf(' ');
  // A word longer than half the excerpt is cut inside the word rather than leaving almost nothing.
  const end = space > length / 2 ? space : length;
  return `${clean.slice(0, end).replace(/[\s,;:.\-–—]+$/, '')}…`;
}
