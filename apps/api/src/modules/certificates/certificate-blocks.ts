/**
 * The flowing part of the certificate (everything above the footer) as Blocks: provider, title, attendee name and
 * bar numbers, course, the details row, the credits table and the verification of attendance.
 */
import { CREDIT_TYPE_LABELS, formatCreditHours } from '@counsel/domain';
import {
  ACCENT,
  CONTENT_WIDTH,
  HEADER_FILL,
  MARGIN_X,
  MUTED,
  RULE,
  artifact,
  draw,
  measure,
  packItems,
  tag,
  textBlock,
  type Align,
  type Block,
  type Prepared,
  type TextStyle,
} from './certificate-drawing.js';
import type { CertificateCreditLine } from './certificate-types.js';
import { FORMAT_LABELS, clean, creditCategoryLabel, formatAttendanceDates } from './certificate-text.js';

/** The name takes at most this many lines; the longest legal name (100 characters) needs two at 13 pt. */
const NAME_MAX_LINES = 3;

/**
 * The attendee's name on one line if it fits at any size down to 13 pt (times the scale), else wrapped at 13 pt
 * on up to NAME_MAX_LINES lines. A name longer than that (only one stored before names were limited) ends in
 * "…" rather than push the credit table off the page.
 */
function nameBlock(p: Prepared, name: string): Block {
  const fitted = new Map<number, { text: string; style: TextStyle }>();
  const fit = (s: number): { text: string; style: TextStyle } => {
    const known = fitted.get(s);
    if (known) return known;
    const max = 26 * s;
    const min = Math.min(max, 13 * s);
    p.doc.font('serifBold');
    let size = max;
    while (size > min && p.doc.fontSize(size).widthOfString(name) > CONTENT_WIDTH) size -= 0.5;
    const style: TextStyle = { font: 'serifBold', size, color: ACCENT, align: 'center' };
    const limit = NAME_MAX_LINES * measure(p.doc, 'M', CONTENT_WIDTH, style) + 0.5;
    let text = name;
    const chars = Array.from(name);
    // No glyph is narrower than a fifth of the size: more characters than this cannot fit.
    const most = Math.ceil((NAME_MAX_LINES * CONTENT_WIDTH) / (0.2 * size));
    if (chars.length > most || measure(p.doc, name, CONTENT_WIDTH, style) > limit) {
      // The longest prefix (whole characters) that fits with its ellipsis.
      let low = 0;
      let high = Math.min(chars.length, most);
      while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        const candidate = `${chars.slice(0, middle).join('').trimEnd()}…`;
        if (measure(p.doc, candidate, CONTENT_WIDTH, style) <= limit) low = middle;
        else high = middle - 1;
      }
      text = `${chars.slice(0, low).join('').trimEnd()}…`;
    }
    const result = { text, style };
    fitted.set(s, result);
    return result;
  };
  return {
    gapBefore: 4,
    height: (s) => {
      const { text, style } = fit(s);
      return measure(p.doc, text, CONTENT_WIDTH, style);
    },
    render: (top, s, bottom) => {
      const { text, style } = fit(s);
      tag(p, 'P', () => {
        draw(p.doc, text, MARGIN_X, top, CONTENT_WIDTH, style, Math.max(0, bottom - top));
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

export function flowingBlocks(p: Prepared): Block[] {
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

export function totalHeight(blocks: Block[], scale: number): number {
  return blocks.reduce(
    (sum, block, index) => sum + (index > 0 ? block.gapBefore * scale : 0) + block.height(scale),
    0,
  );
}
