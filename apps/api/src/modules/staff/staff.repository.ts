import { and, count, desc, eq, gte, ilike, like, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StaffAuditQuery } from '@counsel/contracts';
import type { Executor, Transaction } from '../../db/transaction.js';
import { users } from '../../db/schema/identity.js';
import { staffAuditLog, staffMembers } from '../../db/schema/staff.js';

/** Who took a staff action: the account and its e-mail at the time (copied into the log). */
export interface StaffActor {
  /** null: the staff:grant command line. */
  userId: string | null;
  email: string;
}

/** One staff action for the audit log: a dotted verb, the record acted on, a sentence, the values before → after. */
export interface StaffAction {
  action: string;
  subjectType: string;
  subjectId: string;
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export type StaffAuditRow = typeof staffAuditLog.$inferSelect;

/** Characters that `like` treats as wildcards, escaped so a filter matches them literally. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Staff members and the staff audit log (docs/product-rules.md#staff). */
export class StaffRepository {
  constructor(private readonly db: Executor) {}

  /** The same queries inside a service's unit of work (integrations/jobs/unit-of-work.ts). */
  within(tx: Transaction): StaffRepository {
    return new StaffRepository(tx);
  }

  async isStaff(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: staffMembers.userId })
      .from(staffMembers)
      .where(eq(staffMembers.userId, userId))
      .limit(1);
    return row !== undefined;
  }

  async findUser(
    by: { id: string } | { email: string },
  ): Promise<{ id: string; name: string; email: string; emailVerified: boolean } | undefined> {
    const [row] = await this.db
      .select({ id: users.id, name: users.name, email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where('id' in by ? eq(users.id, by.id) : eq(users.email, by.email.toLowerCase()))
      .limit(1);
    return row;
  }

  /** Makes the account a staff member; false when it already was one. */
  async grant(userId: string, grantedByUserId: string | null, at: Date): Promise<boolean> {
    const inserted = await this.db
      .insert(staffMembers)
      .values({ userId, grantedByUserId, grantedAt: at })
      .onConflictDoNothing()
      .returning({ userId: staffMembers.userId });
    return inserted.length > 0;
  }

  async remove(userId: string): Promise<boolean> {
    const removed = await this.db
      .delete(staffMembers)
      .where(eq(staffMembers.userId, userId))
      .returning({ userId: staffMembers.userId });
    return removed.length > 0;
  }

  list() {
    const grantor = alias(users, 'grantor');
    return this.db
      .select({
        userId: staffMembers.userId,
        name: users.name,
        email: users.email,
        grantedAt: staffMembers.grantedAt,
        grantedByEmail: grantor.email,
      })
      .from(staffMembers)
      .innerJoin(users, eq(users.id, staffMembers.userId))
      .leftJoin(grantor, eq(grantor.id, staffMembers.grantedByUserId))
      .orderBy(users.name, users.email);
  }

  /** Writes one action to the audit log (in the caller's transaction when given one through `within`). */
  async record(actor: StaffActor, action: StaffAction, at: Date): Promise<void> {
    await this.db.insert(staffAuditLog).values({
      actorUserId: actor.userId,
      actorEmail: actor.email,
      action: action.action,
      subjectType: action.subjectType,
      subjectId: action.subjectId,
      summary: action.summary,
      before: action.before ?? null,
      after: action.after ?? null,
      createdAt: at,
    });
  }

  async auditPage(query: StaffAuditQuery): Promise<{ rows: StaffAuditRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (query.action) {
      conditions.push(
        query.action.endsWith('.')
          ? like(staffAuditLog.action, `${escapeLike(query.action)}%`)
          : eq(staffAuditLog.action, query.action),
      );
    }
    if (query.subjectType) conditions.push(eq(staffAuditLog.subjectType, query.subjectType));
    if (query.subjectId) conditions.push(eq(staffAuditLog.subjectId, query.subjectId));
    if (query.actor) conditions.push(ilike(staffAuditLog.actorEmail, `%${escapeLike(query.actor)}%`));
    if (query.from) conditions.push(gte(staffAuditLog.createdAt, new Date(query.from)));
    if (query.to) conditions.push(lte(staffAuditLog.createdAt, new Date(query.to)));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(staffAuditLog)
        .where(where)
        .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
        .limit(query.pageSize)
        .offset((query.currentPage - 1) * query.pageSize),
      this.db.select({ value: count() }).from(staffAuditLog).where(where),
    ]);
    return { rows, total: totals[0]?.value ?? 0 };
  }
}
