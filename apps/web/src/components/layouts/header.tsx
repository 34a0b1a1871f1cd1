import { Menu } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useUserStore } from '../../stores/user-store';
import { AccountMenu, type AccountSummary } from './account-menu';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { AUTH_LINKS, navItemsFor } from './nav-items';

const MOBILE_MENU_ID = 'mobile-menu';
/**
 * Tailwind's lg breakpoint: from here on the desktop navigation shows and the mobile menu is not needed. (A signed-in
 * lawyer's five entries, the logo and the account menu do not fit in one row below it.)
 */
const DESKTOP_QUERY = '(min-width: 64rem)';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  [
    'relative rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive
      ? 'bg-brand-900 text-accent-400 after:absolute after:inset-x-3 after:-bottom-px after:h-0.5 after:bg-accent-400'
      : 'text-brand-100 hover:bg-brand-700 hover:text-white',
  ].join(' ');

export interface HeaderProps {
  /** The signed-in account (from the app's auth provider); the menu shows when the role is not VISITOR. */
  account?: AccountSummary;
}

/**
 * The top header: logo, the four entries (with Compliance once signed in; the active one highlighted), Login/Register
 * or the account menu.
 */
export function Header({ account }: HeaderProps) {
  const location = useLocation();
  const role = useUserStore((state) => state.role);
  const isVisitor = role === 'VISITOR';
  const signedInAccount = !isVisitor && account ? account : undefined;
  // The menu is open for the location it was opened on, so any navigation closes it.
  const [openOnKey, setOpenOnKey] = useState<string | null>(null);
  const menuOpen = openOnKey !== null && openOnKey === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  const closeMenu = useCallback(() => setOpenOnKey(null), []);

  useEffect(() => {
    if (wasOpen.current && !menuOpen) toggleRef.current?.focus();
    wasOpen.current = menuOpen;
  }, [menuOpen]);

  // Growing the window past the phone layout hides the menu, so close it and release the scroll lock.
  useEffect(() => {
    if (!menuOpen || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) closeMenu();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [menuOpen, closeMenu]);

  return (
    <header className="sticky top-0 z-50 bg-brand-800 text-white shadow-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navItemsFor(!isVisitor).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {isVisitor ? (
            <div className="hidden items-center gap-2 lg:flex">
              <Link
                to={AUTH_LINKS.signIn.to}
                className="rounded-md px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
              >
                {AUTH_LINKS.signIn.label}
              </Link>
              <Link
                to={AUTH_LINKS.signUp.to}
                className="rounded-md bg-accent-400 px-3 py-2 text-sm font-semibold text-brand-900 hover:bg-accent-500"
              >
                {AUTH_LINKS.signUp.label}
              </Link>
            </div>
          ) : null}
          {signedInAccount ? (
            <div className="hidden lg:block">
              <AccountMenu
                name={signedInAccount.name}
                membership={signedInAccount.membership ?? null}
                firm={signedInAccount.firm ?? null}
                role={role}
                onSignOut={signedInAccount.onSignOut}
              />
            </div>
          ) : null}
          <button
            ref={toggleRef}
            type="button"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setOpenOnKey(location.key)}
            className="inline-flex size-10 items-center justify-center rounded-md text-white hover:bg-brand-700 lg:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </div>
      </div>
      <MobileMenu
        id={MOBILE_MENU_ID}
        open={menuOpen}
        onClose={closeMenu}
        showAuthLinks={isVisitor}
        account={signedInAccount}
        role={role}
      />
    </header>
  );
}
