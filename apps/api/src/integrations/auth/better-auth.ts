import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '@counsel/domain';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { jwt } from 'better-auth/plugins/jwt';
import type { AppConfig } from '../../config/env.js';
import type { Database } from '../../db/database.js';
import { accounts, jwks, sessions, users, verifications } from '../../db/schema/identity.js';
import { googleDisplayName, type GoogleIdTokenVerifier } from './google-id-token-verifier.js';
import { SessionLookupRepository, SessionRevocations } from './session-revocations.js';
import { checkedImage, checkedName } from './user-field-rules.js';

/** better-auth endpoints that set a password: our policy runs before each. */
const PASSWORD_SETTING_PATHS = new Set(['/sign-up/email', '/reset-password', '/change-password']);

/** ID tokens live 15 minutes; the browser asks for a fresh one before expiry. */
export const ID_TOKEN_LIFETIME = '15m';

/** Queues one of better-auth's e-mails to `to`: the user's name and the link, which carries a token. */
export type IdentityEmail = (to: string, data: { name: string; url: string }) => Promise<void>;

export interface IdentityProviderOptions {
  db: Database;
  config: Pick<AppConfig, 'APP_URL' | 'BETTER_AUTH_SECRET' | 'isProduction'>;
  /**
   * The verification and password-reset e-mails. Never sent from here (ADR 011): composition.ts queues them through the
   * notifications, whose `send-email` job renders and sends them (apps/api/src/modules/identity/identity-emails.ts).
   */
  emails: { verification: IdentityEmail; passwordReset: IdentityEmail };
  /** The lower-case `role` claim for a user, derived from the database whenever a token is issued. */
  roleClaimFor: (userId: string) => Promise<string>;
  /** Google sign-in (GOOGLE_CLIENT_ID/SECRET), with the port that checks Google ID tokens; absent when off. */
  google?: { clientId: string; clientSecret: string; verifier: GoogleIdTokenVerifier };
}

/**
 * The embedded identity provider (docs/decisions/006-identity.md): better-auth in-process at /api/identity/*, on our
 * own Drizzle tables, with verified e-mail and password reset (their e-mails queued through `emails`), and
 * short-lived EdDSA ID tokens (jwt plugin) whose `role` claim is recomputed at every issue. The JWKS is published at
 * /api/identity/jwks.
 */
export function createIdentityProvider({
  db,
  config,
  emails,
  roleClaimFor,
  google,
}: IdentityProviderOptions) {
  // Every deleted session (sign-out, revoke-sessions, a password change or reset, a deleted user) ends its ID
  // tokens at once (ADR 010): the verifier asks `revocations`, which this provider tells.
  const revocations = new SessionRevocations(new SessionLookupRepository(db));
  const auth = betterAuth({
    appName: 'Counsel CLE',
    baseURL: config.APP_URL,
    basePath: '/api/identity',
    secret: config.BETTER_AUTH_SECRET,
    trustedOrigins: [config.APP_URL],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { users, sessions, accounts, verifications, jwks },
    }),
    user: { modelName: 'users' },
    session: { modelName: 'sessions' },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications' },
    advanced: { database: { generateId: 'uuid' }, useSecureCookies: config.isProduction },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      // A reset is what someone does whose password is known to another: every session (and its tokens) ends.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await emails.passwordReset(user.email, { name: user.name, url });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await emails.verification(user.email, { name: user.name, url });
      },
    },
    // Google (ADR 006): ID tokens are checked only through our port, never better-auth's own key fetch, and no
    // session is issued for an address Google has not verified (the redirect flow included).
    socialProviders: google
      ? {
          google: {
            clientId: google.clientId,
            clientSecret: google.clientSecret,
            requireEmailVerification: true,
            verifyIdToken: async (token) => {
              await google.verifier.verify(token);
              return true;
            },
            mapProfileToUser: (profile) => ({ name: googleDisplayName(profile.name, profile.email) }),
          },
        }
      : {},
    databaseHooks: {
      // The rules of our own routes on every way of writing a user (sign-up, update-user, Google).
      user: {
        create: {
          before: async (user) => ({
            data: { ...user, name: checkedName(user.name), image: checkedImage(user.image) ?? null },
          }),
        },
        update: {
          before: async (user) => {
            const data = { ...user };
            if (user.name !== undefined) data.name = checkedName(user.name);
            if (user.image !== undefined) data.image = checkedImage(user.image) ?? null;
            return { data };
          },
        },
      },
      session: {
        delete: {
          after: async (session) => {
            revocations.revoke(session.id);
          },
        },
      },
    },
    hooks: {
      // Our password policy (common passwords, the e-mail inside the password) on every way to set one.
      before: createAuthMiddleware(async (ctx) => {
        // Sign-up is POST /api/auth/register (terms, name, password rules), which calls signUpEmail in-process;
        // better-auth's own endpoint is not offered over HTTP.
        if (ctx.path === '/sign-up/email' && ctx.request) {
          throw new APIError('NOT_FOUND', {
            code: 'NOT_FOUND',
            message: 'Create an account with POST /api/auth/register.',
          });
        }
        if (!PASSWORD_SETTING_PATHS.has(ctx.path)) return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const password = ctx.path === '/sign-up/email' ? body.password : body.newPassword;
        if (typeof password !== 'string') return;
        // Sign-up names the address in its body; a change of password belongs to the signed-in user.
        const email =
          typeof body.email === 'string'
            ? body.email
            : ctx.path === '/change-password'
              ? (await getSessionFromCtx(ctx))?.user.email
              : undefined;
        const problem = passwordProblem(password, email ? { email } : {});
        if (problem) throw new APIError('BAD_REQUEST', { code: 'PASSWORD_NOT_ALLOWED', message: problem });
      }),
    },
    plugins: [
      jwt({
        jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
        jwt: {
          issuer: config.APP_URL,
          audience: config.APP_URL,
          expirationTime: ID_TOKEN_LIFETIME,
          // `sid`: the session the token belongs to, checked on every request (ADR 010).
          definePayload: async ({ user, session }) => ({
            sid: session.id,
            role: await roleClaimFor(user.id),
            email: user.email,
            email_verified: user.emailVerified,
            name: user.name,
          }),
        },
      }),
    ],
  });
  return Object.assign(auth, { revocations });
}

export type IdentityProvider = ReturnType<typeof createIdentityProvider>;
