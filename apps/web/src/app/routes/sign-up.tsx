import { MailCheck, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';
import { useInvitation } from '../../features/enterprise/api/get-invitation';
import { invitationProblemOf } from '../../features/enterprise/lib/invitation-messages';
import { SignUpForm } from '../../features/identity/components/sign-up-form';
import type { AccountReadyState } from '../../features/identity/lib/sign-in-state';
import { useUserStore } from '../../stores/user-store';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * Create an account. An enterprise invitation link (`?token=`) is kept in useUserStore.invitationToken for
 * after sign-in; while it is valid the e-mail is the invited one and the name starts as the firm wrote it, and the
 * account is created verified and in the firm, so the page goes straight to log in. Otherwise the address must be
 * verified first: the page says where the link went.
 */
function SignUpPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const invitationToken = searchParams.get('token');
  const invitation = useInvitation(invitationToken);
  const problem = invitation.isError ? invitationProblemOf(invitation.error) : null;
  const intendedCourseId = useUserStore((state) => state.intendedCourseId);
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => {
    if (invitationToken) useUserStore.setState({ invitationToken });
  }, [invitationToken]);

  // A link that can no longer be used is not carried through sign-in.
  useEffect(() => {
    if (problem) useUserStore.setState({ invitationToken: null });
  }, [problem]);

  const onSignedUp = (email: string, emailVerified: boolean) => {
    useUserStore.setState({ isFirstTimeUser: true });
    if (emailVerified) {
      const state: AccountReadyState = { accountReady: email };
      void navigate(paths.signIn, { replace: true, state });
      return;
    }
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

  const waiting = invitationToken !== null && invitation.isPending;
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <title>{pageTitle('Register')}</title>
      <div className="text-center">
        <UserPlus aria-hidden="true" className="mx-auto size-10 text-brand-600" />
        <h1 className="mt-4 text-3xl font-bold text-slate-900">Create your account</h1>
        {invitation.data ? (
          <p className="mt-3 text-slate-700">
            <strong>{invitation.data.firmName}</strong> invited <strong>{invitation.data.email}</strong>.
            Create your account with this address to take your seat: the invitation confirms it, so you can
            log in right away.
          </p>
        ) : invitationToken && !problem ? (
          <p className="mt-3 text-slate-700">Create your account to accept your firm&apos;s invitation.</p>
        ) : null}
        {intendedCourseId ? (
          <p className="mt-3 text-slate-700">
            We kept the course you chose; once you are signed in, we&apos;ll bring you back to it.
          </p>
        ) : null}
      </div>
      {problem ? (
        <div role="alert" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">{problem.title}</p>
          <p className="mt-1 text-sm">
            {problem.text} You can still create an account; it will not join a firm.
          </p>
        </div>
      ) : null}
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        {waiting ? (
          <div className="flex justify-center py-6">
            <Spinner size="md" label="Loading your invitation" />
          </div>
        ) : (
          <SignUpForm
            key={invitation.data?.email ?? 'no-invitation'}
            onSignedUp={onSignedUp}
            fixedEmail={invitation.data?.email}
            defaultName={invitation.data?.fullName}
          />
        )}
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
