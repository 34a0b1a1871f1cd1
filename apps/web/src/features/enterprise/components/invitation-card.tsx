import type { InvitationPreview } from '@counsel/contracts';
import { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format-date';

/** A valid invitation before anyone signs in: which firm, for whom, until when, and the ways to accept it. */
export function InvitationCard({
  invitation,
  actions,
}: {
  invitation: InvitationPreview;
  actions: ReactNode;
}) {
  return (
    <div className="text-center">
      <Building2 aria-hidden="true" className="mx-auto size-10 text-brand-600" />
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-700">Firm invitation</p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">Join {invitation.firmName} on Counsel CLE</h1>
      <p className="mt-3 text-slate-700">
        {invitation.firmName} invited <strong>{invitation.fullName}</strong> (
        <strong>{invitation.email}</strong>) to take a seat: every course in the catalog, on demand and live,
        with certificates state bars accept.
      </p>
      <p className="mt-2 text-sm text-slate-600">This link works until {formatDate(invitation.expiresAt)}.</p>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm">
        {actions}
      </div>
    </div>
  );
}
