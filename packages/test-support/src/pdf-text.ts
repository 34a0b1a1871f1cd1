/**
 * Reading PDFs in tests with pdf.js's legacy build (the one meant for Node; no worker thread is needed).
 * pdfText: every page's text in reading order, a line break where the PDF ends a line, a blank line between pages.
 * pdfFacts: the page count and the document information (Title, Author, Subject, Keywords) plus the XMP title.
 */
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

async function withPdf<T>(pdf: Uint8Array, read: (document: PDFDocumentProxy) => Promise<T>): Promise<T> {
  // pdf.js takes ownership of (and detaches) the buffer it is given, so it gets a copy.
  const document = await getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    return await read(document);
  } finally {
    await document.destroy();
  }
}

export async function pdfText(pdf: Uint8Array): Promise<string> {
  return withPdf(pdf, async (document) => {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
      );
    }
    return pages.join('\n\n');
  });
}

export interface PdfFacts {
  pageCount: number;
  /** Document information dictionary entries that are strings (Title, Author, Subject, Keywords, …). */
  info: Record<string, string>;
  /** dc:title from the XMP metadata packet; null when there is none or it is not well-formed. */
  xmpTitle: string | null;
}

export async function pdfFacts(pdf: Uint8Array): Promise<PdfFacts> {
  return withPdf(pdf, async (document) => {
    const { info, metadata } = await document.getMetadata();
    const strings = Object.entries(info as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    // Typed as always present, but null for a PDF without an XMP packet.
    const xmp = metadata as { get(name: string): unknown } | null;
    const xmpTitle = xmp?.get('dc:title');
    return {
      pageCount: document.numPages,
      info: Object.fromEntries(strings),
      xmpTitle: typeof xmpTitle === 'string' ? xmpTitle : null,
    };
  });
}
