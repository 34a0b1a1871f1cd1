import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import type { Database } from '../database.js';
import { accounts, users } from '../schema/identity.js';
import { BillingRepository } from '../../modules/billing/billing.repository.js';
import { EnterpriseRepository } from '../../modules/enterprise/enterprise.repository.js';
import { newInvitationToken } from '../../modules/enterprise/invitation-token.js';

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

/** A verified account with the demo password, as a sign-up followed by the verification link leaves it. */
async function demoAccount(db: Database, person: { fullName: string; email: string }): Promise<string> {
  const id = randomUUID();
  await db.insert(users).values({ id, name: person.fullName, email: person.email, emailVerified: true });
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashPassword(DEMO_FIRM.password),
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
  const billing = new BillingRepository(db);
  const customerId = await billing.saveCustomerId(
    adminId,
    'sandbox',
    `cus_sandbox_demo_${adminId.slice(0, 8)}`,
  );
  const subscription = await billing.upsertSubscription({
    provider: 'sandbox',
    providerSubscriptionId: `sub_sandbox_demo_${adminId.slice(0, 8)}`,
    providerCustomerId: customerId,
    userId: adminId,
    priceId: 'enterprise-annual',
    status: 'ACTIVE',
    seats: DEMO_FIRM.seats,
    currentPeriodEnd: new Date(now.getTime() + 365 * DAY_MS),
    cancelAtPeriodEnd: false,
    canceledAt: null,
  });
  const firm = await billing.upsertOwnedFirm(adminId, DEMO_FIRM.name, DEMO_FIRM.seats);
  await billing.linkSubscriptionToFirm(subscription.id, firm.id);

  const enterprise = new EnterpriseRepository(db);
  const expires = new Date(now.getTime() + 14 * DAY_MS);
  for (const person of ACTIVE_MEMBERS) {
    const userId = await demoAccount(db, person);
    await enterprise.insertMembers([
      {
        firmId: firm.id,
        userId,
        email: person.email,
        fullName: person.fullName,
        status: 'ACTIVE',
        invitedByUserId: adminId,
        acceptedAt: now,
      },
    ]);
  }
  await enterprise.insertMembers([
    ...PENDING_MEMBERS.map((person) => ({
      firmId: firm.id,
      email: person.email,
      fullName: person.fullName,
      status: 'PENDING' as const,
      tokenHash: newInvitationToken().hash,
      tokenExpiresAt: expires,
      invitedByUserId: adminId,
    })),
    ...REVOKED_MEMBERS.map((person) => ({
      firmId: firm.id,
      email: person.email,
      fullName: person.fullName,
      status: 'REVOKED' as const,
      tokenHash: newInvitationToken().hash,
      tokenExpiresAt: expires,
      invitedByUserId: adminId,
      revokedAt: now,
    })),
  ]);
  return { seeded: true };
}
