/**
 * A small reader of the MIME messages our mailers produce (tests only): headers, and the decoded text/plain and
 * text/html parts of a multipart/alternative body (quoted-printable, base64, 7bit or 8bit).
 */
export interface MimeMessage {
  headers: Map<string, string>;
  text: string | undefined;
  html: string | undefined;
}

interface MimeEntity {
  headers: Map<string, string>;
  body: string;
}

function splitEntity(raw: string): MimeEntity {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  // Unfold continuation lines, then read "Name: value".
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(entity: MimeEntity): string {
  const encoding = (entity.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(entity.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    // Soft line breaks go; literal "%" is protected; "=XX" bytes become "%XX" for decodeURIComponent (UTF-8).
    const escaped = entity.body.replace(/=\n/g, '').replace(/%/g, '%25');
    return decodeURIComponent(escaped.replace(/=([0-9A-Fa-f]{2})/g, '%$1'));
  }
  return entity.body;
}

function boundaryOf(contentType: string): string | undefined {
  return /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
}

export function readMimeMessage(raw: string): MimeMessage {
  const top = splitEntity(raw);
  const result: MimeMessage = { headers: top.headers, text: undefined, html: undefined };
  const visit = (entity: MimeEntity): void => {
    const contentType = entity.headers.get('content-type') ?? 'text/plain';
    const boundary = boundaryOf(contentType);
    if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
      const sections = entity.body.split(`--${boundary}`).slice(1);
      for (const section of sections) {
        if (section.startsWith('--')) break;
        visit(splitEntity(section.replace(/^\n/, '').replace(/\n$/, '')));
      }
      return;
    }
    if (contentType.toLowerCase().startsWith('text/plain')) result.text = decodeBody(entity);
    if (contentType.toLowerCase().startsWith('text/html')) result.html = decodeBody(entity);
  };
  visit(top);
  return result;
}
