import type {
  GrantStaffInput,
  StaffAuditPage,
  StaffAuditQuery,
  StaffMember,
  StaffMemberList,
} from '@counsel/contracts';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../integrations/clock/clock.js';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { UnitOfWork } from '../../integrations/jobs/unit-of-work.js';
import type { Transaction } from '../../db/transaction.js';
import type { Database } from '../../db/database.js';
import { StaffRepository, type StaffAction, type StaffActor } from './staff.repository.js';

/**
 * The audit log every staff service writes to: `record` in the service's own transaction, so an action and its
 * log entry exist together or not at all (docs/product-rules.md#staff).
 */
export class StaffAudit {
  constructor(
    private readonly repository: StaffRepository,
    private readonly clock: Clock,
  ) {}

  /** The staff member behind a request, with the e-mail the log keeps. */
  async actor(identity: VerifiedIdentity): Promise<StaffActor> {
    const user = await this.repository.findUser({ id: identity.subject });
    return { userId: identity.subject, email: user?.email ?? identity.email ?? identity.subject };
  }

  async record(tx: Transaction, actor: StaffActor, action: StaffAction): Promise<void> {
    await this.repository.within(tx).record(actor, action, this.clock.now());
  }
}

/** Staff members (granted by the command line or by another staff member) and the audit log's reader. */
export class StaffService {
  constructor(
    private readonly repository: StaffRepository,
    private readonly audit: StaffAudit,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** Whether an account is a staff member: the identity token's `staff` role claim comes from this. */
  isStaff(userId: string): Promise<boolean> {
    return this.repository.isStaff(userId);
  }

  async members(): Promise<StaffMemberList> {
    const rows = await this.repository.list();
    return {
      members: rows.map((row): StaffMember => ({
        userId: row.userId,
        name: row.name,
        email: row.email,
        grantedAt: row.grantedAt.toISOString(),
        grantedByEmail: row.grantedByEmail,
      })),
    };
  }

  /** Another staff member grants the role to an existing account (it takes effect at the account's next token). */
  async grant(identity: VerifiedIdentity, input: GrantStaffInput): Promise<StaffMember> {
    const user = await this.repository.findUser({ email: input.email });
    if (!user)
      throw new AppError('USER_NOT_FOUND', 'No account uses this e-mail address; ask them to sign up first.');
    const actor = await this.audit.actor(identity);
    const now = this.clock.now();
    await this.unitOfWork.run(async ({ tx }) => {
      if (!(await this.repository.within(tx).grant(user.id, identity.subject, now))) {
        throw new AppError('ALREADY_STAFF', `${user.email} is already a staff member.`);
      }
      await this.audit.record(tx, actor, {
        action: 'staff.grant',
        subjectType: 'user',
        subjectId: user.id,
        summary: `Made ${user.email} a staff member`,
        before: { staff: false },
        after: { staff: true },
      });
    });
    return {
      userId: user.id,
      name: user.name,
      email: user.email,
      grantedAt: now.toISOString(),
      grantedByEmail: actor.email,
    };
  }

  /** Takes the role away (never from oneself, so the console always has someone who can grant it). */
  async remove(identity: VerifiedIdentity, userId: string): Promise<void> {
    if (userId === identity.subject) {
      throw new AppError('STAFF_SELF_REMOVAL', 'Ask another staff member to remove your staff access.');
    }
    const actor = await this.audit.actor(identity);
    const user = await this.repository.findUser({ id: userId });
    await this.unitOfWork.run(async ({ tx }) => {
      if (!user || !(await this.repository.within(tx).remove(userId))) {
        throw new AppError('NOT_FOUND', 'This account is not a staff member.');
      }
      await this.audit.record(tx, actor, {
        action: 'staff.remove',
        subjectType: 'user',
        subjectId: userId,
        summary: `Removed staff access from ${user.email}`,
        before: { staff: true },
        after: { staff: false },
      });
    });
  }

  async auditLog(query: StaffAuditQuery): Promise<StaffAuditPage> {
    const { rows, total } = await this.repository.auditPage(query);
    return {
      entries: rows.map((row) => ({
        id: row.id,
        at: row.createdAt.toISOString(),
        actorEmail: row.actorEmail,
        action: row.action,
        subjectType: row.subjectType,
        subjectId: row.subjectId,
        summary: row.summary,
        before: row.before ?? null,
        after: row.after ?? null,
      })),
      pagination: {
        currentPage: query.currentPage,
        pageSize: query.pageSize,
        totalItems: total,
        totalPages: Math.ceil(total / query.pageSize),
      },
    };
  }
}

/**
 * `npm run staff:grant -- --email …`: the only way to make the first staff member. The account must exist; the
 * grant is logged with the actor "command line".
 */
export async function grantStaffFromCommandLine(
  db: Database,
  email: string,
  now: Date,
): Promise<'granted' | 'already-staff'> {
  const repository = new StaffRepository(db);
  const user = await repository.findUser({ email });
  if (!user) throw new AppError('USER_NOT_FOUND', `No account uses ${email}; sign up first.`);
  return db.transaction(async (tx) => {
    const granted = await repository.within(tx).grant(user.id, null, now);
    if (!granted) return 'already-staff';
    await repository.within(tx).record(
      { userId: null, email: 'command line' },
      {
        action: 'staff.grant',
        subjectType: 'user',
        subjectId: user.id,
        summary: `Made ${user.email} a staff member (staff:grant command)`,
        before: { staff: false },
        after: { staff: true },
      },
      now,
    );
    return 'granted';
  });
}
