import type { MouseEvent } from 'react';
import { Outlet, useMatches } from 'react-router';
import type { AccountSummary } from './account-menu';
import { CookieNotice } from './cookie-notice';
import { Footer } from './footer';
import { Header } from './header';
import { PromoBox } from './promo-box';

function hidesPromo(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'hidePromo' in handle && handle.hidePromo === true;
}

// Moves focus without touching the URL hash (a hash change would be a router navigation).
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
}

export interface AppLayoutProps {
  /** The signed-in account, passed in by the app (app/app-frame.tsx) — the frame imports no feature. */
  account?: AccountSummary;
}

/** The shared frame around every page. A route hides the promo box with `handle: { hidePromo: true }`. */
export function AppLayout({ account }: AppLayoutProps = {}) {
  const matches = useMatches();
  const hiddenByPage = matches.some((match) => hidesPromo(match.handle));

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        onClick={skipToMain}
        className="sr-only z-60 rounded-md bg-white px-4 py-2 font-semibold text-brand-900 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <Header account={account} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      {/* Floating items stack bottom-right, so the promo box never covers the cookie notice. */}
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-end gap-3 p-3 sm:p-4">
        <PromoBox hiddenByPage={hiddenByPage} />
        <CookieNotice />
      </div>
    </div>
  );
}
