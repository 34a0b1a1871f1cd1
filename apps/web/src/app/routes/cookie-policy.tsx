import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { COOKIE_CONSENT_KEY, useCookieConsent } from '../../hooks/use-cookie-consent';

interface StoredItem {
  name: string;
  where: string;
  purpose: string;
  kept: string;
}

const STORED_ITEMS: StoredItem[] = [
  {
    name: COOKIE_CONSENT_KEY,
    where: 'Local storage',
    purpose: 'Remembers that you accepted this cookie policy, so the cookie notice is not shown again.',
    kept: 'Until you withdraw consent or clear your browser data',
  },
  {
    name: 'counsel-user',
    where: 'Local storage',
    purpose:
      'Your role and choices in progress, such as the course or membership plan you picked before signing in.',
    kept: 'Until you sign out or clear your browser data',
  },
  {
    name: 'counsel-promo',
    where: 'Local storage',
    purpose: 'When you dismissed the membership offer, so it stays hidden for 3 days.',
    kept: 'Until you clear your browser data',
  },
  {
    name: 'counsel-scroll',
    where: 'Session storage',
    purpose: 'Where you were on the course list, so going back returns you to the same place.',
    kept: 'Until you close the browser tab',
  },
  {
    name: 'Sign-in session',
    where: 'Cookie (HTTP only)',
    purpose: 'Keeps you signed in. Set by our own server only when you sign in; strictly necessary.',
    kept: 'Until you sign out or the session expires',
  },
];

/** What the app stores in the browser, and a way to withdraw consent. */
function CookiePolicyRoute() {
  const { hasConsent, withdraw } = useCookieConsent();
  const [withdrawn, setWithdrawn] = useState(false);

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <title>Cookie policy · Counsel CLE</title>
      <h1 className="text-3xl font-bold text-brand-900">Cookie policy</h1>
      <p className="mt-4 text-slate-700">
        Counsel CLE keeps a small amount of information in your browser so the site works as you expect. We
        use no advertising cookies and no third-party trackers or analytics, and nothing listed here is shared
        with anyone else.
      </p>

      <h2 className="mt-10 text-xl font-semibold text-brand-900">What we store</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {STORED_ITEMS.map((item) => (
          <li key={item.name} className="rounded-lg border border-slate-200 bg-white p-4">
            <h3 className="font-mono text-sm font-semibold break-all text-brand-900">{item.name}</h3>
            <dl className="mt-2 space-y-1 text-sm text-slate-700">
              <div>
                <dt className="inline font-semibold text-slate-900">Where: </dt>
                <dd className="inline">{item.where}</dd>
              </div>
              <div>
                <dt className="inline font-semibold text-slate-900">Purpose: </dt>
                <dd className="inline">{item.purpose}</dd>
              </div>
              <div>
                <dt className="inline font-semibold text-slate-900">Kept: </dt>
                <dd className="inline">{item.kept}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>

      <h2 className="mt-10 text-xl font-semibold text-brand-900">Your choice</h2>
      <p className="mt-4 text-slate-700">
        You can withdraw your consent at any time. The cookie notice then appears again, and you can also
        remove everything listed above by clearing this site&apos;s data in your browser settings.
      </p>
      <p className="mt-4 text-slate-700">
        Your current choice: <strong>{hasConsent ? 'accepted' : 'not given'}</strong>
      </p>
      <div className="mt-4">
        <Button
          variant="secondaryBold"
          text="Withdraw cookie consent"
          disabled={!hasConsent}
          onClick={() => {
            withdraw();
            setWithdrawn(true);
          }}
        />
      </div>
      <p role="status" className="mt-3 text-sm text-slate-700">
        {withdrawn && !hasConsent ? 'Your consent has been withdrawn.' : ''}
      </p>
    </article>
  );
}

export { CookiePolicyRoute as Component };
