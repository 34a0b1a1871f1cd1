/**
 * The certificate of attendance as a one-page PDF (US Letter, landscape), the document a state bar auditor reads:
 * who attended which course when, the credits per jurisdiction, how attendance was verified, who the provider is,
 * and a QR code to the public verification page. A pure function of its input: no database, no clock.
 *
 * PDF/A-3b with embedded DejaVu fonts (apps/api/assets/fonts, Bitstream Vera licence), tagged, real text
 * (extractable and searchable). The layout shrinks until it fits on one page, so long titles, many bar numbers
 * and eight or more credit lines still print on a single sheet.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { create as createFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { CreditType } from '@counsel/contracts';

export interface CertificateCreditLine {
  jurisdictionCode: string;
  jurisdictionName: string;
  creditType: CreditType;
  /** A CREDIT_CATEGORIES value ('ETHICS', 'ELIMINATION_OF_BIAS', …); unknown values print title-cased. */
  category: string;
  hours: number;
  accreditationNumber: string | null;
}

export interface CertificateDocument {
  certificateNumber: string;
  issuedAt: Date;
  attendee: {
    name: string;
    barNumbers: { jurisdictionCode: string; jurisdictionName: string; number: string }[];
  };
  course: {
    title: string;
    courseNumber: string | null;
    format: 'ON_DEMAND' | 'LIVE';
    durationMinutes: number;
  };
  /** First viewing (on demand) or the start of the live session. */
  attendedFrom: Date;
  completedAt: Date;
  credits: CertificateCreditLine[];
  verificationMethod: string;
  provider: { name: string; address: string; email: string; phone: string; website: string };
  verifyUrl: string;
  /** IANA time zone the dates print in; UTC when absent. */
  timeZone?: string;
}

const FONT_FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  serifBold: 'DejaVuSerif-Bold.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;

/**
 * apps/api/assets/fonts, found from the sources (src/modules/certificates → ../../../assets/fonts) and from the
 * bundle (dist/server.js → ../assets/fonts), the way migrationsFolder() finds apps/api/drizzle.
 */
export function certificateFontDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../../assets/fonts'), path.resolve(here, '../assets/fonts')];
  const found = candidates.find((dir) => existsSync(path.join(dir, FONT_FILES.regular)));
  if (!found) throw new Error(`Certificate fonts not found; looked in ${candidates.join(', ')}`);
  return found;
}

/**
 * The parsed fonts, shared by every render: parsing three TrueType files per document was two thirds of its time.
 * pdfkit takes a fontkit font as a font source and keeps its subset per document, so sharing is safe.
 */
let fontCache: Record<FontName, Font> | undefined;
function fonts(): Record<FontName, Font> {
  if (!fontCache) {
    const dir = certificateFontDir();
    const load = (name: FontName): Font => {
      const font = createFont(readFileSync(path.join(dir, FONT_FILES[name])));
      if (!('layout' in font)) throw new Error(`${FONT_FILES[name]} is a font collection, not a font`);
      return font;
    };
    fontCache = { regular: load('regular'), bold: load('bold'), serifBold: load('serifBold') };
  }
  return fontCache;
}

const CREDIT_TYPE_LABELS: Record<CreditType, string> = {
  CLE: 'CLE',
  SBA: 'SBA',
  PARALEGAL_CLE: 'Paralegal CLE',
  CPD: 'CPD',
};

const CATEGORY_LABELS: Record<string, string> = {
  GENERAL: 'General',
  ETHICS: 'Ethics',
  ELIMINATION_OF_BIAS: 'Elimination of Bias',
  TECHNOLOGY: 'Technology',
  SKILLS: 'Skills',
  LAW_PRACTICE_MANAGEMENT: 'Law Practice Management',
  WELLNESS: 'Wellness',
};

const FORMAT_LABELS: Record<CertificateDocument['course']['format'], string> = {
  ON_DEMAND: 'On-demand video (verified attendance)',
  LIVE: 'Live webinar',
};

const SMALL_WORDS = new Set(['of', 'and', 'in', 'the', 'for', 'to', 'a', 'an', 'on']);

export function creditCategoryLabel(category: string): string {
  const known = CATEGORY_LABELS[category];
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

const hoursFormatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 });

