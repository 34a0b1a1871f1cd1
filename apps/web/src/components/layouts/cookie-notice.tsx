import { Cookie } from 'lucide-react';
import { Link } from 'react-router';
import { useCookieConsent } from '../../hooks/use-cookie-consent';
import { Button } from '../ui/button';

/** Shown until the visitor accepts cookies (docs/product-rules.md#cookie-notice); the choice is kept in localStorage. */
export function CookieNotice() {
  const { hasConsent, accept } = useCookieConsent();
  if (hasConsent) return null;

  return (
    <section
      aria-label="Cookie notice"
      className="pointer-events-auto flex w-full flex-col gap-3 rounded-xl border border-slate-300 bg-white p-4 shadow-xl sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <Cookie aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <p className="text-sm text-slate-800">
          This website uses cookies to improve your experience. By continuing, you accept our{' '}
          <Link to="/cookie-policy" className="font-medium text-brand-700 underline hover:text-brand-900">
            cookie policy
          </Link>
          .
        </p>
      </div>
      <Button text="Accept" onClick={accept} className="shrink-0" />
    </section>
  );
}
