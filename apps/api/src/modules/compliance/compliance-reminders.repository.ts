import type { Executor, Transaction } from '../../db/transaction.js';
import { complianceReminders } from '../../db/schema/compliance.js';

/** The deadline reminders sent: one row per admission, period end and step. */
export class ComplianceRemindersRepository {
  constructor(private readonly db: Executor) {}

  within(tx: Transaction): ComplianceRemindersRepository {
    return new ComplianceRemindersRepository(tx);
  }

  /** Records the reminder as sent; false when it was already (another instance, an earlier sweep). */
  async claim(admissionId: string, periodEnd: string, daysBefore: number): Promise<boolean> {
    const rows = await this.db
      .insert(complianceReminders)
      .values({ admissionId, periodEnd, daysBefore })
      .onConflictDoNothing()
      .returning({ admissionId: complianceReminders.admissionId });
    return rows.length > 0;
  }
}
