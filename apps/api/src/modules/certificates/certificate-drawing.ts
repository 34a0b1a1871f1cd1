/**
 * The drawing primitives of the certificate: page geometry and colours, text styles, measuring and drawing text
 * in a box, the Block a flowing piece of the page implements, and tagging (structure elements and artifacts).
 */
import type { CertificateDocument } from './certificate-types.js';

/** The names the certificate fonts are registered under in each document (see FONT_FILES in certificate-pdf.ts). */
export type FontName = 'regular' | 'bold' | 'serifBold';

// US Letter, landscape, in points.
export const PAGE_WIDTH = 792;
export const PAGE_HEIGHT = 612;
export const MARGIN_X = 50;
export const CONTENT_TOP = 44;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
export const FOOTER_BOTTOM = PAGE_HEIGHT - 38;
export const QR_SIZE = 78;
const FOOTER_HEIGHT = 100;
export const FOOTER_TOP = FOOTER_BOTTOM - FOOTER_HEIGHT;
export const MIN_SCALE = 0.5;

export const INK = '#1a1a1a';
export const MUTED = '#555555';
export const ACCENT = '#1f3a5f';
export const RULE = '#b8c2cf';
export const HEADER_FILL = '#e8edf3';

export type Doc = PDFKit.PDFDocument;
export type Align = 'left' | 'center' | 'right';

export interface TextStyle {
  font: FontName;
  size: number;
  color?: string;
  align?: Align;
  lineGap?: number;
}

export function applyStyle(doc: Doc, style: TextStyle): void {
  doc
    .font(style.font)
    .fontSize(style.size)
    .fillColor(style.color ?? INK);
}

export function measure(doc: Doc, text: string, width: number, style: TextStyle): number {
  applyStyle(doc, style);
  return doc.heightOfString(text, {
    width,
    lineGap: style.lineGap ?? 0,
  });
}

/** Draws text in a box; the box height bounds it, so pdfkit never starts a second page. */
export function draw(
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
export interface Block {
  gapBefore: number;
  height(scale: number): number;
  /** Draws from top, never below bottom (reached only by absurd input at the smallest scale). */
  render(top: number, scale: number, bottom: number): void;
}

export interface Prepared {
  doc: Doc;
  root: PDFKit.PDFStructureElement;
  input: CertificateDocument;
}

/** Wraps drawing in a structure element of the tag tree (H1, P, TH, TD, …). */
export function tag(
  p: Prepared,
  type: string,
  paint: () => void,
  parent: PDFKit.PDFStructureElement = p.root,
): void {
  parent.add(p.doc.struct(type, {}, paint));
}

/** Decorative drawing (rules, frames, fills) is marked as an artifact, outside the tag tree. */
export function artifact(doc: Doc, paint: () => void): void {
  doc.markContent('Artifact', { type: 'Layout' });
  paint();
  doc.endMarkedContent();
}

export function textBlock(
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
export function packItems(
  doc: Doc,
  items: string[],
  separator: string,
  width: number,
  style: TextStyle,
): string {
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
