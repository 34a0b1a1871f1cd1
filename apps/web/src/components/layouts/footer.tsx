import { Link } from 'react-router';

const linkClass = 'rounded-sm text-brand-100 underline-offset-4 hover:text-white hover:underline';

/** The page footer: a few links and the copyright line. */
export function Footer() {
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li>
              <Link to="/dashboard/courses" className={linkClass}>
                Browse
              </Link>
            </li>
            <li>
              <Link to="/contact" className={linkClass}>
                Contact us
              </Link>
            </li>
            <li>
              <Link to="/cookie-policy" className={linkClass}>
                Cookie policy
              </Link>
            </li>
          </ul>
        </nav>
        <p className="text-sm">© Counsel CLE</p>
      </div>
    </footer>
  );
}
