import type { UserProfile } from '@counsel/contracts';
import { UserRoundX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';
import { useAcceptInvitation } from '../../features/enterprise/api/accept-invitation';
import { useInvitation } from '../../features/enterprise/api/get-invitation';
import { InvitationCard } from '../../features/enterprise/components/invitation-card';
import { InvitationProblemPanel } from '../../features/enterprise/components/invitation-problem-panel';
import { firmWelcomeState, welcomeMessage } from '../../features/enterprise/lib/firm-welcome';
import {
  acceptErrorMessage,
  invitationProblem,
  invitationProblemOf,
  invitedEmailOf,
} from '../../features/enterprise/lib/invitation-messages';
import { useAuth } from '../../features/identity/hooks/use-auth';
import { isApiError } from '../../lib/api-client';
import { errorReason } from '../../lib/error-reason';
import { useUserStore } from '../../stores/user-store';

/** The token rides in the user state through sign-up, e-mail verification and sign-in; null forgets it. */
function keepToken(token: string | null) {
  useUserStore.setState({ invitationToken: token });
}

function Loading({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center gap-4 py-10 text-center">
      <h1 className="sr-only">Firm invitation</h1>
      <Spinner size="lg" label={label} />
      <p aria-hidden="true" className="text-slate-700">
        {label}
      </p>
    </div>
  );
}

/** Signed out: the invitation, then "Create your account" (the invited e-mail, already verified) or "Log in". */
function SignedOutInvitation({ token }: { token: string }) {
  const invitation = useInvitation(token);
  const problem = invitation.isError ? invitationProblemOf(invitation.error) : null;

  useEffect(() => {
    // A dead link is not carried through sign-in; a used one is (its lawyer logs in and lands back here).
    if (problem && problem.code !== 'INVITATION_USED') keepToken(null);
  }, [problem]);

  if (problem) {
    return (
      <InvitationProblemPanel
        problem={problem}
        actions={
          <>
            {problem.code === 'INVITATION_USED' ? <Button text="Log in" href={paths.signIn} /> : null}
            <Button variant="secondary" text="Go to Home" href={paths.home} />
          </>
        }
      />
    );
  }
  if (invitation.isError) {
    return (
      <div role="alert" className="text-center">
        <h1 className="text-2xl font-bold text-slate-900">We could not load your invitation</h1>
        <p className="mt-2 text-slate-700">{errorReason(invitation.error, 'Please try again.')}</p>
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" text="Try again" onClick={() => void invitation.refetch()} />
        </div>
      </div>
    );
  }
  if (!invitation.data) return <Loading label="Loading your invitation…" />;
  const { email } = invitation.data;
  return (
    <InvitationCard
      invitation={invitation.data}
      actions={
        <div className="space-y-6">
          <div>
            <h2 className="text-lg font-semibold text-slate-900">New to Counsel CLE?</h2>
            <p className="mt-1 text-slate-700">
              Create your account with {email}. The invitation confirms the address, so you can log in right
              away.
            </p>
            <div className="mt-3">
              <Button text="Create your account" href={paths.signUpWithInvitation(token)} fullWidth />
            </div>
          </div>
          <div className="border-t border-slate-200 pt-6">
            <h2 className="text-lg font-semibold text-slate-900">Already have an account?</h2>
            <p className="mt-1 text-slate-700">Log in with {email}; we will bring you back here to join.</p>
            <div className="mt-3">
              <Button variant="secondary" text="Log in" href={paths.signIn} fullWidth />
            </div>
          </div>
        </div>
      }
    />
  );
}

/** Signed in as another address than the invited one: say which, and offer to sign out (the token stays). */
function WrongAccount({
  invitedEmail,
  user,
  token,
}: {
  invitedEmail: string | null;
  user: UserProfile;
  token: string;
}) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    await logout();
    // Logging out resets the user state: the invitation is kept for the right account.
    keepToken(token);
    setSigningOut(false);
  };
  return (
    <div className="text-center">
      <UserRoundX aria-hidden="true" className="mx-auto size-10 text-brand-600" />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">This invitation is for another e-mail</h1>
      <p role="alert" className="mt-3 text-slate-700">
        {invitedEmail ? (
          <>
            It was sent to <strong>{invitedEmail}</strong>, and you are logged in as{' '}
            <strong>{user.email}</strong>.
          </>
        ) : (
          <>It was sent to another address than {user.email}.</>
        )}{' '}
        Sign out, then log in or create your account with the invited address to join the firm.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button text="Sign out" loading={signingOut} onClick={() => void signOut()} />
        <Button
          variant="secondary"
          text={`Stay as ${user.email}`}
          onClick={() => {
            keepToken(null);
            void navigate(paths.home);
          }}
        />
      </div>
    </div>
  );
}

