import { ShieldAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** Signed in without the STAFF role: the console is not for this account, and where to go instead. */
export function StaffNotAllowed() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <ShieldAlert aria-hidden="true" className="mx-auto size-12 text-brand-600" />
      <p className="mt-4 text-sm font-semibold tracking-wide text-brand-600 uppercase">403 · Not allowed</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">The staff console is for Counsel CLE staff</h1>
      <p className="mt-3 text-slate-700">
        This is where the people who run Counsel CLE manage courses, credit approvals and support. If you work
        here, ask another staff member to grant you access, then sign in again.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button text="Go to Home" href={paths.home} />
        <Button text="Browse courses" href={paths.browse} variant="secondary" />
      </div>
    </div>
  );
}
