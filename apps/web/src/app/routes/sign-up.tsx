import { MailCheck, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';
import { SignUpForm } from '../../features/identity/components/sign-up-form';
import { useUserStore } from '../../stores/user-store';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * Create an account. An enterprise invitation link (`?token=`) is kept in useUserStore.invitationToken for
 * after sign-in. On success the address must be verified first: the page says where the link went.
 */
function SignUpPage() {
  const [searchParams] = useSearchParams();
  const invitationToken = searchParams.get('token');
  const intendedCourseId = useUserStore((state) => state.intendedCourseId);
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => {
    if (invitationToken) useUserStore.setState({ invitationToken });
  }, [invitationToken]);

  const onSignedUp = (email: string) => {
    useUserStore.setState({ isFirstTimeUser: true });
    setSentTo(email);
  };

  if (sentTo !== null) {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <title>{pageTitle('Register')}</title>
        <MailCheck aria-hidden="true" className="mx-auto size-10 text-brand-600" />
        <h1 className="mt-4 text-3xl font-bold text-slate-900">Check your inbox</h1>
        <p className="mt-3 text-slate-700" role="status">
          We have sent a link to <strong>{sentTo}</strong>. Open it to verify your e-mail, then log in.
        </p>
        <p className="mt-6">
          <Link to={paths.signIn} className={linkClass}>
            Go to log in
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <title>{pageTitle('Register')}</title>
      <div className="text-center">
        <UserPlus aria-hidden="true" className="mx-auto size-10 text-brand-600" />
        <h1 className="mt-4 text-3xl font-bold text-slate-900">Create your account</h1>
        {invitationToken ? (
          <p className="mt-3 text-slate-700">Create your account to accept your firm&apos;s invitation.</p>
        ) : null}
        {intendedCourseId ? (
          <p className="mt-3 text-slate-700">
            We kept the course you chose; once you are signed in, we&apos;ll bring you back to it.
          </p>
        ) : null}
      </div>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <SignUpForm onSignedUp={onSignedUp} />
      </div>
      <p className="mt-6 text-center text-slate-700">
        Already have an account?{' '}
        <Link to={paths.signIn} className={linkClass}>
          Log in
        </Link>
      </p>
    </div>
  );
}

export { SignUpPage as Component };
