import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { EnterpriseAuditAction, EnterpriseMemberStatus, EnterpriseQuery } from '@counsel/contracts';
import type { Executor, Transaction } from '../../db/transaction.js';
import { firms, membershipPlans, planPrices, subscriptions } from '../../db/schema/billing.js';
import { firmAuditLog, firmMembers } from '../../db/schema/enterprise.js';
import { users } from '../../db/schema/identity.js';

export type FirmRow = typeof firms.$inferSelect;
export type FirmMemberRow = typeof firmMembers.$inferSelect;
export type NewFirmMember = typeof firmMembers.$inferInsert;

export interface AuditEntry {
  firmId: string;
  action: EnterpriseAuditAction;
  actor: { userId: string; name: string; email: string } | null;
  subject: { name: string; email: string } | null;
  detail?: string;
}

/** `%` and `_` typed into the search box are looked for literally. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const SORT_COLUMNS = {
  name: firmMembers.fullName,
  email: firmMembers.email,
  status: firmMembers.status,
  invitedAt: firmMembers.invitedAt,
} as const;

/** Firms' members, invitations and audit log: the only place with their queries. Every query names its firm. */
export class EnterpriseRepository {
  constructor(private readonly db: Executor) {}

  /** The same queries inside a service's unit of work (integrations/jobs/unit-of-work.ts). */
  within(tx: Transaction): EnterpriseRepository {
    return new EnterpriseRepository(tx);
  }

  /** The firm the user administers (an ACTIVE administrator seat), with the user's own member row. */
  async findAdministeredFirm(userId: string) {
    const [row] = await this.db
      .select({ firm: firms, member: firmMembers })
      .from(firmMembers)
      .innerJoin(firms, eq(firms.id, firmMembers.firmId))
      .where(
        and(
          eq(firmMembers.userId, userId),
          eq(firmMembers.status, 'ACTIVE'),
          eq(firmMembers.isAdministrator, true),
        ),
      )
      .limit(1);
    return row;
  }

  /**
   * Holds the firm's row until the transaction ends: every seat-taking change of one firm runs one at a time, so
   * PENDING + ACTIVE never exceeds the seats purchased (docs/product-rules.md#firms). Returns the seats purchased.
   */
  async lockFirm(firmId: string): Promise<number> {
    const [row] = await this.db
      .select({ seats: firms.seats })
      .from(firms)
      .where(eq(firms.id, firmId))
      .for('update');
    return row?.seats ?? 0;
  }

