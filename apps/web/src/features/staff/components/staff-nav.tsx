import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { STAFF_AREAS } from '../staff-areas';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  [
    'block rounded-md px-3 py-2 text-sm font-medium',
    isActive ? 'bg-brand-800 text-white' : 'text-slate-800 hover:bg-brand-50',
  ].join(' ');

/** The staff console's navigation: the overview, then every area (a row of links on phones, a column from lg). */
export function StaffNav() {
  return (
    <nav aria-label="Staff console" className="lg:w-56 lg:shrink-0">
      <p className="mb-2 px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">Staff console</p>
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        <li>
          <NavLink to={paths.staff} end className={linkClass}>
            Overview
          </NavLink>
        </li>
        {STAFF_AREAS.map((area) => (
          <li key={area.to}>
            <NavLink to={area.to} className={linkClass}>
              {area.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
