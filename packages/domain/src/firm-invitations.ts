import { parseCsv } from './csv.js';

/** What a bulk invitation would do with one pasted or uploaded line (Manage Firm's preview). */
export type InviteeOutcome =
  'NEW' | 'ALREADY_MEMBER' | 'DUPLICATE' | 'INVALID_EMAIL' | 'INVALID_NAME' | 'OVER_LIMIT';

export interface InviteePreviewRow {
  line: number;
  fullName: string;
  email: string;
  outcome: InviteeOutcome;
}

/** The shape of an address the API accepts (the API's zod check is the final word). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Lines of "name, e-mail" (pasted or a CSV file; a header line naming an e-mail column is skipped; either column
 * order) into what inviting them would do: NEW up to the free seats, then OVER_LIMIT; ALREADY_MEMBER for an
 * address in the firm in any status; DUPLICATE for an address earlier in the list.
 */
export function previewInvitees(
  text: string,
  existingEmails: ReadonlySet<string>,
  freeSeats: number,
): InviteePreviewRow[] {
  const rows = parseCsv(text);
  const seen = new Set<string>();
  let seatsLeft = Math.max(0, freeSeats);
  const preview: InviteePreviewRow[] = [];
  rows.forEach((cells, index) => {
    const first = cells[0] ?? '';
    const second = cells[1] ?? '';
    if (index === 0 && /e-?mail/i.test(cells.join(' ')) && !cells.some((cell) => cell.includes('@'))) return;
    const [fullName, rawEmail] =
      first.includes('@') && !second.includes('@') ? [second, first] : [first, second];
    const email = rawEmail.trim().toLowerCase();
    const row = { line: index + 1, fullName: fullName.trim(), email };
    let outcome: InviteeOutcome;
    if (!EMAIL_PATTERN.test(email) || email.length > 254) outcome = 'INVALID_EMAIL';
    else if (row.fullName.length < 2 || row.fullName.length > 100) outcome = 'INVALID_NAME';
    else if (existingEmails.has(email)) outcome = 'ALREADY_MEMBER';
    else if (seen.has(email)) outcome = 'DUPLICATE';
    else if (seatsLeft === 0) outcome = 'OVER_LIMIT';
    else {
      outcome = 'NEW';
      seatsLeft -= 1;
    }
    if (EMAIL_PATTERN.test(email)) seen.add(email);
    preview.push({ ...row, outcome });
  });
  return preview;
}
