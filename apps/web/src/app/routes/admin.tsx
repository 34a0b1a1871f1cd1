import { ShieldAlert } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';
import { useUserStore } from '../../stores/user-store';

/** Manage Firm (only the ENTERPRISE role): today a page that says firm management is not available yet. */
function AdminPage() {
  const role = useUserStore((state) => state.role);
  const isEnterprise = role === 'ENTERPRISE';
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <title>{pageTitle('Manage Firm')}</title>
      <ShieldAlert aria-hidden="true" className="mx-auto size-12 text-brand-600" />
      {isEnterprise ? (
        <>
          <h1 className="mt-4 text-3xl font-bold text-slate-900">Manage Firm</h1>
          <p className="mt-3 text-slate-700">
            Inviting, re-inviting and revoking lawyers and renaming your firm open here with the next release.
          </p>
        </>
      ) : (
        <>
          <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-600">
            403 · Not allowed
          </p>
          <h1 className="mt-2 text-3xl font-bold text-slate-900">Manage Firm is for firm administrators</h1>
          <p className="mt-3 text-slate-700">
            This page lets a firm&apos;s administrator invite lawyers and manage the firm&apos;s seats. If
            your firm has a subscription, ask its administrator for access; to buy seats for your firm, see
            the plans.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button text="See firm plans" href={paths.choosePlan} />
            <Button text="Browse courses" href={paths.browse} variant="secondary" />
          </div>
        </>
      )}
    </div>
  );
}

export { AdminPage as Component };
