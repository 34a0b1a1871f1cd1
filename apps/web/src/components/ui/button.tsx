import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from './spinner';

export type ButtonVariant =
  'primary' | 'secondary' | 'boarding' | 'secondaryBold' | 'subscription' | 'danger';

export interface ButtonProps {
  variant?: ButtonVariant;
  text?: string;
  children?: ReactNode;
  /** Shows a spinner and makes the button inactive. */
  loading?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  /** Internal paths ("/x") render a router Link; other addresses (http(s), mailto) render a plain <a>. */
  href?: string;
  icon?: ReactNode;
  type?: 'button' | 'submit' | 'reset';
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  className?: string;
  'aria-label'?: string;
}

// Focus rings come from the global :focus-visible rule in index.css.
const BASE =
  'inline-flex items-center justify-center gap-2 text-center no-underline transition-colors select-none';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'rounded-md px-4 py-2 text-sm font-semibold bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  secondary:
    'rounded-md px-4 py-2 text-sm font-medium bg-white text-brand-700 border border-brand-200 shadow-sm ' +
    'hover:bg-brand-50 hover:border-brand-500',
  boarding:
    'rounded-full px-8 py-3 text-base font-semibold bg-brand-600 text-white shadow-md ' +
    'hover:bg-brand-700 hover:shadow-lg',
  secondaryBold:
    'rounded-md px-4 py-2 text-sm font-bold bg-transparent text-brand-800 border-2 border-brand-700 ' +
    'hover:bg-brand-700 hover:text-white',
  subscription:
    'rounded-md px-5 py-2.5 text-sm font-bold uppercase tracking-wide bg-brand-900 text-accent-400 ' +
    'ring-1 ring-accent-500/70 shadow-md hover:bg-brand-800 hover:text-accent-400',
  danger: 'rounded-md px-4 py-2 text-sm font-semibold bg-red-700 text-white shadow-sm hover:bg-red-800',
};

const INACTIVE = 'cursor-not-allowed opacity-60 pointer-events-none';

/** The one button of the app: six variants, loading and disabled states, and a link form (href). */
export function Button({
  variant = 'primary',
  text,
  children,
  loading = false,
  disabled = false,
  fullWidth = false,
  href,
  icon,
  type = 'button',
  onClick,
  className,
  'aria-label': ariaLabel,
}: ButtonProps) {
  const inactive = loading || disabled;
  const classes = [
    BASE,
    VARIANTS[variant],
    fullWidth ? 'w-full' : '',
    inactive ? INACTIVE : 'cursor-pointer',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {loading ? (
        <Spinner />
      ) : icon ? (
        <span aria-hidden="true" className="inline-flex shrink-0">
          {icon}
        </span>
      ) : null}
      {text}
      {children}
    </>
  );

  if (href !== undefined) {
    if (inactive) {
      // No href: an inactive link cannot be followed, by mouse or keyboard.
      return (
        <a
          role="link"
          aria-disabled="true"
          aria-busy={loading || undefined}
          aria-label={ariaLabel}
          className={classes}
        >
          {content}
        </a>
      );
    }
    if (href.startsWith('/') && !href.startsWith('//')) {
      return (
        <Link to={href} onClick={onClick} aria-label={ariaLabel} className={classes}>
          {content}
        </Link>
      );
    }
    return (
      <a href={href} onClick={onClick} aria-label={ariaLabel} className={classes}>
        {content}
      </a>
    );
  }

  return (
    <button
      type={type}
      disabled={inactive}
      aria-disabled={inactive || undefined}
      aria-busy={loading || undefined}
      aria-label={ariaLabel}
      onClick={inactive ? undefined : onClick}
      className={classes}
    >
      {content}
    </button>
  );
}
