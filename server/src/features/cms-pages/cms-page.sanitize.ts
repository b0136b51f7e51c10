import sanitizeHtml from 'sanitize-html';

/** The largest body accepted, measured before sanitising (what the client sent). */
export const MAX_BODY_BYTES = 200 * 1024;

const isOutside = (href: string) => /^https?:\/\//i.test(href);

/**
 * The allow-list for page bodies: what the editor produces (headings, lists, links, tables,
 * images) and nothing that can run. Everything else is dropped, not escaped, so a pasted
 * `<script>` leaves no trace on the public page.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'colgroup',
    'col',
    'img',
    // Latin words in a Bangla page (a keyword to type, a product's name): <span lang="en">.
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    span: ['lang'],
  },
  // No javascript:, data:, vbscript: … anywhere; images only from http(s) or this site.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's <h1> is its title; a heading in the body starts one level down.
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      if (!isOutside(href)) {
        const { rel: _rel, target: _target, ...rest } = attribs;
        return { tagName, attribs: rest };
      }
      // Outside links: the other site gets neither window.opener nor our address.
      const out: sanitizeHtml.Attributes = { href, rel: 'noopener noreferrer' };
      if (attribs.title) out.title = attribs.title;
      if (attribs.target === '_blank') out.target = '_blank';
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
