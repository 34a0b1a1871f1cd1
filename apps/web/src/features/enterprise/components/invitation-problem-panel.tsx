import { MailX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { InvitationProblem } from '../lib/invitation-messages';

/** An invitation link that cannot be used (unknown, expired, revoked, used, incomplete): why, and what to do. */
export function InvitationProblemPanel({
  problem,
  actions,
}: {
  problem: InvitationProblem;
  actions?: ReactNode;
}) {
  return (
    <div className="text-center">
      <MailX aria-hidden="true" className="mx-auto size-10 text-brand-600" />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{problem.title}</h1>
      <p role="alert" className="mt-3 text-slate-700">
        {problem.text}
      </p>
      {actions ? <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
