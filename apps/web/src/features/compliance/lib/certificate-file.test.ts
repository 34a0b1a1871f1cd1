import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_ACCEPT,
  CERTIFICATE_RULE,
  certificateContentType,
  certificateFileProblem,
  formatFileSize,
} from './certificate-file';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 2048) => ({ name, type, size });

describe('certificate files', () => {
  it('accepts PDF, PNG and JPEG by extension and type', () => {
    expect(CERTIFICATE_ACCEPT).toBe('.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg');
    expect(CERTIFICATE_RULE).toBe('A PDF, PNG or JPEG file of at most 10 MB.');
  });

  it('takes the file’s own type when its name matches it, else the extension’s when there is no type', () => {
    expect(certificateContentType(file('Certificate.PDF', 'application/pdf'))).toBe('application/pdf');
    expect(certificateContentType(file('scan.jpeg', 'image/jpeg'))).toBe('image/jpeg');
    expect(certificateContentType(file('scan.jpg', ''))).toBe('image/jpeg');
    expect(certificateContentType(file('scan.png', ''))).toBe('image/png');
    // A name and a type that disagree, a type the API refuses, no extension at all.
    expect(certificateContentType(file('scan.png', 'application/pdf'))).toBeNull();
    expect(certificateContentType(file('notes.txt', 'text/plain'))).toBeNull();
    expect(certificateContentType(file('certificate', 'application/pdf'))).toBeNull();
  });

  it('says why a file cannot be uploaded: its type, empty, over 10 MB', () => {
    expect(certificateFileProblem(file('certificate.pdf', 'application/pdf'))).toBeNull();
    expect(certificateFileProblem(file('exactly.pdf', 'application/pdf', 10 * MB))).toBeNull();
    expect(certificateFileProblem(file('notes.txt', 'text/plain'))).toBe(
      '“notes.txt” is not a PDF, PNG or JPEG file. Choose a file ending in .pdf, .png, .jpg, or .jpeg.',
    );
    expect(certificateFileProblem(file('empty.pdf', 'application/pdf', 0))).toBe(
      '“empty.pdf” is empty. Choose the file of your certificate.',
    );
    expect(certificateFileProblem(file('big.pdf', 'application/pdf', 11 * MB))).toBe(
      '“big.pdf” is 11 MB: a certificate can be at most 10 MB.',
    );
  });

  it('words file sizes', () => {
    expect(formatFileSize(900)).toBe('900 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(250_000)).toBe('244.1 KB');
    expect(formatFileSize(10 * MB + 1)).toBe('10 MB');
    expect(formatFileSize(1.5 * MB)).toBe('1.5 MB');
  });
});
