import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';
import { ForgotPasswordForm } from '../../features/identity/components/forgot-password-form';
import { SignInForm } from '../../features/identity/components/sign-in-form';
import { useAuth } from '../../features/identity/hooks/use-auth';
import { isSafeReturnPath, takePostSignInPath } from '../../features/identity/lib/post-sign-in-path';
import { readAccountReady } from '../../features/identity/lib/sign-in-state';
import { useUserStore } from '../../stores/user-store';
import { readSignInRedirect } from '../guards';

/** Log in with e-mail and password, or ask for a password reset link; then on to the chosen course or Home. */
function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { reloadUser } = useAuth();
  const [forgotPassword, setForgotPassword] = useState(false);
  // Set when a guarded page sent the visitor here; they go back there once signed in.
  const returnPath = readSignInRedirect(location.state);
  // Set when an account was just created already verified (signed up with a firm's invitation).
  const accountReady = readAccountReady(location.state);
  const hasInvitation = useUserStore((state) => state.invitationToken !== null);

  const onSignedIn = async () => {
    await reloadUser();
    await navigate(takePostSignInPath(returnPath), { replace: true });
  };

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <title>{pageTitle('Login')}</title>
      <div className="text-center">
        <LogIn aria-hidden="true" className="mx-auto size-10 text-brand-600" />
        <h1 className="mt-4 text-3xl font-bold text-slate-900">Log in</h1>
        {accountReady !== null ? (
          <p className="mt-3 text-slate-700" role="status">
            Your account is ready and your e-mail is confirmed. Log in to start.
          </p>
        ) : hasInvitation ? (
          <p className="mt-3 text-slate-700" role="status">
            Log in with the invited e-mail to accept your firm&apos;s invitation.
          </p>
        ) : (
          isSafeReturnPath(returnPath) && (
            <p className="mt-3 text-slate-700" role="status">
              Please log in to continue. You will go straight back to the page you opened.
            </p>
          )
        )}
      </div>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        {forgotPassword ? (
          <ForgotPasswordForm onBack={() => setForgotPassword(false)} />
        ) : (
          <SignInForm
            onSignedIn={onSignedIn}
            onForgotPassword={() => setForgotPassword(true)}
            defaultEmail={accountReady ?? undefined}
          />
        )}
      </div>
      <p className="mt-6 text-center text-slate-700">
        New to Counsel CLE?{' '}
        <Link
          to={paths.signUp}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          Create an account
        </Link>
      </p>
    </div>
  );
}

export { SignInPage as Component };
