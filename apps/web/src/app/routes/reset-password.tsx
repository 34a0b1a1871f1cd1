import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';
import { ResetPasswordForm } from '../../features/identity/components/reset-password-form';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** Where the reset e-mail lands (`?token=`): choose a new password, then log in with it. */
function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  // better-auth sends a refused link back here with `?error=INVALID_TOKEN` instead of a token.
  const token = searchParams.has('error') ? null : searchParams.get('token');
  const refused = searchParams.has('error');
  const [done, setDone] = useState(false);

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <title>{pageTitle('Reset your password')}</title>
      <div className="text-center">
        <KeyRound aria-hidden="true" className="mx-auto size-10 text-brand-600" />
        <h1 className="mt-4 text-3xl font-bold text-slate-900">Reset your password</h1>
      </div>
      {done ? (
        <div className="mt-6 space-y-6 text-center" role="status">
          <p className="text-slate-700">Your password has been changed. Log in with the new one.</p>
          <Button text="Log in" href={paths.signIn} />
        </div>
      ) : token ? (
        <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <ResetPasswordForm token={token} onReset={() => setDone(true)} />
        </div>
      ) : (
        <p className="mt-6 text-center text-slate-700">
          {refused
            ? 'This reset link has expired or was already used. '
            : 'This reset link is not complete. Open the link from the e-mail again, or '}
          <Link to={paths.signIn} className={linkClass}>
            {refused ? 'Ask for a new one from the login page' : 'ask for a new one from the login page'}
          </Link>
          .
        </p>
      )}
    </div>
  );
}

export { ResetPasswordPage as Component };
