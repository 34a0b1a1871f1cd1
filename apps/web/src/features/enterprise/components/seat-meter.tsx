import type { EnterpriseFirm } from '@counsel/contracts';
import { TriangleAlert } from 'lucide-react';
import { seatCount } from '../lib/member-labels';

/**
 * Seats in use against seats bought, as a meter and in words. Over the seats bought (the count was lowered in
 * billing) it says by how many, that everyone keeps access, and that members must go before anyone is invited.
 */
export function SeatMeter({
  firm,
}: {
  firm: Pick<EnterpriseFirm, 'seatsInUse' | 'seatsPurchased' | 'seatsFree' | 'overBy'>;
}) {
  const { seatsInUse, seatsPurchased, seatsFree, overBy } = firm;
  const percent = seatsPurchased > 0 ? Math.min(100, Math.round((seatsInUse / seatsPurchased) * 100)) : 100;
  const words = `${seatsInUse} of ${seatCount(seatsPurchased)} in use`;
  const full = seatsFree === 0;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm">
        <span className="font-semibold text-slate-900">{words}</span>
        <span className="text-slate-700">{overBy > 0 ? `Over by ${overBy}` : `${seatsFree} free`}</span>
      </div>
      <div
        role="meter"
        aria-label="Seats in use"
        aria-valuemin={0}
        aria-valuemax={Math.max(seatsPurchased, 1)}
        aria-valuenow={Math.min(seatsInUse, Math.max(seatsPurchased, 1))}
        aria-valuetext={overBy > 0 ? `${words}, over by ${overBy}` : `${words}, ${seatsFree} free`}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full ${overBy > 0 ? 'bg-red-700' : full ? 'bg-amber-500' : 'bg-brand-600'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      {overBy > 0 ? (
        <div className="flex items-start gap-2 rounded-md bg-red-50 p-3 text-sm text-red-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            <strong>Over by {seatCount(overBy)}.</strong> Your firm has more members than the{' '}
            {seatCount(seatsPurchased)} it pays for now. Everyone keeps their access for now, but you cannot
            invite anyone until you remove {overBy === 1 ? 'a member' : `${overBy} members`} (or revoke
            pending invitations), or buy more seats.
          </p>
        </div>
      ) : full ? (
        <p className="text-sm text-slate-700">Every seat is taken: buy more seats to invite more lawyers.</p>
      ) : null}
    </div>
  );
}