/** Signed in: accepts at once (accepting one's own accepted invitation again changes nothing), then goes Home. */
function AcceptAsUser({ token, user }: { token: string; user: UserProfile }) {
  const accept = useAcceptInvitation();
  const { reloadUser } = useAuth();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      let accepted;
      try {
        accepted = await accept.mutateAsync(token);
      } catch (error) {
        // The token stays only where coming back can still work: the wrong account, a failure worth retrying.
        if (!isWrongAccount(error) && !isRetryable(error)) keepToken(null);
        return;
      }
      keepToken(null);
      // The role claim changes (a seat: user), and the firm shows in the account menu.
      await reloadUser();
      toast.success(welcomeMessage(accepted.firm.name));
      await navigate(paths.home, { replace: true, state: firmWelcomeState(accepted) });
    })();
  }, [accept, token, reloadUser, navigate]);

  if (accept.isError) {
    const problem = invitationProblemOf(accept.error);
    if (problem) {
      return (
        <InvitationProblemPanel
          problem={problem}
          actions={<Button variant="secondary" text="Go to Home" href={paths.home} />}
        />
      );
    }
    if (isWrongAccount(accept.error)) {
      return <WrongAccount invitedEmail={invitedEmailOf(accept.error)} user={user} token={token} />;
    }
    return (
      <div className="text-center">
        <h1 className="text-3xl font-bold text-slate-900">We could not add you to the firm</h1>
        <p role="alert" className="mt-3 text-slate-700">
          {acceptErrorMessage(accept.error)}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {isRetryable(accept.error) ? (
            <Button
              text="Try again"
              onClick={() => {
                keepToken(token);
                accept.reset();
                started.current = false;
              }}
            />
          ) : null}
          <Button variant="secondary" text="Go to Home" href={paths.home} />
        </div>
      </div>
    );
  }
  return <Loading label="Joining your firm…" />;
}

function isWrongAccount(error: unknown): boolean {
  return isApiError(error) && error.code === 'INVITATION_EMAIL_MISMATCH';
}

/** Not a refusal that will stay the same: a network failure, a server error, an address not verified yet. */
function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.code === 'EMAIL_NOT_VERIFIED' || error.status === 0 || error.status >= 500;
}

/**
 * Where a firm's invitation e-mail leads (`/auth/accept-invitation?token=`). The token is kept in the user state,
 * so it survives sign-up, e-mail verification and sign-in, which all come back here. Signed out: the invitation
 * with "Create your account" and "Log in". Signed in: accepts it, reloads the user (the role changes) and goes
 * Home with a welcome; the wrong account, and dead links (unknown, expired, revoked, used), each say so.
 */
function AcceptInvitationPage() {
  const [searchParams] = useSearchParams();
  const urlToken = searchParams.get('token');
  const storedToken = useUserStore((state) => state.invitationToken);
  const token = urlToken !== null && urlToken !== '' ? urlToken : storedToken;
  const { user, loading } = useAuth();

  useEffect(() => {
    if (urlToken) keepToken(urlToken);
  }, [urlToken]);

  let content;
  if (!token) {
    content = (
      <InvitationProblemPanel
        problem={invitationProblem('MISSING_TOKEN')}
        actions={<Button variant="secondary" text="Go to Home" href={paths.home} />}
      />
    );
  } else if (loading && !user) {
    content = <Loading label="Loading your invitation…" />;
  } else if (!user) {
    content = <SignedOutInvitation token={token} />;
  } else {
    content = <AcceptAsUser key={`${user.id}-${token}`} token={token} user={user} />;
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <title>{pageTitle('Firm invitation')}</title>
      {content}
    </div>
  );
}

export { AcceptInvitationPage as Component };
