import type { EnterpriseFirm } from '@counsel/contracts';
import { Pencil } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { billingStatusLabel, planLabel, renewalLabel } from '../lib/member-labels';
import { FirmNameForm } from './firm-name-form';
import { SeatMeter } from './seat-meter';

export interface FirmHeaderProps {
  firm: EnterpriseFirm;
  /** Opens the billing portal to buy more seats (composed by the route from the memberships feature). */
  billingAction: ReactNode;
  /** After a rename: the route refreshes what else shows the firm's name (the account menu). */
  onRenamed?: (name: string) => void;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{term}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The top of Manage Firm: the firm's name (the page's heading, renamed in place), its plan, billing status and
 * renewal, the seat meter, and the way to buy more seats.
 */
export function FirmHeader({ firm, billingAction, onRenamed }: FirmHeaderProps) {
  const [renaming, setRenaming] = useState(false);
  const renameButtonRef = useRef<HTMLButtonElement>(null);
  const renewal = renewalLabel(firm);

  const done = (savedName: string | null) => {
    setRenaming(false);
    if (savedName !== null) onRenamed?.(savedName);
    // Back to the button that opened the form once it is shown again.
    setTimeout(() => renameButtonRef.current?.focus(), 0);
  };

  return (
    <header className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Manage Firm</p>
      {renaming ? (
        <div className="mt-2">
          <h1 className="sr-only">{firm.name}</h1>
          <FirmNameForm name={firm.name} onDone={done} />
        </div>
      ) : (
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="min-w-0 break-words text-3xl font-bold tracking-tight text-slate-900">
            {firm.name}
          </h1>
          <button
            ref={renameButtonRef}
            type="button"
            onClick={() => setRenaming(true)}
            className="inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            <Pencil aria-hidden="true" className="size-4" />
            Rename<span className="sr-only"> the firm</span>
          </button>
        </div>
      )}
      <dl className="mt-5 grid gap-4 sm:grid-cols-3">
        <Fact term="Plan">{planLabel(firm)}</Fact>
        <Fact term="Billing status">{billingStatusLabel(firm.billingStatus)}</Fact>
        <Fact term="Renewal">{renewal ?? '—'}</Fact>
      </dl>
      <div className="mt-5 grid items-end gap-4 md:grid-cols-[minmax(0,1fr)_auto]">
        <section aria-label="Seats">
          <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">Seats</h2>
          <SeatMeter firm={firm} />
        </section>
        <div className="flex flex-wrap gap-3">{billingAction}</div>
      </div>
    </header>
  );
}
