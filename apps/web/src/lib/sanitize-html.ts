import DOMPurify from 'dompurify';

/** Inline markup a label may carry (bold, emphasis, links); everything else — scripts, handlers, images — goes. */
const ALLOWED_TAGS = ['a', 'b', 'br', 'code', 'em', 'i', 'small', 'span', 'strong', 'sub', 'sup', 'u'];
const ALLOWED_ATTR = ['href', 'title'];

/** Returns `html` with only harmless inline markup left, safe for dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}
