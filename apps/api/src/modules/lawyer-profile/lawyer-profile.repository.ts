import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/identity.js';
import { userJurisdictions, userPracticeAreas } from '../../db/schema/lawyer-profile.js';
import { jurisdictions, practiceAreas } from '../../db/schema/taxonomy.js';

export interface AdmissionFields {
  barNumber: string;
  admittedOn: string | null;
  birthDate: string | null;
  birthMonth: number | null;
  complianceGroup: string | null;
  cycleEndsOn: string | null;
}

const admissionColumns = {
  id: userJurisdictions.id,
  barNumber: userJurisdictions.barNumber,
  admittedOn: userJurisdictions.admittedOn,
  birthDate: userJurisdictions.birthDate,
  birthMonth: userJurisdictions.birthMonth,
  complianceGroup: userJurisdictions.complianceGroup,
  cycleEndsOn: userJurisdictions.cycleEndsOn,
  jurisdiction: {
    id: jurisdictions.id,
    code: jurisdictions.code,
    name: jurisdictions.name,
    country: jurisdictions.country,
    minutesPerCreditHour: jurisdictions.minutesPerCreditHour,
  },
};
export type AdmissionRow = Awaited<ReturnType<LawyerProfileRepository['findAdmissions']>>[number];

/** Every query filters by the owner's user id (docs/engineering-rules.md#data). */
export class LawyerProfileRepository {
  constructor(private readonly db: Database) {}

  async userExists(userId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    return row !== undefined;
  }

  findAdmissions(userId: string) {
    return this.db
      .select(admissionColumns)
      .from(userJurisdictions)
      .innerJoin(jurisdictions, eq(jurisdictions.id, userJurisdictions.jurisdictionId))
      .where(eq(userJurisdictions.userId, userId))
      .orderBy(asc(jurisdictions.name));
  }

  /** The admissions of these users (a firm's lawyers, for its administrator), each with its owner's id. */
  async findAdmissionsOfUsers(userIds: readonly string[]) {
    if (userIds.length === 0) return [];
    return this.db
      .select({ userId: userJurisdictions.userId, ...admissionColumns })
      .from(userJurisdictions)
      .innerJoin(jurisdictions, eq(jurisdictions.id, userJurisdictions.jurisdictionId))
      .where(inArray(userJurisdictions.userId, [...userIds]))
      .orderBy(asc(jurisdictions.name), asc(userJurisdictions.id));
  }

  /**
   * One page of the lawyers with at least one admission, by user id after `afterUserId` (the deadline reminders'
   * sweep walks them all this way): id, name and e-mail.
   */
  listAdmittedUsers(afterUserId: string | null, limit: number) {
    return this.db
      .selectDistinct({ id: users.id, name: users.name, email: users.email })
      .from(userJurisdictions)
      .innerJoin(users, eq(users.id, userJurisdictions.userId))
      .where(afterUserId ? gt(users.id, afterUserId) : undefined)
      .orderBy(asc(users.id))
      .limit(limit);
  }

  async findAdmission(userId: string, admissionId: string) {
    const [row] = await this.db
      .select(admissionColumns)
      .from(userJurisdictions)
      .innerJoin(jurisdictions, eq(jurisdictions.id, userJurisdictions.jurisdictionId))
      .where(and(eq(userJurisdictions.userId, userId), eq(userJurisdictions.id, admissionId)))
      .limit(1);
    return row;
  }

  async findJurisdictionIdByCode(code: string) {
    const [row] = await this.db
      .select({ id: jurisdictions.id })
      .from(jurisdictions)
      .where(eq(jurisdictions.code, code));
    return row?.id;
  }

  /** Inserts the admission; undefined when the lawyer already has one in that jurisdiction. */
  async createAdmission(userId: string, jurisdictionId: string, fields: AdmissionFields) {
    const [row] = await this.db
      .insert(userJurisdictions)
      .values({ userId, jurisdictionId, ...fields })
      .onConflictDoNothing()
      .returning({ id: userJurisdictions.id });
    return row?.id;
  }

  async updateAdmission(userId: string, admissionId: string, fields: Partial<AdmissionFields>) {
    const [row] = await this.db
      .update(userJurisdictions)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(and(eq(userJurisdictions.userId, userId), eq(userJurisdictions.id, admissionId)))
      .returning({ id: userJurisdictions.id });
    return row?.id;
  }

  async deleteAdmission(userId: string, admissionId: string): Promise<boolean> {
    const rows = await this.db
      .delete(userJurisdictions)
      .where(and(eq(userJurisdictions.userId, userId), eq(userJurisdictions.id, admissionId)))
      .returning({ id: userJurisdictions.id });
    return rows.length > 0;
  }

  async findPracticeAreasWithSelection(userId: string) {
    const [areas, selected] = await Promise.all([
      this.db
        .select({ id: practiceAreas.id, slug: practiceAreas.slug, name: practiceAreas.name })
        .from(practiceAreas)
        .orderBy(asc(practiceAreas.name)),
      this.db
        .select({ id: userPracticeAreas.practiceAreaId })
        .from(userPracticeAreas)
        .where(eq(userPracticeAreas.userId, userId)),
    ]);
    const chosen = new Set(selected.map((row) => row.id));
    return areas.map((area) => ({ ...area, selected: chosen.has(area.id) }));
  }

  async findPracticeAreaIds(slugs: string[]) {
    if (slugs.length === 0) return [];
    return this.db
      .select({ id: practiceAreas.id, slug: practiceAreas.slug })
      .from(practiceAreas)
      .where(inArray(practiceAreas.slug, slugs));
  }

  /** Replaces the lawyer's selection in one transaction. */
  async replacePracticeAreas(userId: string, practiceAreaIds: string[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(userPracticeAreas).where(eq(userPracticeAreas.userId, userId));
      if (practiceAreaIds.length > 0) {
        await tx
          .insert(userPracticeAreas)
          .values(practiceAreaIds.map((practiceAreaId) => ({ userId, practiceAreaId })));
      }
    });
  }
}
