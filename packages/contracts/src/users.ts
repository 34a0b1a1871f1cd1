import { z } from 'zod';
import { IsoDateTimeSchema } from './common.js';
import { SUBSCRIPTION_STATUSES } from './constants.js';

/**
 * The signed-in user's subscription and firm, fetched by the browser at sign-in
 * (docs/product-rules.md#authentication). Each is null when the user has none.
 */

export const SubscriptionDetailsSchema = z
  .object({
    id: z.uuid(),
    /** The plan (the "product id") and price of the membership. */
    productId: z.string(),
    priceId: z.string(),
    planKind: z.enum(['INDIVIDUAL', 'ENTERPRISE']),
    planName: z.string(),
    interval: z.enum(['month', 'year']),
    status: z.enum(SUBSCRIPTION_STATUSES),
    seats: z.number().int().min(1),
    currentPeriodEnd: IsoDateTimeSchema,
    cancelAtPeriodEnd: z.boolean(),
  })
  .meta({ id: 'SubscriptionDetails' });
export type SubscriptionDetails = z.infer<typeof SubscriptionDetailsSchema>;

export const UserSubscriptionSchema = z
  .object({ subscription: SubscriptionDetailsSchema.nullable() })
  .meta({ id: 'UserSubscription' });
export type UserSubscription = z.infer<typeof UserSubscriptionSchema>;

export const ENTERPRISE_MEMBER_STATUSES = ['PENDING', 'ACTIVE', 'REVOKED'] as const;

export const EnterpriseDetailsSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    seats: z.number().int().min(0),
    seatsUsed: z.number().int().min(0),
    isAdministrator: z.boolean(),
    memberStatus: z.enum(ENTERPRISE_MEMBER_STATUSES),
  })
  .meta({ id: 'EnterpriseDetails' });
export type EnterpriseDetails = z.infer<typeof EnterpriseDetailsSchema>;

export const UserEnterpriseSchema = z
  .object({ enterprise: EnterpriseDetailsSchema.nullable() })
  .meta({ id: 'UserEnterprise' });
export type UserEnterprise = z.infer<typeof UserEnterpriseSchema>;

export const FullNameSchema = z.string().trim().min(2, 'Enter your full name').max(100);

/** POST /api/auth/register: the sign-up fields. */
export const RegisterRequestSchema = z
  .object({
    fullName: FullNameSchema,
    email: z.email().max(254).toLowerCase(),
    password: z.string().min(8).max(128),
    acceptTerms: z.literal(true, 'Accept the terms to create an account'),
  })
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/** Optional invitation token of a firm: the new account joins the firm when its e-mail is the invited one. */
export const RegisterQuerySchema = z.object({ token: z.string().min(1).max(200).optional() });

export const UserProfileSchema = z
  .object({ id: z.uuid(), name: z.string(), email: z.string(), emailVerified: z.boolean() })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const RegisteredUserSchema = z.object({ user: UserProfileSchema }).meta({ id: 'RegisteredUser' });
export type RegisteredUser = z.infer<typeof RegisteredUserSchema>;

export const ChangeNameRequestSchema = z
  .object({ fullName: FullNameSchema })
  .meta({ id: 'ChangeNameRequest' });
export type ChangeNameRequest = z.infer<typeof ChangeNameRequestSchema>;

/** GET /api/user/verify-email: the state, and whether a new verification e-mail was just sent. */
export const EmailVerificationStateSchema = z
  .object({ email: z.string(), emailVerified: z.boolean(), verificationEmailSent: z.boolean() })
  .meta({ id: 'EmailVerificationState' });
export type EmailVerificationState = z.infer<typeof EmailVerificationStateSchema>;
