import { PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { FirmWelcomeState } from '../lib/firm-welcome';

export interface FirmWelcomeProps {
  joined: FirmWelcomeState['joinedFirm'];
  /** A brand-new account: its admissions and practice areas are still to set up. */
  firstTime: boolean;
}

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * Home, right after joining a firm: its name, what the seat gives, and, for a lawyer who also pays for an individual
 * membership, that both keep working and where to cancel the individual one.
 */
export function FirmWelcome({ joined, firstTime }: FirmWelcomeProps) {
  return (
    <section
      aria-labelledby="firm-welcome-heading"
      className="flex items-start gap-4 rounded-2xl border border-green-200 bg-green-50 p-5 text-slate-900"
    >
      <PartyPopper aria-hidden="true" className="size-8 shrink-0 text-green-700" />
      <div className="space-y-2">
        <h2 id="firm-welcome-heading" className="text-xl font-bold">
          You joined {joined.name}
        </h2>
        <p>
          Your seat opens every course in the catalog, on demand and live, with certificates for your bar.
        </p>
        {joined.hasIndividualMembership ? (
          <p>
            You also have an individual membership. Both keep working; if you no longer need yours, cancel it
            under{' '}
            <Link to={`${paths.settings}#membership`} className={linkClass}>
              Manage billing in Settings
            </Link>
            .
          </p>
        ) : null}
        {firstTime ? (
          <p>
            <Link to={paths.onboarding} className={linkClass}>
              Tell us where you are admitted
            </Link>{' '}
            so each course shows the credit it earns you.
          </p>
        ) : null}
      </div>
    </section>
  );
}
