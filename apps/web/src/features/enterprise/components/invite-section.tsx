import type { EnterpriseFirm } from '@counsel/contracts';
import { useState } from 'react';
import { seatCount } from '../lib/member-labels';
import { BulkInvite } from './bulk-invite';
import { InviteLawyerForm } from './invite-lawyer-form';
import { SegmentedChoice } from './segmented-choice';

type Mode = 'one' | 'several';

const MODES = [
  { value: 'one', label: 'One lawyer' },
  { value: 'several', label: 'Several lawyers' },
] as const;

/** Why nobody can be invited now: over the seats bought, or every seat taken; null when a seat is free. */
export function inviteBlockedReason(firm: Pick<EnterpriseFirm, 'seatsFree' | 'overBy'>): string | null {
  if (firm.overBy > 0) {
    return `Your firm is over its seats by ${firm.overBy}: remove members or buy more seats before inviting anyone.`;
  }
  if (firm.seatsFree === 0) {
    return 'Every seat is taken: remove a member, revoke a pending invitation or buy more seats to invite someone.';
  }
  return null;
}

/** Invite lawyers: one by name and e-mail, or several from pasted lines or a CSV file. */
export function InviteSection({ firm }: { firm: EnterpriseFirm }) {
  const [mode, setMode] = useState<Mode>('one');
  const blocked = inviteBlockedReason(firm);
  return (
    <section
      aria-labelledby="invite-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="invite-heading" className="text-xl font-semibold text-slate-900">
            Invite lawyers
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {firm.overBy > 0 ? 'No seat is free.' : `${seatCount(firm.seatsFree)} free.`} Each invitation
            holds a seat until it is accepted or revoked.
          </p>
        </div>
        <SegmentedChoice name="invite-mode" legend="Invite" options={MODES} value={mode} onChange={setMode} />
      </div>
      {mode === 'one' ? (
        <InviteLawyerForm blocked={blocked} />
      ) : (
        <BulkInvite seatsFree={firm.overBy > 0 ? 0 : firm.seatsFree} blocked={blocked} />
      )}
    </section>
  );
}
