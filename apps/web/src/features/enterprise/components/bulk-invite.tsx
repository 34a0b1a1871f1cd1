import { previewInvitees, type InviteeOutcome, type InviteePreviewRow } from '@counsel/domain';
import { FileUp } from 'lucide-react';
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { FormAlert } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useCreateLawyers } from '../api/create-lawyer';
import { useMemberEmails } from '../api/get-member-emails';
import { inviteErrorMessage } from '../lib/enterprise-messages';
import { INVITEE_OUTCOME_LABELS } from '../lib/member-labels';

/** The largest file read (a thousand lawyers' lines are far smaller). */
export const CSV_MAX_BYTES = 1024 * 1024;

const OUTCOME_TONES: Record<InviteeOutcome, string> = {
  NEW: 'bg-green-50 text-green-800 ring-green-600/30',
  ALREADY_MEMBER: 'bg-slate-100 text-slate-800 ring-slate-500/30',
  DUPLICATE: 'bg-slate-100 text-slate-800 ring-slate-500/30',
  INVALID_EMAIL: 'bg-red-50 text-red-800 ring-red-600/30',
  INVALID_NAME: 'bg-red-50 text-red-800 ring-red-600/30',
  OVER_LIMIT: 'bg-amber-50 text-amber-900 ring-amber-600/40',
};

const OUTCOME_ORDER: InviteeOutcome[] = [
  'NEW',
  'ALREADY_MEMBER',
  'DUPLICATE',
  'OVER_LIMIT',
  'INVALID_EMAIL',
  'INVALID_NAME',
];

/** A chosen file's text (UTF-8). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

function lawyers(count: number): string {
  return count === 1 ? '1 lawyer' : `${count} lawyers`;
}

/** "2 will be invited · 1 already in your firm · 1 not a valid e-mail". */
export function previewSummary(rows: InviteePreviewRow[]): string {
  const counts = new Map<InviteeOutcome, number>();
  for (const row of rows) counts.set(row.outcome, (counts.get(row.outcome) ?? 0) + 1);
  return OUTCOME_ORDER.filter((outcome) => counts.has(outcome))
    .map((outcome) => `${counts.get(outcome) ?? 0} ${INVITEE_OUTCOME_LABELS[outcome].toLowerCase()}`)
    .join(' · ');
}

function PreviewTable({ rows }: { rows: InviteePreviewRow[] }) {
  return (
    <DataTable
      caption="Preview"
      captionNote={<span className="ml-2 text-sm font-normal text-slate-700">{previewSummary(rows)}</span>}
      columns={[
        { label: 'Line', align: 'right' },
        { label: 'Name' },
        { label: 'E-mail' },
        { label: 'Result' },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.line}>
          <th scope="row" className="px-4 py-2 text-right font-normal tabular-nums">
            {row.line}
          </th>
          <td className="px-4 py-2">{row.fullName || <span className="text-slate-600">(none)</span>}</td>
          <td className="px-4 py-2 break-all">
            {row.email || <span className="text-slate-600">(none)</span>}
          </td>
          <td className="px-4 py-2">
            <span
              className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${OUTCOME_TONES[row.outcome]}`}
            >
              {INVITEE_OUTCOME_LABELS[row.outcome]}
            </span>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

export interface BulkInviteProps {
  /** Seats free now: lines beyond them are OVER_LIMIT. */
  seatsFree: number;
  /** Why nobody can be invited now, or null. */
  blocked: string | null;
}

/**
 * Several lawyers at once: lines of "name, e-mail" pasted or read from a CSV file, previewed line by line
 * (packages/domain previewInvitees against the firm's addresses and free seats) before only the lines marked
 * "Will be invited" are sent in one all-or-nothing POST /api/enterprise/create-lawyer.
 */
export function BulkInvite({ seatsFree, blocked }: BulkInviteProps) {
  const textId = useId();
  const hintId = useId();
  const fileId = useId();
  const [text, setText] = useState('');
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const create = useCreateLawyers();
  const emails = useMemberEmails(text.trim() !== '');

  const existing = useMemo(
    () => new Set(emails.data?.emails.map((email) => email.toLowerCase())),
    [emails.data],
  );
  const rows = useMemo(
    () => (text.trim() === '' || !emails.data ? [] : previewInvitees(text, existing, seatsFree)),
    [text, existing, seatsFree, emails.data],
  );
  const invitees = rows.filter((row) => row.outcome === 'NEW');

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > CSV_MAX_BYTES) {
      setFileProblem(`${file.name} is larger than 1 MB. Split the list, or paste the lines instead.`);
      return;
    }
    let content: string;
    try {
      content = await readText(file);
    } catch {
      setFileProblem(`${file.name} could not be read. Choose it again, or paste the lines instead.`);
      return;
    }
    setFileProblem(null);
    create.reset();
    setText(content);
    setFileName(file.name);
  };

  const send = async () => {
    const count = invitees.length;
    try {
      await create.mutateAsync(invitees.map(({ fullName, email }) => ({ fullName, email })));
    } catch {
      return; // The mutation holds the error; the alert shows it.
    }
    setText('');
    setFileName(null);
    create.reset();
    toast.success(count === 1 ? '1 invitation sent.' : `${count} invitations sent.`);
  };

  const error = create.error ? inviteErrorMessage(create.error, invitees.length) : fileProblem;

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={textId} className="mb-1 block text-sm font-medium text-slate-800">
          Names and e-mail addresses
        </label>
        <p id={hintId} className="mb-1 text-sm text-slate-600">
          One lawyer per line: full name, then e-mail, separated by a comma (a spreadsheet’s CSV export works,
          header row included).
        </p>
        <textarea
          id={textId}
          aria-describedby={hintId}
          rows={6}
          value={text}
          spellCheck={false}
          onChange={(event) => {
            setText(event.target.value);
            setFileName(null);
            create.reset();
          }}
          placeholder={'Ada Lovelace, ada@firm.example\nAlan Turing, alan@firm.example'}
          className="block w-full rounded-md border border-slate-500 bg-white px-3 py-2 font-mono text-sm text-slate-900 shadow-sm"
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={fileId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-brand-200 bg-white px-4 py-2 text-sm font-medium text-brand-700 shadow-sm has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500 hover:border-brand-500 hover:bg-brand-50"
        >
          <FileUp aria-hidden="true" className="size-4" />
          Choose a CSV file
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(event) => void readFile(event)}
            className="sr-only"
          />
        </label>
        {fileName ? <span className="text-sm text-slate-700">Read from {fileName}</span> : null}
      </div>
      {text.trim() !== '' && emails.isPending ? <Spinner label="Checking your firm’s members" /> : null}
      {emails.isError ? (
        <p role="alert" className="text-sm text-red-800">
          We could not check who is already in your firm. Try again in a moment.
        </p>
      ) : null}
      {rows.length > 0 ? <PreviewTable rows={rows} /> : null}
      {blocked ? <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">{blocked}</p> : null}
      <FormAlert id="bulk-invite-alert" message={error} />
      <Button
        text={invitees.length > 0 ? `Invite ${lawyers(invitees.length)}` : 'Invite lawyers'}
        disabled={invitees.length === 0 || blocked !== null}
        loading={create.isPending}
        onClick={() => void send()}
      />
    </div>
  );
}
