/**
 * The audit pack's summary (docs/product-rules.md#compliance): one admission's reporting period as an auditor reads
 * it — who, where, the rule, the period and deadline, required vs earned per requirement, and every credit counted
 * with its date, source, format, category, hours and certificate number. A pure function of its input (no database,
 * no clock); US Letter landscape, DejaVu fonts (apps/api/assets/fonts) so any name prints, real text.
 */
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { AdmissionCompliance } from '@counsel/contracts';
import { CREDIT_CATEGORY_LABELS } from '@counsel/domain';
import { certificateFontDir } from '../certificates/certificate-pdf.js';

export interface AuditSummaryInput {
  lawyerName: string;
  standing: AdmissionCompliance;
  providerName: string;
  /** Where our certificates are verified: `${verifyBaseUrl}/<number>`. */
  verifyBaseUrl: string;
  generatedAt: Date;
  /** The file each credit's certificate has in the archive, by credit id. */
  filesByCredit: ReadonlyMap<string, string>;
}

const PAGE = { width: 792, height: 612, margin: 40 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 14;
const MUTED = '#475569';
const INK = '#0f172a';
const RULE = '#cbd5e1';

const dateText = (isoDate: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
const hoursText = (hours: number) => String(Math.round(hours * 100) / 100);

const STATUS_TEXT: Record<NonNullable<AdmissionCompliance['status']>, string> = {
  COMPLIANT: 'Compliant',
  IN_PROGRESS: 'In progress',
  OVERDUE: 'Overdue',
  EXEMPT: 'Exempt this period',
  NO_HOURS_REQUIRED: 'No hours required',
};
const SOURCE_TEXT = {
  COUNSEL: 'Issued by us',
  EXTERNAL: 'Self-reported',
  CARRIED_IN: 'Carried over',
} as const;
const FORMAT_TEXT = { LIVE: 'Live', ON_DEMAND: 'On demand', SELF_STUDY: 'Self-study' } as const;

function categoryText(category: string): string {
  const known = (CREDIT_CATEGORY_LABELS as Record<string, string>)[category];
  if (known) return known;
  const words = category.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

type Doc = InstanceType<typeof PDFDocument>;

/** A table that breaks across pages, its header repeated on each. */
function table(doc: Doc, columns: Column[], rows: string[][], caption: string): void {
  const padding = 4;
  const rowHeight = (cells: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(9);
    return (
      Math.max(
        ...cells.map((cell, index) =>
          doc.heightOfString(cell, { width: (columns[index]?.width ?? 0) - 2 * padding }),
        ),
      ) +
      2 * padding
    );
  };
  const drawRow = (cells: string[], font: 'regular' | 'bold', y: number, height: number) => {
    let x = PAGE.margin;
    doc
      .font(font)
      .fontSize(9)
      .fillColor(font === 'bold' ? INK : INK);
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      doc.text(cell, x + padding, y + padding, {
        width: column.width - 2 * padding,
        align: column.align ?? 'left',
      });
      x += column.width;
    });
    doc
      .moveTo(PAGE.margin, y + height)
      .lineTo(PAGE.margin + CONTENT_WIDTH, y + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  };
  const header = columns.map((column) => column.header);
  const startTable = () => {
    const height = rowHeight(header, 'bold');
    const y = doc.y;
    drawRow(header, 'bold', y, height);
    doc.y = y + height;
  };
  heading(doc, caption);
  startTable();
  for (const cells of rows) {
    const height = rowHeight(cells, 'regular');
    if (doc.y + height > BOTTOM) {
      doc.addPage();
      heading(doc, `${caption} (continued)`);
      startTable();
    }
    const y = doc.y;
    drawRow(cells, 'regular', y, height);
    doc.y = y + height;
  }
  doc.moveDown(0.8);
}

function heading(doc: Doc, text: string): void {
  if (doc.y + 40 > BOTTOM) doc.addPage();
  doc.font('bold').fontSize(12).fillColor(INK).text(text, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.3);
}

function paragraph(doc: Doc, text: string, color = MUTED): void {
  if (doc.y + 24 > BOTTOM) doc.addPage();
  doc.font('regular').fontSize(9).fillColor(color).text(text, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.5);
}

/** The summary PDF of one admission's period. */
export function renderAuditSummaryPdf(input: AuditSummaryInput): Promise<Buffer> {
  const { standing } = input;
  const fontDir = certificateFontDir();
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: PAGE.margin,
    pdfVersion: '1.7',
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: `Compliance record — ${standing.jurisdictionName} — ${input.lawyerName}`,
      Author: input.providerName,
      Subject: `Continuing education record for ${input.lawyerName}, ${standing.jurisdictionName}`,
      CreationDate: input.generatedAt,
    },
  });
  doc.registerFont('regular', path.join(fontDir, 'DejaVuSans.ttf'));
  doc.registerFont('bold', path.join(fontDir, 'DejaVuSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(20).fillColor(INK).text('Compliance record', { width: CONTENT_WIDTH });
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(MUTED)
    .text(`${standing.jurisdictionName} · ${standing.rule?.name ?? 'No rule on file'}`, {
      width: CONTENT_WIDTH,
    });
  doc.moveDown(0.8);

  const total = standing.total;
  const facts: [string, string][] = [
    ['Lawyer', input.lawyerName],
    ['Bar or registration number', standing.barNumber],
    [
      'Reporting period',
      standing.period ? `${dateText(standing.period.start)} – ${dateText(standing.period.end)}` : '—',
    ],
    ['Deadline', standing.deadline ? dateText(standing.deadline) : '—'],
    ['Status', standing.status ? STATUS_TEXT[standing.status] : '—'],
    [
      'Hours',
      total
        ? `${hoursText(total.earned)} earned of ${hoursText(total.required)} required; ${hoursText(total.missing)} missing`
        : 'No hours required: a record of learning and reflection',
    ],
    ['Rule', standing.rule ? `${standing.rule.name}, version ${standing.rule.version}` : '—'],
    ['Prepared', `${dateText(input.generatedAt.toISOString().slice(0, 10))} by ${input.providerName}`],
  ];
  table(
    doc,
    [
      { header: 'Item', width: 200 },
      { header: 'Value', width: CONTENT_WIDTH - 200 },
    ],
    facts.map(([label, value]) => [label, value]),
    'Summary',
  );

  if (standing.requirements.length > 0) {
    table(
      doc,
      [
        { header: 'Requirement', width: CONTENT_WIDTH - 3 * 90 },
        { header: 'Required', width: 90, align: 'right' },
        { header: 'Earned', width: 90, align: 'right' },
        { header: 'Missing', width: 90, align: 'right' },
      ],
      standing.requirements.map((requirement) => [
        requirement.parentId ? `    of which: ${requirement.label}` : requirement.label,
        hoursText(requirement.required),
        hoursText(requirement.earned),
        hoursText(requirement.missing),
      ]),
      'Requirements',
    );
  }
  for (const minimum of standing.formatMinimums) {
    paragraph(
      doc,
      `At least ${hoursText(minimum.required)} hours ${minimum.formats.map((format) => FORMAT_TEXT[format].toLowerCase()).join(' or ')}: ${hoursText(minimum.earned)} earned, ${hoursText(minimum.missing)} missing.`,
      INK,
    );
  }
  for (const cap of standing.capsApplied) {
    paragraph(
      doc,
      `Cap applied: ${cap.description} (${hoursText(cap.hoursNotCounted)} hours not counted).`,
      INK,
    );
  }

  table(
    doc,
    [
      { header: 'Date', width: 72 },
      { header: 'Course', width: 186 },
      { header: 'Source', width: 68 },
      { header: 'Format', width: 54 },
      { header: 'Category', width: 84 },
      { header: 'Hours', width: 38, align: 'right' },
      { header: 'Counted', width: 50, align: 'right' },
      // Wide enough that a certificate number (CCLE-2026-XXXXXXXX) never breaks.
      { header: 'Certificate', width: CONTENT_WIDTH - 552 },
    ],
    standing.credits.map((credit) => [
      dateText(credit.date),
      credit.title,
      SOURCE_TEXT[credit.source],
      FORMAT_TEXT[credit.format],
      categoryText(credit.category),
      hoursText(credit.hours),
      hoursText(credit.countedHours),
      [credit.certificateNumber, input.filesByCredit.get(credit.id)].filter(Boolean).join('\n') || '—',
    ]),
    `Credits counted in this period (${standing.credits.length})`,
  );
  if (standing.credits.length === 0) paragraph(doc, 'No credit was earned in this period.');

  paragraph(
    doc,
    `Certificates issued by ${input.providerName} are in the certificates folder of this archive and can be ` +
      `verified at ${input.verifyBaseUrl}/<certificate number>. Self-reported credits were entered by the lawyer; ` +
      'the certificates uploaded with them are in the uploaded folder.',
  );
  if (standing.rule && standing.rule.unconfirmed.length > 0) {
    paragraph(
      doc,
      `Points of this rule not confirmed from a source (check with your bar): ${standing.rule.unconfirmed.join('; ')}`,
    );
  }
  doc.end();
  return finished;
}
