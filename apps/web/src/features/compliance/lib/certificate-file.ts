import {
  EXTERNAL_CERTIFICATE_MAX_BYTES,
  EXTERNAL_CERTIFICATE_TYPES,
  type ExternalCertificateType,
} from '@counsel/contracts';

// Loaded with the credit form only: the contract's values come from the zod-bearing barrel.

const TYPES = Object.keys(EXTERNAL_CERTIFICATE_TYPES) as ExternalCertificateType[];
const EXTENSIONS: readonly string[] = TYPES.flatMap((type) => EXTERNAL_CERTIFICATE_TYPES[type]);

/** The file input's `accept`: the extensions, then the media types (".pdf,.png,.jpg,.jpeg,application/pdf,…"). */
export const CERTIFICATE_ACCEPT = [...EXTENSIONS.map((extension) => `.${extension}`), ...TYPES].join(',');

const sizeFormatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const orList = new Intl.ListFormat('en-US', { style: 'long', type: 'disjunction' });
const EXTENSION_LIST = orList.format(EXTENSIONS.map((extension) => `.${extension}`));

/** 11 534 336 → "11 MB", 250 000 → "244.1 KB", 900 → "900 bytes". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${sizeFormatter.format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${sizeFormatter.format(bytes / 1024)} KB`;
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
}

/** "A PDF, PNG or JPEG file of at most 10 MB.": what the field asks for. */
export const CERTIFICATE_RULE = `A PDF, PNG or JPEG file of at most ${formatFileSize(EXTERNAL_CERTIFICATE_MAX_BYTES)}.`;

function extensionOf(fileName: string): string | null {
  return /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? null;
}

function isCertificateType(value: string): value is ExternalCertificateType {
  return Object.hasOwn(EXTERNAL_CERTIFICATE_TYPES, value);
}

/**
 * The type the API will accept the file as: its own type when that is a PDF, PNG or JPEG and its name ends in a
 * matching extension (the API checks both); from the extension alone when the browser gave no type. Null otherwise.
 */
export function certificateContentType(file: Pick<File, 'name' | 'type'>): ExternalCertificateType | null {
  const extension = extensionOf(file.name);
  if (extension === null) return null;
  const type = file.type.toLowerCase();
  const matches = (candidate: ExternalCertificateType) =>
    (EXTERNAL_CERTIFICATE_TYPES[candidate] as readonly string[]).includes(extension);
  if (type === '') return TYPES.find(matches) ?? null;
  return isCertificateType(type) && matches(type) ? type : null;
}

/**
 * Why a chosen file cannot be uploaded as a certificate, said before anything is sent (the API refuses the same
 * files): not a PDF, PNG or JPEG, empty, or over 10 MB. Null when it can be.
 */
export function certificateFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (certificateContentType(file) === null) {
    return `“${file.name}” is not a PDF, PNG or JPEG file. Choose a file ending in ${EXTENSION_LIST}.`;
  }
  if (file.size === 0) return `“${file.name}” is empty. Choose the file of your certificate.`;
  if (file.size > EXTERNAL_CERTIFICATE_MAX_BYTES) {
    return `“${file.name}” is ${formatFileSize(file.size)}: a certificate can be at most ${formatFileSize(
      EXTERNAL_CERTIFICATE_MAX_BYTES,
    )}.`;
  }
  return null;
}
