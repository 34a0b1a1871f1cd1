import { symmetricDecrypt } from 'better-auth/crypto';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, importJWK, SignJWT } from 'jose';
import { expect } from 'vitest';
import type { Database } from '../db/database.js';
import { jwks } from '../db/schema/identity.js';
import { staffMembers } from '../db/schema/staff.js';
import { sandboxId } from '../integrations/payments/sandbox/sandbox-events.js';
import { BillingRepository } from '../modules/billing/billing.repository.js';
import { createVerifiedUser } from './identity-helpers.js';

/**
 * The callers of the authorization matrix (authorization-matrix.test.ts): a visitor without a token, a guest, a
 * user (active entitlement), a firm administrator, another guest who owns data of their own, and a staff member
 * (granted as `npm run staff:grant` does). Every signed-in
 * actor holds a real ID token issued by the app at /api/identity/token; the role claim of `user` and `enterprise`
 * comes from the subscription (and firm) each holds, as the entitlements module reads them.
 */
export const ACTORS = ['visitor', 'guest', 'user', 'enterprise', 'another', 'staff'] as const;
export type ActorName = (typeof ACTORS)[number];
export type SignedInActorName = Exclude<ActorName, 'visitor'>;
export const SIGNED_IN_ACTORS: readonly SignedInActorName[] = [
  'guest',
  'user',
  'enterprise',
  'another',
  'staff',
];

export interface SignedInActor {
  name: SignedInActorName;
  userId: string;
  email: string;
  fullName: string;
  token: string;
  headers: { authorization: string };
}

/** Distinctive names and addresses, so a leak check can look for them in anyone else's responses. */
const PEOPLE: Record<SignedInActorName, { fullName: string; email: string }> = {
  guest: { fullName: 'Gwendolyn Guestford', email: 'gwendolyn.guestford@example.com' },
  user: { fullName: 'Ulrika Userholm', email: 'ulrika.userholm@example.com' },
  enterprise: { fullName: 'Evander Firmwright', email: 'evander.firmwright@example.com' },
  another: { fullName: 'Anouk Otherwell', email: 'anouk.otherwell@example.com' },
  staff: { fullName: 'Stellan Staffordshire', email: 'stellan.staffordshire@example.com' },
};
export const ACTOR_PASSWORD = 'granite-willow-ferry-31';

/** The membership each actor bought: `user` an individual one, `enterprise` a firm's (membership plans seeded). */
const PLAN: Record<SignedInActorName, 'INDIVIDUAL' | 'ENTERPRISE' | null> = {
  guest: null,
  user: 'INDIVIDUAL',
  enterprise: 'ENTERPRISE',
  another: null,
  staff: null,
};
export const ROLE_CLAIM: Record<SignedInActorName, string> = {
  guest: 'guest',
  user: 'user',
  enterprise: 'enterprise',
  another: 'guest',
  staff: 'staff',
};

/**
 * An active membership as the payment webhook job writes it: an individual subscription, or an enterprise one with
 * the firm its buyer administers. Needs the seeded membership plans (seedMembershipPlans).
 */
export async function grantMembership(
  db: Database,
  userId: string,
  kind: 'INDIVIDUAL' | 'ENTERPRISE',
): Promise<void> {
  const billing = new BillingRepository(db);
  const seats = kind === 'ENTERPRISE' ? 5 : 1;
  const customerId = await billing.saveCustomerId(userId, 'sandbox', sandboxId('cus'));
  const subscription = await billing.upsertSubscription({
    provider: 'sandbox',
    providerSubscriptionId: sandboxId('sub'),
    providerCustomerId: customerId,
    userId,
    priceId: kind === 'ENTERPRISE' ? 'enterprise-monthly' : 'individual-monthly',
    status: 'ACTIVE',
    seats,
    currentPeriodEnd: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
    cancelAtPeriodEnd: false,
    canceledAt: null,
  });
  if (kind === 'ENTERPRISE') {
    const firm = await billing.upsertOwnedFirm(userId, 'Firmwright & Partners', seats);
    await billing.linkSubscriptionToFirm(subscription.id, firm.id);
  }
}

/**
 * Registers, verifies and signs in every signed-in actor, gives `user` and `enterprise` their membership, and
 * asks the app for a fresh token (as the browser does after a purchase): its `role` claim must be the new role.
 */
export async function createSignedInActors(
  app: FastifyInstance,
  db: Database,
  appUrl: string,
): Promise<Record<SignedInActorName, SignedInActor>> {
  const created = await Promise.all(
    SIGNED_IN_ACTORS.map(async (name): Promise<SignedInActor> => {
      const person = PEOPLE[name];
      const { cookie, token: first } = await createVerifiedUser(app, db, appUrl, {
        ...person,
        password: ACTOR_PASSWORD,
      });
      const userId = decodeJwt(first).sub ?? '';
      const plan = PLAN[name];
      if (plan) await grantMembership(db, userId, plan);
      if (name === 'staff') await db.insert(staffMembers).values({ userId });
      const reissued = await app.inject({ method: 'GET', url: '/api/identity/token', headers: { cookie } });
      expect(reissued.statusCode, reissued.body).toBe(200);
      const token = reissued.json<{ token: string }>().token;
      expect(decodeJwt(token), `${name}'s token`).toMatchObject({
        sub: userId,
        iss: appUrl,
        aud: appUrl,
        role: ROLE_CLAIM[name],
      });
      return { name, userId, ...person, token, headers: { authorization: `Bearer ${token}` } };
    }),
  );
  return Object.fromEntries(created.map((actor) => [actor.name, actor])) as Record<
    SignedInActorName,
    SignedInActor
  >;
}

export interface IssuerKeyClaims {
  subject: string;
  issuer: string;
  audience: string;
  /** Seconds since the epoch. */
  issuedAt: number;
  expiresAt: number;
  role?: string;
  /** The `sid` claim: the session the token belongs to (the issuer refuses a token without a live one). */
  sessionId?: string;
}

/**
 * Signs a token with the embedded issuer's own current signing key (the newest `jwks` row, its private key
 * decrypted with the app's BETTER_AUTH_SECRET as better-auth does) and its key id, with claims the test chooses:
 * a token only the claims tell apart from a real one.
 */
export async function signWithIssuerKey(db: Database, secret: string, claims: IssuerKeyClaims) {
  const [key] = await db.select().from(jwks).orderBy(desc(jwks.createdAt)).limit(1);
  if (!key) throw new Error('The issuer has no signing key yet: issue a token first.');
  const privateJwk = await symmetricDecrypt({ key: secret, data: JSON.parse(key.privateKey) as string });
  const alg = key.alg ?? 'EdDSA';
  const privateKey = await importJWK(JSON.parse(privateJwk) as Record<string, unknown>, alg);
  const payload = {
    ...(claims.role === undefined ? {} : { role: claims.role }),
    ...(claims.sessionId === undefined ? {} : { sid: claims.sessionId }),
  };
  return new SignJWT(payload)
    .setProtectedHeader({ alg, kid: key.id })
    .setSubject(claims.subject)
    .setIssuer(claims.issuer)
    .setAudience(claims.audience)
    .setIssuedAt(claims.issuedAt)
    .setExpirationTime(claims.expiresAt)
    .sign(privateKey);
}
