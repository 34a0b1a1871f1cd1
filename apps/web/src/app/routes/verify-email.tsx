import { MailCheck, MailWarning } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/identity/hooks/use-auth';
import { takePostSignInPath } from '../../features/identity/lib/post-sign-in-path';
import { useUserStore } from '../../stores/user-store';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * Where the verification e-mail lands: `?verified=1` once the address is verified (Continue reloads the user
 * and goes on), `?error=` when better-auth refused the link; without either it explains the step.
 */
function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { reloadUser } = useAuth();
  const [continuing, setContinuing] = useState(false);
  const verified = searchParams.get('verified') === '1' && !searchParams.has('error');
  const failed = searchParams.has('error');

  const onContinue = async () => {
    setContinuing(true);
    try {
      const user = await reloadUser();
      // A just-verified account is new: onboarding (admissions, practice areas) comes first.
      if (user) useUserStore.setState({ isFirstTimeUser: true });
      await navigate(user ? takePostSignInPath() : paths.signIn);
    } finally {
      setContinuing(false);
    }
  };

  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <title>{pageTitle('Verify your e-mail')}</title>
      {verified ? (
        <>
          <MailCheck aria-hidden="true" className="mx-auto size-10 text-brand-600" />
          <h1 className="mt-4 text-3xl font-bold text-slate-900">Your e-mail is verified</h1>
          <p className="mt-3 text-slate-700">
            Thank you: your address is verified and your account is ready.
          </p>
          <div className="mt-8 flex justify-center">
            <Button text="Continue" loading={continuing} onClick={() => void onContinue()} />
          </div>
        </>
      ) : (
        <>
          <MailWarning aria-hidden="true" className="mx-auto size-10 text-brand-600" />
          <h1 className="mt-4 text-3xl font-bold text-slate-900">Verify your e-mail</h1>
          {failed ? (
            <p className="mt-3 text-slate-700" role="alert">
              This verification link is not valid or has expired. Log in and we will send you a new one.
            </p>
          ) : (
            <p className="mt-3 text-slate-700">
              We have sent a link to your e-mail address. Open it to verify your address, then log in. No
              e-mail? Log in and we will send you a new link.
            </p>
          )}
          <p className="mt-8">
            <Link to={paths.signIn} className={linkClass}>
              Go to log in
            </Link>
          </p>
        </>
      )}
    </div>
  );
}

export { VerifyEmailPage as Component };
