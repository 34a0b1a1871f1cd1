import { z } from 'zod';
import { UserProfileSchema } from './users.js';

/**
 * GET /api/auth/providers: the sign-in methods this deployment offers besides e-mail and password. Google's
 * OAuth client id is public (it is in every page that shows the Google button); null means Google is off.
 */
export const AuthProvidersSchema = z
  .object({
    google: z.object({ clientId: z.string().min(1) }).nullable(),
  })
  .meta({ id: 'AuthProviders' });
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;

/** POST /api/auth/register-google: the credential Google Identity Services hands to the page. */
export const GoogleSignInRequestSchema = z
  .object({
    token: z
      .string()
      .min(1)
      .max(8192)
      .describe('A Google ID token (the Google Identity Services credential)'),
  })
  .meta({ id: 'GoogleSignInRequest' });
export type GoogleSignInRequest = z.infer<typeof GoogleSignInRequestSchema>;

/** The signed-in user (the session cookie is set), and whether the account was created by this call. */
export const GoogleSignInResponseSchema = z
  .object({ user: UserProfileSchema, isNewUser: z.boolean() })
  .meta({ id: 'GoogleSignIn' });
export type GoogleSignInResponse = z.infer<typeof GoogleSignInResponseSchema>;
