import { accountInitials, type Role } from '@counsel/domain';
import { ChevronDown } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { handleMenuKeys } from '../../lib/menu-keys';

/** What the frame needs to show a signed-in account; the app passes it in (components/ knows no feature). */
export interface AccountSummary {
  /** The display name (the e-mail when the account has no name). */
  name: string;
  /** The membership in words ("Individual", "Enterprise, 12 seats") while one is active; links to Settings. */
  membership?: string | null;
  /** The firm whose seat the account holds (an ACTIVE member); links to Settings › Membership. */
  firm?: string | null;
  onSignOut: () => void;
}

export interface AccountMenuProps extends AccountSummary {
  role: Role;
}

export interface AccountLink {
  label: string;
  to: string;
}

/**
 * The account entries before Sign Out: the membership and the firm when there are, Manage Firm only for firm
 * administrators, the staff console only for staff, then Settings.
 */
export function accountLinks(role: Role, membership?: string | null, firm?: string | null): AccountLink[] {
  const links: AccountLink[] = [];
  if (membership) links.push({ label: `Membership: ${membership}`, to: '/dashboard/settings#membership' });
  if (firm) links.push({ label: `Firm: ${firm}`, to: '/dashboard/settings#membership' });
  if (role === 'ENTERPRISE') links.push({ label: 'Manage Firm', to: '/dashboard/admin' });
  if (role === 'STAFF') links.push({ label: 'Staff console', to: '/staff' });
  links.push({ label: 'Settings', to: '/dashboard/settings' });
  return links;
}

const itemClass =
  'block w-full px-4 py-2 text-left text-sm text-slate-800 hover:bg-brand-50 focus:bg-brand-50 cursor-pointer';

/** The initials in a circle, as the account button and the mobile menu show them. */
export function AccountAvatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-400 text-xs font-bold text-brand-900"
    >
      {accountInitials(name)}
    </span>
  );
}

/**
 * The header's account menu (ARIA menu button): initials and the name (cut with an ellipsis, full name in the
 * title) open a menu of the membership and firm, Manage Firm (ENTERPRISE only), Settings and Sign Out. Arrow keys, Home and End move
 * between entries; Escape, Tab and a click outside close it.
 */
export function AccountMenu({ name, membership, firm, role, onSignOut }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const links = accountLinks(role, membership, firm);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, close]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    handleMenuKeys(event, items(), close);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={onButtonKeyDown}
        title={name}
        className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-white hover:bg-brand-700"
      >
        <AccountAvatar name={name} />
        <span className="max-w-[140px] truncate">{name}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      </button>
      {open ? (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Account"
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-50 mt-2 w-48 overflow-hidden rounded-md bg-white py-1 shadow-lg ring-1 ring-slate-900/10"
        >
          {links.map((link) => (
            <li key={link.label} role="none">
              <Link
                role="menuitem"
                tabIndex={-1}
                to={link.to}
                onClick={() => close(false)}
                className={itemClass}
              >
                {link.label}
              </Link>
            </li>
          ))}
          <li role="none" className="border-t border-slate-200">
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              onClick={() => {
                close(true);
                onSignOut();
              }}
              className={itemClass}
            >
              Sign Out
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
