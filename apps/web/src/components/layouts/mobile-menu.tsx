import { X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router';
import { useBodyScrollLock } from '../../hooks/use-body-scroll-lock';
import type { Role } from '@counsel/domain';
import { AccountAvatar, accountLinks, type AccountSummary } from './account-menu';
import { AUTH_LINKS, navItemsFor } from './nav-items';

export interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** Signed-out visitors also get Login and Register. */
  showAuthLinks: boolean;
  /** A signed-in account gets its entries (Manage Firm, Settings, Sign Out) at the bottom. */
  account?: AccountSummary;
  role?: Role;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  [
    'block rounded-md px-3 py-2.5 text-base font-medium',
    isActive ? 'bg-brand-700 text-white' : 'text-brand-900 hover:bg-brand-50',
  ].join(' ');

/**
 * The phone navigation: a panel that slides in from the right over a backdrop. While open it locks page
 * scrolling, keeps keyboard focus inside, and closes on Escape, on the backdrop, on its close button and on
 * navigation (the parent closes it when the location changes).
 */
export function MobileMenu({ id, open, onClose, showAuthLinks, account, role = 'VISITOR' }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  useBodyScrollLock(open);

  useEffect(() => {
    if (open) closeButtonRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  // Tab and Shift+Tab cycle inside the panel (it is a modal dialog).
  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div id={id} hidden={!open} className="lg:hidden">
      {open ? (
        <>
          <div
            aria-hidden="true"
            data-testid="mobile-menu-backdrop"
            onClick={onClose}
            className="fixed inset-0 z-40 bg-slate-900/50 transition-opacity starting:opacity-0 motion-reduce:transition-none"
          />
          <div
            ref={panelRef}
            role="dialog"
            aria-modal="true"
            aria-label="Menu"
            onKeyDown={trapFocus}
            className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-white p-4 shadow-xl transition-transform duration-200 starting:translate-x-full motion-reduce:transition-none"
          >
            <div className="flex items-center justify-between">
              <span className="text-lg font-bold text-brand-900">Menu</span>
              <button
                ref={closeButtonRef}
                type="button"
                aria-label="Close menu"
                onClick={onClose}
                className="inline-flex size-10 items-center justify-center rounded-md text-brand-900 hover:bg-brand-50"
              >
                <X aria-hidden="true" className="size-6" />
              </button>
            </div>
            <nav aria-label="Main">
              <ul className="flex flex-col gap-1">
                {navItemsFor(role !== 'VISITOR').map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.end} onClick={onClose} className={linkClass}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            {showAuthLinks ? (
              <div className="mt-2 flex flex-col gap-2 border-t border-slate-200 pt-4">
                <Link
                  to={AUTH_LINKS.signIn.to}
                  onClick={onClose}
                  className="rounded-md border border-brand-700 px-3 py-2.5 text-center font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {AUTH_LINKS.signIn.label}
                </Link>
                <Link
                  to={AUTH_LINKS.signUp.to}
                  onClick={onClose}
                  className="rounded-md bg-brand-700 px-3 py-2.5 text-center font-semibold text-white hover:bg-brand-800"
                >
                  {AUTH_LINKS.signUp.label}
                </Link>
              </div>
            ) : null}
            {account ? (
              <nav aria-label="Account" className="mt-2 border-t border-slate-200 pt-4">
                <div className="mb-2 flex items-center gap-2 px-3" title={account.name}>
                  <AccountAvatar name={account.name} />
                  <span className="truncate font-semibold text-brand-900">{account.name}</span>
                </div>
                <ul className="flex flex-col gap-1">
                  {accountLinks(role, account.membership, account.firm).map((link) => (
                    <li key={link.label}>
                      <NavLink to={link.to} onClick={onClose} className={linkClass}>
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                  <li>
                    <button
                      type="button"
                      onClick={() => {
                        onClose();
                        account.onSignOut();
                      }}
                      className="block w-full cursor-pointer rounded-md px-3 py-2.5 text-left text-base font-medium text-brand-900 hover:bg-brand-50"
                    >
                      Sign Out
                    </button>
                  </li>
                </ul>
              </nav>
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
