/**
 * The words printed on the certificate (credit labels and hours from packages/domain): categories the app does not
 * know, course formats, dates and free text (cleaned for print, escaped for the PDF metadata).
 */
import { CREDIT_CATEGORY_LABELS } from '@counsel/domain';
import type { CertificateDocument } from './certificate-types.js';

const CATEGORY_LABELS = new Map<string, string>(Object.entries(CREDIT_CATEGORY_LABELS));

export const FORMAT_LABELS: Record<CertificateDocument['course']['format'], string> = {
  ON_DEMAND: 'On-demand video (verified attendance)',
  LIVE: 'Live webinar',
};

const SMALL_WORDS = new Set(['of', 'and', 'in', 'the', 'for', 'to', 'a', 'an', 'on']);

export function creditCategoryLabel(category: string): string {
  const known = CATEGORY_LABELS.get(category);
  if (known) return known;
  return category
    .toLowerCase()
    .split(/[_\s]+/)
    .filter((word) => word.length > 0)
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

const longDateFormats = new Map<string, Intl.DateTimeFormat>();
export function longDateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = longDateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone });
    longDateFormats.set(timeZone, format);
  }
  return format;
}

/** "November 21, 2026"; one date when both fall on the same day, else "November 20, 2026 – November 21, 2026". */
export function formatAttendanceDates(from: Date, to: Date, timeZone = 'UTC'): string {
  const format = longDateFormat(timeZone);
  const first = format.format(from);
  const last = format.format(to);
  return first === last ? last : `${first} – ${last}`;
}

/**
 * Printable text, single-spaced: control characters (a stray NUL or newline must not break the layout), line
 * separators and bidirectional overrides (which could make a printed name or number read differently) go.
 */
export function clean(value: string): string {
  return value
    .replace(/[\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * pdfkit copies Title/Author/Subject/Keywords into the XMP packet without escaping, so an "&" or "<" would make
 * the metadata invalid XML (and the file not PDF/A). The Info dictionary and XMP must agree, so both get the
 * full-width look-alikes.
 */
export function metadataText(value: string): string {
  return clean(value).replace(/&/g, '＆').replace(/</g, '＜').replace(/>/g, '＞');
}