  async countSeatsInUse(firmId: string): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(firmMembers)
      .where(and(eq(firmMembers.firmId, firmId), inArray(firmMembers.status, ['PENDING', 'ACTIVE'])));
    return row?.value ?? 0;
  }

  async countAdministrators(firmId: string): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(firmMembers)
      .where(
        and(
          eq(firmMembers.firmId, firmId),
          eq(firmMembers.status, 'ACTIVE'),
          eq(firmMembers.isAdministrator, true),
        ),
      );
    return row?.value ?? 0;
  }

  /** The firm's plan and billing state: its newest subscription, if any. */
  async findFirmSubscription(firmId: string) {
    const [row] = await this.db
      .select({
        status: subscriptions.status,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        planName: membershipPlans.name,
        interval: planPrices.interval,
      })
      .from(subscriptions)
      .innerJoin(planPrices, eq(planPrices.id, subscriptions.priceId))
      .innerJoin(membershipPlans, eq(membershipPlans.id, planPrices.planId))
      .where(eq(subscriptions.firmId, firmId))
      .orderBy(desc(subscriptions.updatedAt))
      .limit(1);
    return row;
  }

  async renameFirm(firmId: string, name: string): Promise<FirmRow> {
    const [row] = await this.db
      .update(firms)
      .set({ name, updatedAt: sql`now()` })
      .where(eq(firms.id, firmId))
      .returning();
    if (!row) throw new Error('firm not renamed');
    return row;
  }

  async findMember(firmId: string, memberId: string): Promise<FirmMemberRow | undefined> {
    const [row] = await this.db
      .select()
      .from(firmMembers)
      .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.id, memberId)))
      .limit(1);
    return row;
  }

  /** Members of the firm among these (lower-case) addresses, any status. */
  async findMembersByEmails(firmId: string, emails: readonly string[]): Promise<FirmMemberRow[]> {
    if (emails.length === 0) return [];
    return this.db
      .select()
      .from(firmMembers)
      .where(and(eq(firmMembers.firmId, firmId), inArray(firmMembers.email, [...emails])));
  }

  async listMemberEmails(firmId: string): Promise<string[]> {
    const rows = await this.db
      .select({ email: firmMembers.email })
      .from(firmMembers)
      .where(eq(firmMembers.firmId, firmId))
      .orderBy(asc(firmMembers.email));
    return rows.map((row) => row.email);
  }

  async insertMembers(rows: NewFirmMember[]): Promise<FirmMemberRow[]> {
    if (rows.length === 0) return [];
    return this.db.insert(firmMembers).values(rows).returning();
  }

  async updateMember(
    memberId: string,
    set: Partial<Omit<NewFirmMember, 'id' | 'firmId' | 'updatedAt'>>,
  ): Promise<FirmMemberRow> {
    const [row] = await this.db
      .update(firmMembers)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(firmMembers.id, memberId))
      .returning();
    if (!row) throw new Error('firm member not updated');
    return row;
  }

  async deleteMember(memberId: string): Promise<void> {
    await this.db.delete(firmMembers).where(eq(firmMembers.id, memberId));
  }

  /** The invitation behind a token (by its hash), with its firm's name; locked when inside a transaction. */
  async findInvitation(tokenHash: string, lock = false) {
    const query = this.db
      .select({ member: firmMembers, firmName: firms.name })
      .from(firmMembers)
      .innerJoin(firms, eq(firms.id, firmMembers.firmId))
      .where(eq(firmMembers.tokenHash, tokenHash))
      .limit(1);
    const [row] = lock ? await query.for('update', { of: firmMembers }) : await query;
    return row;
  }

  /** The user's ACTIVE seat in any firm other than `exceptFirmId`. */
  async findActiveSeatElsewhere(userId: string, exceptFirmId: string) {
    const [row] = await this.db
      .select({ id: firmMembers.id })
      .from(firmMembers)
      .where(
        and(
          eq(firmMembers.userId, userId),
          eq(firmMembers.status, 'ACTIVE'),
          ne(firmMembers.firmId, exceptFirmId),
        ),
      )
      .limit(1);
    return row;
  }

  /** One page of the firm's members, searched by name or e-mail and filtered by status, with the total. */
  async listMembers(firmId: string, query: EnterpriseQuery) {
    const conditions: SQL[] = [eq(firmMembers.firmId, firmId)];
    if (query.status) conditions.push(eq(firmMembers.status, query.status));
    const search = query.search?.trim();
    if (search) {
      const pattern = likePattern(search);
      const match = or(ilike(firmMembers.fullName, pattern), ilike(firmMembers.email, pattern));
      if (match) conditions.push(match);
    }
    const where = and(...conditions);
    const column = SORT_COLUMNS[query.sort];
    const direction = query.order === 'desc' ? desc : asc;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(firmMembers)
        .where(where)
        .orderBy(direction(column), asc(firmMembers.email), asc(firmMembers.id))
        .limit(query.pageSize)
        .offset((query.currentPage - 1) * query.pageSize),
      this.db.select({ value: count() }).from(firmMembers).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  async countByStatus(firmId: string): Promise<Record<EnterpriseMemberStatus, number>> {
    const rows = await this.db
      .select({ status: firmMembers.status, value: count() })
      .from(firmMembers)
      .where(eq(firmMembers.firmId, firmId))
      .groupBy(firmMembers.status);
    const counts = { PENDING: 0, ACTIVE: 0, REVOKED: 0 };
    for (const row of rows) counts[row.status] = row.value;
    return counts;
  }

  /** The ACTIVE members' accounts (the completions CSV, the compliance view): member id, user id, name, e-mail. */
  async listActiveMemberUsers(firmId: string) {
    const rows = await this.db
      .select({ memberId: firmMembers.id, userId: firmMembers.userId, name: users.name, email: users.email })
      .from(firmMembers)
      .innerJoin(users, eq(users.id, firmMembers.userId))
      .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.status, 'ACTIVE')));
    return rows.flatMap((row) => (row.userId ? [{ ...row, userId: row.userId }] : []));
  }

  async findUser(userId: string) {
    const [row] = await this.db
      .select({ id: users.id, name: users.name, email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  }

  /** Marks the account's e-mail verified: its owner followed an invitation sent to that address. */
  async markEmailVerified(userId: string): Promise<void> {
    await this.db
      .update(users)
      .set({ emailVerified: true, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }

  async recordAudit(entry: AuditEntry): Promise<void> {
    await this.db.insert(firmAuditLog).values({
      firmId: entry.firmId,
      action: entry.action,
      actorUserId: entry.actor?.userId ?? null,
      actorName: entry.actor?.name ?? null,
      actorEmail: entry.actor?.email ?? null,
      subjectName: entry.subject?.name ?? null,
      subjectEmail: entry.subject?.email ?? null,
      detail: entry.detail ?? null,
      // The statement's own time, so several entries of one transaction keep their order.
      createdAt: sql`clock_timestamp()`,
    });
  }

  async listAudit(firmId: string, page: { currentPage: number; pageSize: number }) {
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(firmAuditLog)
        .where(eq(firmAuditLog.firmId, firmId))
        .orderBy(desc(firmAuditLog.createdAt), desc(firmAuditLog.id))
        .limit(page.pageSize)
        .offset((page.currentPage - 1) * page.pageSize),
      this.db.select({ value: count() }).from(firmAuditLog).where(eq(firmAuditLog.firmId, firmId)),
    ]);
    return { rows, total: total?.value ?? 0 };
  }
}
