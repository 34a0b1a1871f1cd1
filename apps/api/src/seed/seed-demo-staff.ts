import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { users } from '../db/schema/identity.js';
import { staffMembers } from '../db/schema/staff.js';
import { demoAccount } from './seed-demo-firm.js';

/** The demo staff account (README "Staff console"): never seeded when NODE_ENV=production. */
export const DEMO_STAFF = {
  fullName: 'Sam Okafor',
  email: 'staff@counsel-cle.example',
  password: 'demo-staff-beacon-2026',
} as const;

/** The demo staff member, once: a verified account granted the staff role as if by `npm run staff:grant`. */
export async function seedDemoStaff(db: Database, now: Date): Promise<{ seeded: boolean }> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_STAFF.email))
    .limit(1);
  if (existing) return { seeded: false };
  const userId = await demoAccount(db, DEMO_STAFF, DEMO_STAFF.password);
  await db.insert(staffMembers).values({ userId, grantedByUserId: null, grantedAt: now });
  return { seeded: true };
}
