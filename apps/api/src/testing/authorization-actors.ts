import { symmetricDecrypt } from 'better-auth/crypto';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, importJWK, SignJWT } from 'jose';
import { expect } from 'vitest';
import type { RoleFacts } from '@counsel/domain';
import type { Database } from '../db/database.js';
import { jwks } from '../db/schema/identity.js';
import { createVerifiedUser } from './identity-helpers.js';

/**
 * The callers of the authorization matrix (authorization-matrix.test.ts): a visitor without a token, a guest, a
 * user (active entitlement), a firm administrator, and another guest who owns data of their own. Every signed-in
 * actor holds a real ID token issued by the app at /api/identity/token; the role claim of `user` and `enterprise`
 * comes from the `roleFacts` seam of createTestApp until subscription and firm tables exist.
 */
export const ACTORS = ['visitor', 'guest', 'user', 'enterprise', 'another'] as const;
export type ActorName = (typeof ACTORS)[number];
export type SignedInActorName = Exclude<ActorName, 'visitor'>;
export const SIGNED_IN_ACTORS: readonly SignedInActorName[] = ['guest', 'user', 'enterprise', 'another'];

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
};
const PASSWORD = 'granite-willow-ferry-31';

/** What the database would say about each actor; guests have no facts of their own (the repository answers). */
const FACTS: Record<SignedInActorName, RoleFacts | undefined> = {
  guest: undefined,
  user: { administersFirm: false, hasActiveEntitlement: true },
  enterprise: { administersFirm: true, hasActiveEntitlement: true },
  another: undefined,
};
export const ROLE_CLAIM: Record<SignedInActorName, string> = {
  guest: 'guest',
  user: 'user',
  enterprise: 'enterprise',
  another: 'guest',
};

/** Role facts per user id, read by the app whenever it issues a token: pass `roleFacts` to createTestApp. */
export function createRoleFactsBook() {
  const facts = new Map<string, RoleFacts>();
  return { facts, roleFacts: async (userId: string) => facts.get(userId) };
}

/**
 * Registers, verifies and signs in every signed-in actor, records the role facts of `user` and `enterprise`, and
 * asks the app for a fresh token (as the browser does after a purchase): its `role` claim must be the new role.
 */
export async function createSignedInActors(
  app: FastifyInstance,
  db: Database,
  appUrl: string,
  book: ReturnType<typeof createRoleFactsBook>,
): Promise<Record<SignedInActorName, SignedInActor>> {
  const created = await Promise.all(
    SIGNED_IN_ACTORS.map(async (name): Promise<SignedInActor> => {
      const person = PEOPLE[name];
      const { cookie, token: first } = await createVerifiedUser(app, db, appUrl, {
        ...person,
        password: PASSWORD,
      });
      const userId = decodeJwt(first).sub ?? '';
      const facts = FACTS[name];
      if (facts) book.facts.set(userId, facts);
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
