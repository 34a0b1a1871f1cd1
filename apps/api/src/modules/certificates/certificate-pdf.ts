/**
 * The certificate of attendance as a one-page PDF (US Letter, landscape), the document a state bar auditor reads:
 * who attended which course when, the credits per jurisdiction, how attendance was verified, who the provider is,
 * and a QR code to the public verification page. A pure function of its input: no database, no clock.
 *
 * PDF/A-3b with embedded DejaVu fonts (apps/api/assets/fonts, Bitstream Vera licence), tagged, real text
 * (extractable and searchable). The layout shrinks until it fits on one page, so long titles, many bar numbers
 * and eight or more credit lines still print on a single sheet.
 *
 * Split by responsibility: certificate-types.ts (the input), certificate-text.ts (labels and formatting),
 * certificate-drawing.ts (geometry, styles, drawing and tagging primitives), certificate-blocks.ts (the flowing
 * blocks above the footer); this file holds the fonts, the frame, the footer and renderCertificatePdf.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { create as createFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { flowingBlocks, totalHeight } from './certificate-blocks.js';
import {
  ACCENT,
  CONTENT_TOP,
  FOOTER_BOTTOM,
  FOOTER_TOP,
  MARGIN_X,
  MIN_SCALE,
  MUTED,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  QR_SIZE,
  RULE,
  artifact,
  draw,
  measure,
  tag,
  type Doc,
  type FontName,
  type Prepared,
  type TextStyle,
} from './certificate-drawing.js';
import { clean, longDateFormat, metadataText } from './certificate-text.js';
import type { CertificateDocument } from './certificate-types.js';

export type { CertificateCreditLine, CertificateDocument } from './certificate-types.js';
export { creditCategoryLabel, formatAttendanceDates } from './certificate-text.js';

const FONT_FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  serifBold: 'DejaVuSerif-Bold.ttf',
} as const satisfies Record<FontName, string>;

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
