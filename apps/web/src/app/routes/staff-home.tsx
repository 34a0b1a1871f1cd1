import { Link } from 'react-router';
import { pageTitle } from '../../config/app';
import { STAFF_AREAS } from '../../features/staff/staff-areas';

/** `/staff`: what each area of the console is for. */
function StaffHomePage() {
  return (
    <div className="space-y-6">
      <title>{pageTitle('Staff console')}</title>
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Staff console</h1>
        <p className="mt-2 text-slate-700">
          Run Counsel CLE without a developer. Every change made here is written to the audit log.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {STAFF_AREAS.map((area) => (
          <li key={area.to}>
            <Link
              to={area.to}
              className="block h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-400 hover:shadow"
            >
              <span className="block text-lg font-semibold text-brand-800">{area.label}</span>
              <span className="mt-1 block text-sm text-slate-700">{area.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export { StaffHomePage as Component };