/** 1.5 → "1.5", 1 → "1.0", 1.25 → "1.25". */
export function formatCreditHours(hours: number): string {
  return hoursFormatter.format(hours);
}

const longDateFormats = new Map<string, Intl.DateTimeFormat>();
function longDateFormat(timeZone: string): Intl.DateTimeFormat {
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
function clean(value: string): string {
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
function metadataText(value: string): string {
  return clean(value).replace(/&/g, '＆').replace(/</g, '＜').replace(/>/g, '＞');
}

// US Letter, landscape, in points.
const PAGE_WIDTH = 792;
const PAGE_HEIGHT = 612;
const MARGIN_X = 50;
const CONTENT_TOP = 44;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const FOOTER_BOTTOM = PAGE_HEIGHT - 38;
const QR_SIZE = 78;
const FOOTER_HEIGHT = 100;
const FOOTER_TOP = FOOTER_BOTTOM - FOOTER_HEIGHT;
const MIN_SCALE = 0.5;

const INK = '#1a1a1a';
const MUTED = '#555555';
const ACCENT = '#1f3a5f';
const RULE = '#b8c2cf';
const HEADER_FILL = '#e8edf3';

type Doc = PDFKit.PDFDocument;
type Align = 'left' | 'center' | 'right';

interface TextStyle {
  font: FontName;
  size: number;
  color?: string;
  align?: Align;
  lineGap?: number;
}

function applyStyle(doc: Doc, style: TextStyle): void {
  doc
    .font(style.font)
    .fontSize(style.size)
    .fillColor(style.color ?? INK);
}

function measure(doc: Doc, text: string, width: number, style: TextStyle): number {
  applyStyle(doc, style);
  return doc.heightOfString(text, {
    width,
    lineGap: style.lineGap ?? 0,
  });
}

/** Draws text in a box; the box height bounds it, so pdfkit never starts a second page. */
function draw(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle,
  height?: number,
): void {
  applyStyle(doc, style);
  doc.text(text, x, y, {
    width,
    height: height ?? PAGE_HEIGHT - y,
    align: style.align ?? 'left',
    lineGap: style.lineGap ?? 0,
    ellipsis: true,
  });
}

/** A piece of the flowing part of the page (everything above the footer), measured and drawn at a scale. */
interface Block {
  gapBefore: number;
  height(scale: number): number;
  /** Draws from top, never below bottom (reached only by absurd input at the smallest scale). */
  render(top: number, scale: number, bottom: number): void;
}

interface Prepared {
  doc: Doc;
  root: PDFKit.PDFStructureElement;
  input: CertificateDocument;
}

/** Wraps drawing in a structure element of the tag tree (H1, P, TH, TD, …). */
function tag(
  p: Prepared,
  type: string,
  paint: () => void,
  parent: PDFKit.PDFStructureElement = p.root,
): void {
  parent.add(p.doc.struct(type, {}, paint));
}

/** Decorative drawing (rules, frames, fills) is marked as an artifact, outside the tag tree. */
function artifact(doc: Doc, paint: () => void): void {
  doc.markContent('Artifact', { type: 'Layout' });
  paint();
  doc.endMarkedContent();
}

function textBlock(
  p: Prepared,
  type: string,
  content: string | ((s: number) => string),
  gapBefore: number,
  style: (s: number) => TextStyle,
): Block {
  const text = typeof content === 'string' ? () => content : content;
  return {
    gapBefore,
    height: (s) => measure(p.doc, text(s), CONTENT_WIDTH, style(s)),
    render: (top, s, bottom) => {
      tag(p, type, () => {
        draw(p.doc, text(s), MARGIN_X, top, CONTENT_WIDTH, style(s), Math.max(0, bottom - top));
      });
    },
  };
}

/** Joins items with a separator, breaking lines only between items (a bar number never splits from its state). */
function packItems(doc: Doc, items: string[], separator: string, width: number, style: TextStyle): string {
  applyStyle(doc, style);
  const lines: string[] = [];
  let line = '';
  for (const item of items) {
    const candidate = line ? `${line}${separator}${item}` : item;
    if (line && doc.widthOfString(candidate) > width) {
      lines.push(line);
      line = item;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

/** The attendee's name on one line if it fits at any size down to 13 pt (times the scale), else wrapped. */
function nameBlock(p: Prepared, name: string): Block {
  const style = (s: number): TextStyle => {
    const max = 26 * s;
    const min = Math.min(max, 13 * s);
    p.doc.font('serifBold');
    let size = max;
    while (size > min && p.doc.fontSize(size).widthOfString(name) > CONTENT_WIDTH) size -= 0.5;
    return { font: 'serifBold', size, color: ACCENT, align: 'center' };
  };
  return {
    gapBefore: 4,
    height: (s) => measure(p.doc, name, CONTENT_WIDTH, style(s)),
    render: (top, s, bottom) => {
      tag(p, 'P', () => {
        draw(p.doc, name, MARGIN_X, top, CONTENT_WIDTH, style(s), Math.max(0, bottom - top));
      });
    },
  };
}

/** Labelled facts side by side (dates, format, course number, duration), each with its share of the width. */
function detailsBlock(p: Prepared, facts: { label: string; value: string; share: number }[]): Block {
  const gutter = 14;
  const usable = CONTENT_WIDTH - gutter * (facts.length - 1);
  const widths = facts.map((fact) => fact.share * usable);
  const labelStyle = (s: number): TextStyle => ({ font: 'bold', size: 7 * s, color: MUTED, align: 'center' });
  const valueStyle = (s: number): TextStyle => ({ font: 'regular', size: 10 * s, align: 'center' });
  const labelHeight = (s: number): number =>
    Math.max(...facts.map((fact, index) => measure(p.doc, fact.label, widths[index] ?? 0, labelStyle(s))));
  return {
    gapBefore: 12,
    height: (s) =>
      labelHeight(s) +
      2 * s +
      Math.max(...facts.map((fact, index) => measure(p.doc, fact.value, widths[index] ?? 0, valueStyle(s)))),
    render: (top, s) => {
      const valueTop = top + labelHeight(s) + 2 * s;
      let x = MARGIN_X;
      facts.forEach((fact, index) => {
        const width = widths[index] ?? 0;
        const left = x;
        tag(p, 'P', () => {
          draw(p.doc, fact.label, left, top, width, labelStyle(s));
          draw(p.doc, fact.value, left, valueTop, width, valueStyle(s));
        });
        x += width + gutter;
      });
    },
  };
}

const CREDIT_COLUMNS = [
  { header: 'Jurisdiction', share: 0.25, align: 'left' },
  { header: 'Credit type', share: 0.14, align: 'left' },
  { header: 'Category', share: 0.23, align: 'left' },
  { header: 'Hours', share: 0.1, align: 'right' },
  { header: 'Accreditation / course no.', share: 0.28, align: 'left' },
] as const satisfies readonly { header: string; share: number; align: Align }[];

function creditsTable(p: Prepared, credits: CertificateCreditLine[]): Block {
  const rows: string[][] = credits.map((credit) => [
    `${clean(credit.jurisdictionName)} (${clean(credit.jurisdictionCode)})`,
    CREDIT_TYPE_LABELS[credit.creditType],
    creditCategoryLabel(clean(credit.category)),
    formatCreditHours(credit.hours),
    credit.accreditationNumber ? clean(credit.accreditationNumber) : '—',
  ]);
  if (rows.length === 0) rows.push(['No credit is claimed with this certificate.', '', '', '', '']);
  const widths = CREDIT_COLUMNS.map((column) => column.share * CONTENT_WIDTH);
  const headerStyle = (s: number, align: Align): TextStyle => ({
    font: 'bold',
    size: 8 * s,
    color: ACCENT,
    align,
  });
  const cellStyle = (s: number, align: Align): TextStyle => ({ font: 'regular', size: 9 * s, align });
  const padX = 6;
  const padY = (s: number): number => 3.5 * s;
  const rowHeight = (cells: readonly string[], s: number, header: boolean): number =>
    2 * padY(s) +
    Math.max(
      ...cells.map((cell, index) => {
        const align = CREDIT_COLUMNS[index]?.align ?? 'left';
        const style = header ? headerStyle(s, align) : cellStyle(s, align);
        return measure(p.doc, cell, (widths[index] ?? 0) - 2 * padX, style);
      }),
    );
  const headers = CREDIT_COLUMNS.map((column) => column.header);
  return {
    gapBefore: 14,
    height: (s) => rowHeight(headers, s, true) + rows.reduce((sum, row) => sum + rowHeight(row, s, false), 0),
    render: (top, s, bottom) => {
      const { doc } = p;
      // Rows that would run into the footer give way to a note saying how many are left out.
      const noteStyle: TextStyle = { font: 'regular', size: 8 * s, color: MUTED };
      const noteHeight = 4 * s + measure(doc, 'more', CONTENT_WIDTH, noteStyle);
      let visible = rows.length;
      let end = top + rowHeight(headers, s, true);
      rows.forEach((row, index) => {
        end += rowHeight(row, s, false);
        if (visible === rows.length && end + (index < rows.length - 1 ? noteHeight : 0) > bottom)
          visible = index;
      });
      const table = doc.struct('Table');
      p.root.add(table);
      let y = top;
      [headers, ...rows.slice(0, visible)].forEach((cells, rowIndex) => {
        const header = rowIndex === 0;
        const height = rowHeight(cells, s, header);
        artifact(doc, () => {
          if (header) doc.rect(MARGIN_X, y, CONTENT_WIDTH, height).fill(HEADER_FILL);
          doc
            .moveTo(MARGIN_X, y + height)
            .lineTo(MARGIN_X + CONTENT_WIDTH, y + height)
            .lineWidth(header ? 0.8 : 0.4)
            .strokeColor(header ? ACCENT : RULE)
            .stroke();
        });
        const row = doc.struct('TR');
        table.add(row);
        let x = MARGIN_X;
        cells.forEach((cell, index) => {
          const width = widths[index] ?? 0;
          const align = CREDIT_COLUMNS[index]?.align ?? 'left';
          const cellTop = y + padY(s);
          const cellX = x + padX;
          tag(
            p,
            header ? 'TH' : 'TD',
            () => {
              draw(
                doc,
                cell,
                cellX,
                cellTop,
                width - 2 * padX,
                header ? headerStyle(s, align) : cellStyle(s, align),
              );
            },
            row,
          );
          x += width;
        });
        row.end();
        y += height;
      });
      table.end();
      const hidden = rows.length - visible;
      if (hidden > 0) {
        const note = `… and ${hidden} more credit line${hidden === 1 ? '' : 's'}, listed at the verification address below.`;
        tag(p, 'P', () => {
          draw(doc, note, MARGIN_X, y + 4 * s, CONTENT_WIDTH, noteStyle, Math.max(0, bottom - y - 4 * s));
        });
      }
    },
  };
}

function flowingBlocks(p: Prepared): Block[] {
  const { input } = p;
  const bars = input.attendee.barNumbers.map(
    (bar) => `${clean(bar.jurisdictionName)} (${clean(bar.jurisdictionCode)}) ${clean(bar.number)}`,
  );
  const [firstBar = 'none on file', ...otherBars] = bars;
  const barItems = [`Bar / registration no.: ${firstBar}`, ...otherBars];
  const barStyle = (s: number): TextStyle => ({
    font: 'regular',
    size: 9.5 * s,
    align: 'center',
    lineGap: 1,
  });
  const courseNumber = input.course.courseNumber ? clean(input.course.courseNumber) : '';
  const verification = clean(input.verificationMethod);
  return [
    textBlock(p, 'P', clean(input.provider.name).toUpperCase(), 0, (s) => ({
      font: 'bold',
      size: 9 * s,
      color: MUTED,
      align: 'center',
    })),
    textBlock(p, 'H1', 'Certificate of Attendance', 6, (s) => ({
      font: 'serifBold',
      size: 30 * s,
      color: ACCENT,
      align: 'center',
    })),
    textBlock(p, 'P', 'This certifies that', 12, (s) => ({
      font: 'regular',
      size: 10 * s,
      color: MUTED,
      align: 'center',
    })),
    nameBlock(p, clean(input.attendee.name) || '—'),
    textBlock(p, 'P', (s) => packItems(p.doc, barItems, '   ·   ', CONTENT_WIDTH, barStyle(s)), 4, barStyle),
    textBlock(p, 'P', 'attended the continuing legal education course', 10, (s) => ({
      font: 'regular',
      size: 10 * s,
      color: MUTED,
      align: 'center',
    })),
    textBlock(p, 'H2', clean(input.course.title), 4, (s) => ({
      font: 'bold',
      size: 16 * s,
      align: 'center',
      lineGap: 1,
    })),
    detailsBlock(p, [
      {
        label: 'DATE(S) ATTENDED',
        value: formatAttendanceDates(input.attendedFrom, input.completedAt, input.timeZone),
        share: 0.36,
      },
      { label: 'FORMAT', value: FORMAT_LABELS[input.course.format], share: 0.3 },
      { label: 'COURSE NUMBER', value: courseNumber || '—', share: 0.2 },
      { label: 'DURATION', value: `${input.course.durationMinutes} minutes`, share: 0.14 },
    ]),
    creditsTable(p, input.credits),
    textBlock(p, 'H3', 'Verification of attendance', 12, (s) => ({
      font: 'bold',
      size: 8.5 * s,
      color: ACCENT,
    })),
    textBlock(p, 'P', verification, 2, (s) => ({ font: 'regular', size: 8.5 * s, lineGap: 1 })),
  ];
}

function totalHeight(blocks: Block[], scale: number): number {
  return blocks.reduce(
    (sum, block, index) => sum + (index > 0 ? block.gapBefore * scale : 0) + block.height(scale),
    0,
  );
}

function drawFrame(doc: Doc): void {
  artifact(doc, () => {
    doc
      .lineWidth(2)
      .strokeColor(ACCENT)
      .rect(18, 18, PAGE_WIDTH - 36, PAGE_HEIGHT - 36)
      .stroke();
    doc
      .lineWidth(0.5)
      .strokeColor(ACCENT)
      .rect(24, 24, PAGE_WIDTH - 48, PAGE_HEIGHT - 48)
      .stroke();
    doc
      .lineWidth(0.5)
      .strokeColor(RULE)
      .moveTo(MARGIN_X, FOOTER_TOP - 8)
      .lineTo(PAGE_WIDTH - MARGIN_X, FOOTER_TOP - 8)
      .stroke();
  });
}

/**
 * Provider on the left, certificate number and issue date in the middle, the QR code on the right with the
 * verification address under it on one line (its font shrinks for a long address before it would wrap).
 */
async function drawFooter(p: Prepared): Promise<void> {
  const { doc, input } = p;
  const timeZone = input.timeZone ?? 'UTC';
  const columnWidth = 250;
  const label: TextStyle = { font: 'bold', size: 7, color: MUTED };

  const provider = input.provider;
  const providerName = clean(provider.name);
  const nameStyle: TextStyle = { font: 'bold', size: 9.5 };
  const providerLines = [
    clean(provider.address),
    clean(provider.email),
    clean(provider.phone),
    clean(provider.website),
  ]
    .filter((line) => line.length > 0)
    .join('\n');
  tag(p, 'P', () => {
    draw(doc, 'PROVIDER', MARGIN_X, FOOTER_TOP, columnWidth, label);
    const nameHeight = Math.min(26, measure(doc, providerName, columnWidth, nameStyle));
    draw(doc, providerName, MARGIN_X, FOOTER_TOP + 11, columnWidth, nameStyle, nameHeight + 1);
    const top = FOOTER_TOP + 13 + nameHeight;
    draw(
      doc,
      providerLines,
      MARGIN_X,
      top,
      columnWidth,
      { font: 'regular', size: 8, lineGap: 1.5 },
      FOOTER_BOTTOM - top,
    );
  });

  const middleX = MARGIN_X + columnWidth + 24;
  const middleWidth = PAGE_WIDTH - MARGIN_X - QR_SIZE - 24 - middleX;
  const issued = longDateFormat(timeZone).format(input.issuedAt);
  tag(p, 'P', () => {
    draw(doc, 'CERTIFICATE NO.', middleX, FOOTER_TOP, middleWidth, label);
    draw(
      doc,
      clean(input.certificateNumber),
      middleX,
      FOOTER_TOP + 10,
      middleWidth,
      { font: 'bold', size: 12 },
      16,
    );
    draw(doc, 'ISSUED', middleX, FOOTER_TOP + 31, middleWidth, label);
    draw(doc, issued, middleX, FOOTER_TOP + 41, middleWidth, { font: 'regular', size: 9.5 }, 13);
    draw(
      doc,
      'Issued electronically by the provider and valid without signature. Scan the code or visit the address below to confirm it.',
      middleX,
      FOOTER_TOP + 57,
      middleWidth,
      { font: 'regular', size: 7, color: MUTED, lineGap: 1 },
      20,
    );
  });

  const verifyUrl = clean(input.verifyUrl);
  // An RGB PNG without alpha (colorType 2, which pngjs supports but the qrcode types do not list): no soft mask.
  const rendererOpts = { deflateLevel: 9, colorType: 2 };
  const qr = await QRCode.toBuffer(verifyUrl, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 0,
    // 4 px per module (about 120 dpi at this size): sharp enough to scan from paper, and cheap to encode.
    scale: 4,
    color: { dark: '#000000ff', light: '#ffffffff' },
    rendererOpts,
  });
  p.root.add(
    doc.struct('Figure', { alt: `QR code linking to ${verifyUrl}` }, () => {
      doc.image(qr, PAGE_WIDTH - MARGIN_X - QR_SIZE, FOOTER_TOP - 4, { width: QR_SIZE, height: QR_SIZE });
    }),
  );
  const caption = `Verify at ${verifyUrl}`;
  const captionWidth = PAGE_WIDTH - 2 * MARGIN_X - columnWidth - 24;
  const captionTop = FOOTER_TOP + QR_SIZE + 2;
  doc.font('regular');
  let captionSize = 7.5;
  while (captionSize > 5 && doc.fontSize(captionSize).widthOfString(caption) > captionWidth)
    captionSize -= 0.25;
  tag(p, 'P', () => {
    draw(
      doc,
      caption,
      PAGE_WIDTH - MARGIN_X - captionWidth,
      captionTop,
      captionWidth,
      { font: 'regular', size: captionSize, color: MUTED, align: 'right' },
      PAGE_HEIGHT - 26 - captionTop,
    );
  });
}

export async function renderCertificatePdf(input: CertificateDocument): Promise<Buffer> {
  const fontData = fonts();
  const courseTitle = metadataText(input.course.title);
  const certificateNumber = metadataText(input.certificateNumber);
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: 0,
    autoFirstPage: false,
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: `Certificate of Attendance — ${courseTitle}`,
      Author: metadataText(input.provider.name),
      Subject: `Continuing legal education certificate of attendance for ${metadataText(input.attendee.name)}`,
      Keywords: `${certificateNumber}, ${metadataText(input.verifyUrl)}, certificate of attendance, CLE`,
      Creator: metadataText(input.provider.name),
      CreationDate: input.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });

  for (const name of Object.keys(FONT_FILES) as FontName[]) {
    // pdfkit 0.20 accepts a fontkit font (anything with layout()); its types list only files and buffers.
    doc.registerFont(name, fontData[name] as unknown as Buffer);
  }
  doc.addPage();
  const root = doc.struct('Document');
  doc.addStructure(root);
  const p: Prepared = { doc, root, input };

  drawFrame(doc);
  const blocks = flowingBlocks(p);
  const flowBottom = FOOTER_TOP - 14;
  const available = flowBottom - CONTENT_TOP;
  let scale = 1;
  while (scale > MIN_SCALE && totalHeight(blocks, scale) > available) scale -= 0.025;
  // Short content sits a little lower rather than hugging the top frame.
  let y = CONTENT_TOP + Math.max(0, Math.min(24, (available - totalHeight(blocks, scale)) / 2));
  blocks.forEach((block, index) => {
    if (index > 0) y += block.gapBefore * scale;
    if (y < flowBottom) block.render(y, scale, flowBottom);
    y += block.height(scale);
  });
  await drawFooter(p);

  root.end();
  doc.end();
  return finished;
}
