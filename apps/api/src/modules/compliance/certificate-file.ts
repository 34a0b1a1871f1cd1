import { EXTERNAL_CERTIFICATE_TYPES, type ExternalCertificateType } from '@counsel/contracts';

/** The first bytes each accepted type starts with. */
const SIGNATURES: Record<ExternalCertificateType, { bytes: number[]; name: string }> = {
  'application/pdf': { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], name: 'a PDF' },
  'image/png': { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], name: 'a PNG image' },
  'image/jpeg': { bytes: [0xff, 0xd8, 0xff], name: 'a JPEG image' },
};

export function isCertificateType(value: string): value is ExternalCertificateType {
  return Object.hasOwn(EXTERNAL_CERTIFICATE_TYPES, value);
}

/** The name to keep and show: no folders, no control characters, at most 200 characters. */
export function cleanFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const printable = Array.from(base, (char) =>
    char.charCodeAt(0) < 0x20 || char === '\u007f' || char === '"' ? '' : char,
  );
  return printable.join('').trim().slice(-200);
}

export type CertificateCheck = { ok: true; fileName: string } | { ok: false; message: string };

/**
 * Whether an upload is what it says: its extension one of its type's, and its first bytes those of its type (a
 * renamed executable or a PNG sent as a PDF is refused).
 */
export function checkCertificateFile(
  fileName: string,
  contentType: ExternalCertificateType,
  body: Buffer,
): CertificateCheck {
  const name = cleanFileName(fileName);
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  const allowed: readonly string[] = EXTERNAL_CERTIFICATE_TYPES[contentType];
  if (!name || !extension || !allowed.includes(extension)) {
    return {
      ok: false,
      message: `The file name must end in .${allowed.join(' or .')} for ${SIGNATURES[contentType].name}.`,
    };
  }
  if (body.length === 0) return { ok: false, message: 'The file is empty.' };
  const { bytes, name: typeName } = SIGNATURES[contentType];
  if (body.length < bytes.length || bytes.some((byte, index) => body[index] !== byte)) {
    return { ok: false, message: `The file's content is not ${typeName}, as its name and type say.` };
  }
  return { ok: true, fileName: name };
}
