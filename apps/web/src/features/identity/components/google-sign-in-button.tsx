import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { isApiError, NETWORK_ERROR_CODE, NETWORK_FAILURE_MESSAGE } from '../../../lib/api-client';
import { useUserStore } from '../../../stores/user-store';
import { useAuthProviders } from '../api/get-auth-providers';
import { useRegisterGoogle } from '../api/register-google';
import { FormError } from './form-error';

/** Google Identity Services, loaded only when the server says Google sign-in is on (the CSP allows it then). */
const GIS_SCRIPT_SRC = 'https://accounts.google.com/gsi/client';

/** The part of Google Identity Services (`google.accounts.id`) this button uses. */
interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    context?: 'signin' | 'signup';
    ux_mode?: 'popup';
    use_fedcm_for_button?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard';
      theme?: 'outline';
      size?: 'large';
      text?: 'continue_with';
      shape?: 'rectangular';
      logo_alignment?: 'left';
      width?: number;
    },
  ): void;
}

function googleAccountsId(): GoogleAccountsId | undefined {
  return (window as { google?: { accounts?: { id?: GoogleAccountsId } } }).google?.accounts?.id;
}

let loading: Promise<GoogleAccountsId> | null = null;

/** Adds the GIS script tag once per page (again after a failure) and resolves with `google.accounts.id`. */
function loadGoogleIdentityServices(): Promise<GoogleAccountsId> {
  const ready = googleAccountsId();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SCRIPT_SRC;
    script.async = true;
    const fail = () => {
      loading = null;
      script.remove();
      reject(new Error('Google Identity Services did not load'));
    };
    script.onload = () => {
      const api = googleAccountsId();
      if (api) resolve(api);
      else fail();
    };
    script.onerror = fail;
    document.head.append(script);
  });
  return loading;
}

const LOAD_FAILED_MESSAGE =
  'Google sign-in could not load. Use your e-mail and password, or try again later.';

function googleSignInErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === NETWORK_ERROR_CODE) return NETWORK_FAILURE_MESSAGE;
    // The API words these for people: an expired sign-in, an address Google has not verified, too many tries.
    if (error.code === 'GOOGLE_TOKEN_INVALID' || error.code === 'RATE_LIMITED') return error.message;
    if (error.code === 'GOOGLE_SIGN_IN_DISABLED') {
      return 'Google sign-in is not available. Use your e-mail and password.';
    }
  }
  return 'We could not sign you in with Google. Please try again.';
}

export interface GoogleSignInButtonProps {
  /** Errors of this button are announced in the element with this id. */
  errorId: string;
  /** An enterprise invitation token to send along (the sign-up page's `?token=`). */
  invitationToken?: string | null;
  /** Called once the session cookie is set: reload the user and leave the page, as after an e-mail sign-in. */
  onSignedIn: () => Promise<void> | void;
}

/**
 * "Continue with Google" (Google Identity Services), shown only when GET /api/auth/providers names a client id.
 * Google hands the page an ID token; POST /api/auth/register-google turns it into our session cookie.
 */
export function GoogleSignInButton(props: GoogleSignInButtonProps) {
  const providers = useAuthProviders();
  const clientId = providers.data?.google?.clientId;
  if (!clientId) return null;
  return <GoogleButton clientId={clientId} {...props} />;
}

function GoogleButton({
  clientId,
  errorId,
  invitationToken,
  onSignedIn,
}: GoogleSignInButtonProps & { clientId: string }) {
  const container = useRef<HTMLDivElement>(null);
  const registerGoogle = useRegisterGoogle();
  const [loadFailed, setLoadFailed] = useState(false);
  const [finishing, setFinishing] = useState(false);

  const onCredential = useEffectEvent(async (credential: string | undefined) => {
    if (!credential) return;
    let result;
    try {
      result = await registerGoogle.mutateAsync({ credential, invitationToken });
    } catch {
      return; // The mutation holds the error; the message below shows it.
    }
    if (result.isNewUser) useUserStore.setState({ isFirstTimeUser: true });
    setFinishing(true);
    try {
      await onSignedIn();
    } finally {
      setFinishing(false);
    }
  });

  useEffect(() => {
    let active = true;
    loadGoogleIdentityServices().then(
      (google) => {
        const parent = container.current;
        if (!active || !parent) return;
        google.initialize({
          client_id: clientId,
          callback: (response) => void onCredential(response.credential),
          ux_mode: 'popup',
          use_fedcm_for_button: true,
        });
        parent.replaceChildren();
        google.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          logo_alignment: 'left',
          width: Math.min(400, Math.max(200, parent.clientWidth || 320)),
        });
      },
      () => {
        if (active) setLoadFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [clientId]);

  const busy = registerGoogle.isPending || finishing;
  const error = loadFailed
    ? LOAD_FAILED_MESSAGE
    : registerGoogle.error
      ? googleSignInErrorMessage(registerGoogle.error)
      : null;

  return (
    <div className="mt-6 space-y-3">
      <div className="flex items-center gap-3 text-sm text-slate-500">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
        or
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      </div>
      <div ref={container} className="flex min-h-10 justify-center" aria-busy={busy} />
      {busy ? (
        <p role="status" className="text-center text-sm text-slate-700">
          Signing you in with Google…
        </p>
      ) : null}
      <FormError id={errorId} message={error} />
    </div>
  );
}
