import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import type { Database } from '../db/database.js';
import { billingCustomers, firms, subscriptions } from '../db/schema/billing.js';
import { firmMembers } from '../db/schema/enterprise.js';
import { accounts, users } from '../db/schema/identity.js';

/** The demo firm's sign-in (README "Demo firm"): never seeded when NODE_ENV=production. */
export const DEMO_FIRM = {
  name: 'Hale & Partners LLP',
  administrator: { fullName: 'Harriet Hale', email: 'harriet.hale@hale-partners.example' },
  password: 'demo-firm-lantern-2026',
  seats: 8,
} as const;

const ACTIVE_MEMBERS = [
  { fullName: 'Marcus Reed', email: 'marcus.reed@hale-partners.example' },
  { fullName: 'Priya Shah', email: 'priya.shah@hale-partners.example' },
];
const PENDING_MEMBERS = [
  { fullName: 'Leo Grant', email: 'leo.grant@hale-partners.example' },
  { fullName: 'Nina Park', email: 'nina.park@hale-partners.example' },
];
const REVOKED_MEMBERS = [{ fullName: 'Tom Brooks', email: 'tom.brooks@hale-partners.example' }];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The hash of a link nobody holds (as firm_members stores a token: SHA-256 hex of 32 random bytes). */
function unknownTokenHash(): string {
  return createHash('sha256').update(randomBytes(32).toString('base64url')).digest('hex');
}

/** A verified account with a demo password, as a sign-up followed by the verification link leaves it. */
export async function demoAccount(
  db: Database,
  person: { fullName: string; email: string },
  password: string = DEMO_FIRM.password,
): Promise<string> {
  const id = randomUUID();
  await db.insert(users).values({ id, name: person.fullName, email: person.email, emailVerified: true });
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashPassword(password),
  });
  return id;
}

/**
 * The demo firm, once: its administrator (the buyer of an 8-seat Enterprise plan in the payment sandbox), two
 * ACTIVE lawyers who can sign in, two PENDING invitations and a REVOKED one. The administrator re-sends an
 * invitation to get a working link in the development mailbox (the seeded links are nobody's).
 */
export async function seedDemoFirm(db: Database, now: Date): Promise<{ seeded: boolean }> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_FIRM.administrator.email))
    .limit(1);
  if (existing) return { seeded: false };
  const adminId = await demoAccount(db, DEMO_FIRM.administrator);
  const suffix = adminId.slice(0, 8);
  const [firm] = await db
    .insert(firms)
    .values({ name: DEMO_FIRM.name, ownerUserId: adminId, seats: DEMO_FIRM.seats })
    .returning();
  if (!firm) throw new Error('demo firm not stored');
  await db.insert(billingCustomers).values({
    userId: adminId,
    provider: 'sandbox',
    providerCustomerId: `cus_sandbox_demo_${suffix}`,
  });
  await db.insert(subscriptions).values({
    userId: adminId,
    firmId: firm.id,
    provider: 'sandbox',
    providerSubscriptionId: `sub_sandbox_demo_${suffix}`,
    providerCustomerId: `cus_sandbox_demo_${suffix}`,
    priceId: 'enterprise-annual',
    status: 'ACTIVE',
    seats: DEMO_FIRM.seats,
    currentPeriodEnd: new Date(now.getTime() + 365 * DAY_MS),
  });
  const expires = new Date(now.getTime() + 14 * DAY_MS);
  const member = { firmId: firm.id, invitedByUserId: adminId };
  const active = [];
  for (const person of ACTIVE_MEMBERS) {
    active.push({
      ...member,
      ...person,
      userId: await demoAccount(db, person),
      status: 'ACTIVE' as const,
      acceptedAt: now,
    });
  }
  await db.insert(firmMembers).values([
    {
      ...member,
      ...DEMO_FIRM.administrator,
      userId: adminId,
      status: 'ACTIVE',
      isAdministrator: true,
      acceptedAt: now,
    },
    ...active,
    ...PENDING_MEMBERS.map((person) => ({
      ...member,
      ...person,
      status: 'PENDING' as const,
      tokenHash: unknownTokenHash(),
      tokenExpiresAt: expires,
    })),
    ...REVOKED_MEMBERS.map((person) => ({
      ...member,
      ...person,
      status: 'REVOKED' as const,
      tokenHash: unknownTokenHash(),
      tokenExpiresAt: expires,
      revokedAt: now,
    })),
  ]);
  return { seeded: true };
}
