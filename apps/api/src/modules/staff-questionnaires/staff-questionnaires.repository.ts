import { and, asc, count, desc, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/transaction.js';
import { courses } from '../../db/schema/courses.js';
import {
  questionnaireQuestions,
  questionnaireResponses,
  questionnaires,
} from '../../db/schema/questionnaires.js';

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type QuestionRow = typeof questionnaireQuestions.$inferSelect;
export type NewQuestion = Omit<typeof questionnaireQuestions.$inferInsert, 'questionnaireId'>;
export type Kind = QuestionnaireRow['kind'];

/** A course's questionnaires, every version, for the staff console's Questionnaires area. */
export class StaffQuestionnairesRepository {
  constructor(private readonly db: Executor) {}

  within(tx: Transaction): StaffQuestionnairesRepository {
    return new StaffQuestionnairesRepository(tx);
  }

  async course(courseId: string) {
    const [row] = await this.db
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(eq(courses.id, courseId))
      .limit(1);
    return row;
  }

  /** Every version of the course's questionnaires, newest version first. */
  versions(courseId: string): Promise<QuestionnaireRow[]> {
    return this.db
      .select()
      .from(questionnaires)
      .where(eq(questionnaires.courseId, courseId))
      .orderBy(asc(questionnaires.kind), desc(questionnaires.version));
  }

  questions(questionnaireIds: string[]): Promise<QuestionRow[]> {
    if (questionnaireIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(questionnaireQuestions)
      .where(inArray(questionnaireQuestions.questionnaireId, questionnaireIds))
      .orderBy(asc(questionnaireQuestions.questionnaireId), asc(questionnaireQuestions.position));
  }

  /** Submitted attempts per questionnaire id (absent: none). */
  async responseCounts(questionnaireIds: string[]): Promise<Map<string, number>> {
    if (questionnaireIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: questionnaireResponses.questionnaireId, n: count() })
      .from(questionnaireResponses)
      .where(inArray(questionnaireResponses.questionnaireId, questionnaireIds))
      .groupBy(questionnaireResponses.questionnaireId);
    return new Map(rows.map((row) => [row.id, row.n]));
  }

  /**
   * The current questionnaire of this kind, locked for the transaction: a lawyer's response takes a key-share lock on
   * it, so the response count read after this cannot change until the save commits.
   */
  async lockCurrent(courseId: string, kind: Kind): Promise<QuestionnaireRow | undefined> {
    const [row] = await this.db
      .select()
      .from(questionnaires)
      .where(
        and(
          eq(questionnaires.courseId, courseId),
          eq(questionnaires.kind, kind),
          isNull(questionnaires.retiredAt),
        ),
      )
      .for('update');
    return row;
  }

  async latestVersion(courseId: string, kind: Kind): Promise<number> {
    const [row] = await this.db
      .select({ version: max(questionnaires.version) })
      .from(questionnaires)
      .where(and(eq(questionnaires.courseId, courseId), eq(questionnaires.kind, kind)));
    return row?.version ?? 0;
  }

  async insert(values: typeof questionnaires.$inferInsert): Promise<QuestionnaireRow | undefined> {
    const [row] = await this.db.insert(questionnaires).values(values).onConflictDoNothing().returning();
    return row;
  }

  async update(
    questionnaireId: string,
    values: Pick<QuestionnaireRow, 'title' | 'description' | 'passPercent' | 'maxAttempts'>,
  ): Promise<void> {
    await this.db.update(questionnaires).set(values).where(eq(questionnaires.id, questionnaireId));
  }

  async retire(questionnaireId: string, at: Date): Promise<void> {
    await this.db.update(questionnaires).set({ retiredAt: at }).where(eq(questionnaires.id, questionnaireId));
  }

  async delete(questionnaireId: string): Promise<void> {
    await this.db.delete(questionnaires).where(eq(questionnaires.id, questionnaireId));
  }

  /** Replaces the questionnaire's questions (only ever one nobody has answered). */
  async replaceQuestions(questionnaireId: string, questions: NewQuestion[]): Promise<void> {
    await this.db
      .delete(questionnaireQuestions)
      .where(eq(questionnaireQuestions.questionnaireId, questionnaireId));
    if (questions.length === 0) return;
    await this.db
      .insert(questionnaireQuestions)
      .values(questions.map((question) => ({ ...question, questionnaireId })));
  }
}
